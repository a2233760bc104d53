import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { factoryContext, makePayload } from "../factories.ts";
import { client, createTestApp, type SignedIn, signIn, type TestApp } from "../test-app.ts";

// Issue #8, "5xx on bad input": whatever a client sends, the answer is a 4xx in the {message, code} shape.
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
});
afterAll(() => t.close());

function expectRefused(response: LightMyRequestResponse, status = 400) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(typeof body.message, response.body).toBe("string");
  expect(typeof body.code, response.body).toBe("string");
  expect(Object.keys(body).filter((key) => !["message", "code", "details"].includes(key))).toEqual([]);
  expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
}

const get = (url: string) => client(t.app, admin.token).get(url);

/** JavaScript's built-in property names: none is a column, so none may reach SQL. */
const BUILT_INS = [
  "constructor",
  "__proto__",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toLocaleString",
  "__defineGetter__",
];

describe("offset and limit beyond a safe integer", () => {
  for (const value of ["1e20", "9223372036854775808", "9223372036854775807", "1e3", "0x10", " 5"]) {
    it(`offset=${value} and limit=${value} on /api/rest/v1/purchases: 400, not 500`, async () => {
      expectRefused(await get(`/api/rest/v1/purchases?offset=${encodeURIComponent(value)}`));
      expectRefused(await get(`/api/rest/v1/purchases?limit=${encodeURIComponent(value)}`));
    });
  }

  it("the largest safe offset still answers 200 with no rows", async () => {
    const response = await get(`/api/rest/v1/purchases?offset=${Number.MAX_SAFE_INTEGER}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe("JavaScript built-in property names as columns", () => {
  for (const name of BUILT_INS) {
    it(`${name} in select, order and every filter is refused with 400`, async () => {
      for (const query of [
        `select=${name}`,
        `select=id,${name}`,
        `order=${name}.asc`,
        `eq=${name}.1`,
        `gt=${name}.1`,
        `in=${name}.a,b`,
        `is=${name}.null`,
        `like=${name}.*a*`,
      ]) {
        const response = await get(`/api/rest/v1/purchases?${query}`);
        expectRefused(response);
        expect(response.json().message).toContain("Unknown column");
      }
    });

    it(`${name} as a body key of a create and an update answers 4xx, not 500`, async () => {
      const ctx = await factoryContext(t, undefined);
      const api = client(t.app, admin.token);
      const payload = JSON.stringify({ ...makePayload("vendors", ctx) }).replace(/^\{/, `{"${name}":1,`);
      const created = await t.app.inject({
        method: "POST",
        url: "/api/rest/v1/vendors",
        headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
        payload,
      });
      expect(created.statusCode, created.body).toBeLessThan(500);
      const id = (await api.get("/api/rest/v1/vendors?limit=1")).json()[0].id;
      const updated = await t.app.inject({
        method: "PATCH",
        url: `/api/rest/v1/vendors?eq=id.${id}`,
        headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
        payload: `{"${name}":{"x":1}}`,
      });
      expect(updated.statusCode, updated.body).toBeLessThan(500);
    });
  }
});

describe("request bodies", () => {
  it("a 5,000-level nested JSON value answers 400, not 500", async () => {
    const depth = 5000;
    // opening_hours takes any JSON value per day, so the nesting reaches the store's create.
    const valid = JSON.stringify(makePayload("stores", await factoryContext(t)));
    const payload = valid.replace(
      /^\{/,
      `{"opening_hours":{"mon":${"[".repeat(depth)}1${"]".repeat(depth)}},`,
    );
    const response = await t.app.inject({
      method: "POST",
      url: "/api/rest/v1/stores",
      headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
      payload,
    });
    expectRefused(response);
  });

  it("JSON nested 32 levels deep is still accepted", async () => {
    const valid = JSON.stringify(makePayload("stores", await factoryContext(t)));
    const payload = valid.replace(/^\{/, `{"opening_hours":{"mon":${"[".repeat(30)}1${"]".repeat(30)}},`);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/rest/v1/stores",
      headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it("a 100,000-level nested JSON object answers 400 without a stack overflow", async () => {
    const depth = 100_000;
    const payload = `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/rest/v1/vendors?eq=id.x",
      headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
      payload,
    });
    expectRefused(response);
  });
});

describe("the NUL character (PostgreSQL text cannot hold it; found by the fuzz test)", () => {
  it("a NUL in a query value (q=%00, eq=name.a%00b) answers 400 on every route", async () => {
    expectRefused(await get("/api/rest/v1/expenses?q=%00"));
    expectRefused(await get("/api/rest/v1/vendors?eq=name.a%00b"));
    expectRefused(await get("/api/search?q=%00"));
  });

  it("a \\u0000 in a JSON string answers 400", async () => {
    const ctx = await factoryContext(t);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/rest/v1/vendors",
      headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
      payload: JSON.stringify(makePayload("vendors", ctx, { name: "Acme\u0000" })),
    });
    expectRefused(response);
  });
});

describe("framework errors use the {message, code} shape", () => {
  it("bad URL encoding (/api/rest/v1/%E0%A4%A) answers 400 {message, code}", async () => {
    expectRefused(await get("/api/rest/v1/%E0%A4%A"));
    expectRefused(await get("/api/rest/v1/purchases/%E0%A4%A"));
  });

  it("an over-long path parameter answers 4xx {message, code}", async () => {
    const response = await get(`/api/rest/v1/purchases/${"a".repeat(5000)}`);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expectRefused(response, response.statusCode);
  });

  it("invalid JSON answers 400 {message, code}", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/rest/v1/vendors",
      headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
      payload: "{not json",
    });
    expectRefused(response);
  });

  it("an unsupported content type answers 415 {message, code}", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/rest/v1/vendors",
      headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/x-storeops" },
      payload: "name=x",
    });
    expectRefused(response, 415);
  });

  it("an unknown route answers 404 {message, code}", async () => {
    expectRefused(await get("/api/no-such-route"), 404);
  });

  it("a body over the limit answers 413 {message, code}", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/rest/v1/vendors",
      headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
      payload: JSON.stringify({ name: "x".repeat(2 * 1024 * 1024) }),
    });
    expectRefused(response, 413);
  });
});
