import type { FastifyReply, FastifyRequest } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { AppError } from "../errors.ts";
import { workGate } from "./work-gate.ts";

const request = () => ({}) as FastifyRequest;
/** A reply that records whether the gate dropped its request (hijacked it and closed the socket). */
const reply = () => {
  const state = { hijacked: false, destroyed: false };
  const fake = {
    hijack: () => {
      state.hijacked = true;
    },
    raw: {
      destroy: () => {
        state.destroyed = true;
      },
    },
  };
  return Object.assign(fake as unknown as FastifyReply, { state });
};
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe("work gate", () => {
  it("lets `limit` through at once; the next waits until one has answered, first come first served", async () => {
    const gate = workGate(2);
    const [a, b, c, d] = [request(), request(), request(), request()];
    const started: string[] = [];
    const enter = (name: string, r: FastifyRequest) =>
      gate.preHandler(r, reply()).then(() => started.push(name));
    const all = [enter("a", a), enter("b", b), enter("c", c), enter("d", d)];
    await settled();
    expect(started).toEqual(["a", "b"]);
    expect(gate.state()).toEqual({ running: 2, waiting: 2 });
    await gate.onResponse(b);
    await settled();
    expect(started).toEqual(["a", "b", "c"]);
    // A second onResponse of the same request gives back nothing more.
    await gate.onResponse(b);
    await settled();
    expect(started).toEqual(["a", "b", "c"]);
    await gate.onResponse(a);
    await Promise.all(all);
    expect(started).toEqual(["a", "b", "c", "d"]);
    await gate.onResponse(c);
    await gate.onResponse(d);
    expect(gate.state()).toEqual({ running: 0, waiting: 0 });
  });

  it("a client that leaves gives its slot back, also while it is still waiting", async () => {
    const gate = workGate(1);
    const [a, b, c] = [request(), request(), request()];
    const [replyB, replyC] = [reply(), reply()];
    await gate.preHandler(a, reply());
    const waitingB = gate.preHandler(b, replyB);
    const waitingC = gate.preHandler(c, replyC);
    await gate.onRequestAbort(b); // b leaves before its turn
    await gate.onRequestAbort(a); // a leaves while working
    await waitingB;
    await waitingC; // b's turn passed straight on to c
    // b is dropped unbuilt (its handler never runs); c goes on to its handler.
    expect(replyB.state).toEqual({ hijacked: true, destroyed: true });
    expect(replyC.state).toEqual({ hijacked: false, destroyed: false });
    expect(gate.state()).toEqual({ running: 1, waiting: 0 });
    await gate.onResponse(c);
    expect(gate.state()).toEqual({ running: 0, waiting: 0 });
  });
});

describe("work gate with limits per caller", () => {
  const limits = {
    key: (request: FastifyRequest) => (request as unknown as { user: string }).user,
    perKey: 2,
    maxWaiting: 1,
    refused: () => new AppError(429, "too_many_requests", "refused"),
    busy: () => new AppError(503, "busy", "busy"),
    retryAfterSeconds: 30,
  };
  const of = (user: string) => ({ user }) as unknown as FastifyRequest;
  const withHeaders = () => {
    const headers: Record<string, string> = {};
    return Object.assign(reply(), {
      headers,
      header: (name: string, value: string) => (headers[name] = value),
    });
  };

  it("refuses a caller's third request at once, and the next past a full queue with Retry-After", async () => {
    const gate = workGate(2, limits);
    const [a1, a2, a3, b1, c1, d1] = [of("a"), of("a"), of("a"), of("b"), of("c"), of("d")];
    await gate.preHandler(a1, reply());
    await gate.preHandler(b1, reply());
    const waitingA2 = gate.preHandler(a2, reply());
    expect(gate.state()).toEqual({ running: 2, waiting: 1 });
    await expect(gate.preHandler(a3, reply())).rejects.toMatchObject({ statusCode: 429, message: "refused" });
    const busyReply = withHeaders();
    await expect(gate.preHandler(c1, busyReply)).rejects.toMatchObject({ statusCode: 503, message: "busy" });
    expect(busyReply.headers["retry-after"]).toBe("30");
    // The refused ones took nothing: a finishes one, and its next request is let in.
    await gate.onResponse(a3);
    await gate.onResponse(a1);
    await waitingA2;
    expect(gate.state()).toEqual({ running: 2, waiting: 0 });
    const waitingD = gate.preHandler(d1, reply());
    await gate.onRequestAbort(b1);
    await waitingD;
    await gate.onResponse(a2);
    await gate.onResponse(d1);
    expect(gate.state()).toEqual({ running: 0, waiting: 0 });
    // Every caller's count went back to nothing: a may have two again.
    await gate.preHandler(of("a"), reply());
    await gate.preHandler(of("a"), reply());
    expect(gate.state()).toEqual({ running: 2, waiting: 0 });
  });
});

describe("work gate on a server", () => {
  it("a client that leaves while waiting is never built for: its handler does not run", async () => {
    const { default: Fastify } = await import("fastify");
    const http = await import("node:http");
    const gate = workGate(1);
    const app = Fastify();
    let runs = 0;
    let finishFirst: () => void = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      finishFirst = resolve;
    });
    app.get(
      "/work",
      { preHandler: gate.preHandler, onResponse: gate.onResponse, onRequestAbort: gate.onRequestAbort },
      async () => {
        runs++;
        if (runs === 1) await firstHeld;
        return { runs };
      },
    );
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const first = fetch(`${base}/work`).then((r) => r.json());
      await vi.waitUntil(() => runs === 1);
      // A second client asks, waits its turn, and leaves.
      const leaving = http.get(`${base}/work`);
      leaving.on("error", () => {});
      await vi.waitUntil(() => gate.state().waiting === 1);
      leaving.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      finishFirst();
      expect(await first).toEqual({ runs: 1 });
      await vi.waitUntil(() => gate.state().running === 0 && gate.state().waiting === 0);
      // A third client is served as the second, not the third, build.
      expect(await fetch(`${base}/work`).then((r) => r.json())).toEqual({ runs: 2 });
    } finally {
      await app.close();
    }
  });
});
