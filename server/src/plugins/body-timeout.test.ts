import type { AddressInfo } from "node:net";
import net from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn, useTestApp } from "../../test/test-app.ts";

// Issue 27, item 4: a request that sends its headers and stalls its body is answered 408 and its
// connection closed; an upload route may take longer, but not stall. Real sockets: inject has none.
const BODY_MS = 400;
const UPLOAD_MS = 3_000;
const t = useTestApp({ config: { timeouts: { bodyMs: BODY_MS, uploadMs: UPLOAD_MS } } });
let port: number;
let token: string;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
  token = (await signIn(t.app, "staff")).token;
});

/** Opens a connection, sends `head` and the start of a body; `answer` settles with what came back when the server closes it. */
function stalledRequest(head: string, start: string) {
  const opened = Date.now();
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk) => {
    received += chunk.toString();
  });
  socket.on("error", () => {});
  socket.write(`${head}\r\n\r\n${start}`);
  const answer = new Promise<{ received: string; after: number }>((resolve) => {
    socket.on("close", () => resolve({ received, after: Date.now() - opened }));
  });
  // A test that fails must not leave the socket open for the others.
  const within = (ms: number) =>
    Promise.race([
      answer,
      new Promise<{ received: string; after: number }>((resolve) =>
        setTimeout(() => {
          socket.destroy();
          resolve({ received: `still open after ${ms} ms`, after: ms });
        }, ms),
      ),
    ]);
  return { socket, within };
}

const BOUNDARY = "----storeops-timeout";

describe("request bodies time out", () => {
  it("a JSON body that stalls is answered 408 and the connection closed", async () => {
    const request = stalledRequest(
      "POST /api/auth/v1/token HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100",
      '{"email":',
    );
    const { received, after } = await request.within(BODY_MS + 2_000);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(received).toContain("request_timeout");
    expect(after).toBeGreaterThanOrEqual(BODY_MS - 50);
  });

  it("an upload may take longer while it sends, but is closed once it stalls", async () => {
    const request = stalledRequest(
      [
        "POST /api/rest/v1/upload-temp/purchases HTTP/1.1",
        "Host: localhost",
        `Authorization: Bearer ${token}`,
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
        "Content-Length: 100000",
      ].join("\r\n"),
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.4\n`,
    );
    // A byte every BODY_MS / 4 for three times BODY_MS: past the JSON routes' limit, still open.
    const drip = setInterval(() => request.socket.write("x"), BODY_MS / 4);
    await new Promise((resolve) => setTimeout(resolve, BODY_MS * 3));
    clearInterval(drip);
    expect(request.socket.destroyed).toBe(false);
    const { received, after } = await request.within(UPLOAD_MS);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(after).toBeLessThan(UPLOAD_MS);
  });

  it("an upload that keeps sending is closed at the upload routes' limit", async () => {
    const request = stalledRequest(
      [
        "POST /api/careers/any/applications HTTP/1.1",
        "Host: localhost",
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
        "Content-Length: 100000",
      ].join("\r\n"),
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="resume"; filename="a.pdf"\r\n\r\n%PDF-1.4\n`,
    );
    const drip = setInterval(() => request.socket.write("x"), BODY_MS / 4);
    const { received, after } = await request.within(UPLOAD_MS + 2_000);
    clearInterval(drip);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(after).toBeGreaterThanOrEqual(UPLOAD_MS - 50);
  });
});
