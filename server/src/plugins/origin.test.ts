import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DEMO_EMAILS, DEMO_PASSWORD, signIn, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOST = "127.0.0.1:5311";

/** A cookie-authenticated call as the browser would send it, with extra headers. */
async function call(method: "GET" | "POST" | "PATCH", url: string, headers: Record<string, string>) {
  const { token } = await signIn(t.app, "admin");
  return t.app.inject({
    method,
    url,
    headers: { host: HOST, cookie: `session=${token}`, ...headers },
    ...(method === "GET" ? {} : { payload: method === "PATCH" ? { phone: "555-0111" } : {} }),
  });
}

describe("origin check on writes", () => {
  it("a write with a cross-origin Origin (another port of the same host) is refused with 403 {message, code}", async () => {
    const admin = await signIn(t.app, "admin");
    const response = await call("PATCH", `/api/rest/v1/users?eq=id.${admin.user.id}`, {
      origin: "http://127.0.0.1:6666",
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: expect.any(String), code: "cross_origin_request" });
  });

  it("a write with another site's Origin or Origin null is refused, the sign-in too", async () => {
    expect((await call("POST", "/api/auth/v1/logout", { origin: "https://evil.example" })).statusCode).toBe(
      403,
    );
    expect((await call("POST", "/api/auth/v1/logout", { origin: "null" })).statusCode).toBe(403);
    const signInFromElsewhere = await t.app.inject({
      method: "POST",
      url: "/api/auth/v1/token",
      headers: { host: HOST, origin: "https://evil.example" },
      payload: { email: DEMO_EMAILS.admin, password: DEMO_PASSWORD },
    });
    expect(signInFromElsewhere.statusCode).toBe(403);
  });

  it("a write marked Sec-Fetch-Site: cross-site is refused even without Origin", async () => {
    const response = await call("POST", "/api/auth/v1/logout", { "sec-fetch-site": "cross-site" });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("cross_origin_request");
  });

  it("same-origin writes and writes without Origin (API clients) pass", async () => {
    expect((await call("POST", "/api/auth/v1/logout", { origin: `http://${HOST}` })).statusCode).toBe(200);
    expect(
      (
        await call("POST", "/api/auth/v1/logout", {
          origin: `http://${HOST}`,
          "sec-fetch-site": "same-origin",
        })
      ).statusCode,
    ).toBe(200);
    expect((await call("POST", "/api/auth/v1/logout", {})).statusCode).toBe(200);
  });

  it("reads with a foreign Origin still answer", async () => {
    const response = await call("GET", "/api/auth/v1/user", {
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect(response.statusCode).toBe(200);
  });
});
