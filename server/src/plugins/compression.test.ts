import zlib from "node:zlib";
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestApp } from "../../test/test-app.ts";
import { acceptsBrotli } from "./prepared-answer.ts";

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, "admin")).token;
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: "GET",
    url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}),
    },
  });

describe("compressed API answers", () => {
  const list = "/api/rest/v1/purchases?limit=50&order=purchase_date.desc&count=exact";

  it("a list page goes out as brotli to a browser that accepts it, and reads back the same", async () => {
    const plain = await get(list);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const compressed = await get(list, "gzip, deflate, br");
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers["content-range"]).toBe(plain.headers["content-range"]);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it("gzip when brotli is not accepted; small answers travel as they are", async () => {
    const compressed = await get(list, "gzip");
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(compressed.rawPayload).toString())).toEqual((await get(list)).json());

    const small = await get("/api/health", "br");
    expect(small.statusCode).toBe(200);
    expect(small.headers["content-encoding"]).toBeUndefined();
  });
});

describe("a prepared answer (the kept dashboard)", () => {
  it("goes out as its brotli to a client that takes it, as gzip or text otherwise, the same JSON each way", async () => {
    const plain = await get("/api/dashboard");
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-type"]).toContain("application/json");
    const body = plain.json();
    expect(body.role).toBe("admin");

    const br = await get("/api/dashboard", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(body);

    const gzip = await get("/api/dashboard", "br;q=0, gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(body);
  });
});

describe("acceptsBrotli", () => {
  const asks = (value?: string) => acceptsBrotli({ headers: { "accept-encoding": value } } as FastifyRequest);
  it("reads Accept-Encoding: listed and not refused", () => {
    expect(asks("gzip, deflate, br")).toBe(true);
    expect(asks("br;q=0.5")).toBe(true);
    expect(asks("BR")).toBe(true);
    expect(asks("br;q=0, gzip")).toBe(false);
    expect(asks("gzip")).toBe(false);
    expect(asks("brotli")).toBe(false);
    expect(asks(undefined)).toBe(false);
  });
});
