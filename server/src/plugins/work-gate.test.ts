import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { workGate } from "./work-gate.ts";

const request = () => ({}) as FastifyRequest;
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe("work gate", () => {
  it("lets `limit` through at once; the next waits until one has answered, first come first served", async () => {
    const gate = workGate(2);
    const [a, b, c, d] = [request(), request(), request(), request()];
    const started: string[] = [];
    const enter = (name: string, r: FastifyRequest) => gate.preHandler(r).then(() => started.push(name));
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
    await gate.preHandler(a);
    const waitingB = gate.preHandler(b);
    const waitingC = gate.preHandler(c);
    await gate.onRequestAbort(b); // b leaves before its turn
    await gate.onRequestAbort(a); // a leaves while working
    await waitingB;
    await waitingC; // b's turn passed straight on to c
    expect(gate.state()).toEqual({ running: 1, waiting: 0 });
    await gate.onResponse(c);
    expect(gate.state()).toEqual({ running: 0, waiting: 0 });
  });
});
