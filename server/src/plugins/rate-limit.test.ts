import { describe, expect, it } from "vitest";
import { client, DEMO_EMAILS, DEMO_PASSWORD, signIn, useTestApp } from "../../test/test-app.ts";
import { invalidateSettings } from "../modules/settings/settings.repository.ts";

/** Issue 27 item 13: the API rate limit counts in memory, counts cookies too, and never locks an admin out of the settings. */
const statements: string[] = [];
const t = useTestApp({ onQuery: (sql) => statements.push(sql) });

async function setLimit(limit: number, token?: string) {
  const admin = token ?? (await signIn(t.app, "admin")).token;
  const response = await client(t.app, admin).put("/api/settings/system", { api_rate_limit: limit });
  expect(response.statusCode, response.body).toBe(200);
  invalidateSettings();
}

const windowWrites = () => statements.filter((sql) => /insert into "api_rate_windows"/i.test(sql)).length;

describe("API rate limit", () => {
  it("reads stay reads: requests are counted in memory and written once per flush", async () => {
    const { token } = await signIn(t.app, "ceo");
    const api = client(t.app, token);
    await t.app.flushRateWindows();
    const before = windowWrites();
    for (let i = 0; i < 20; i++) expect((await api.get("/api/auth/v1/user")).statusCode).toBe(200);
    expect(windowWrites()).toBe(before);
    await t.app.flushRateWindows();
    expect(windowWrites()).toBe(before + 1);
    const stored = await t.database.db.selectFrom("api_rate_windows").select("count").execute();
    expect(stored.map((row) => Number(row.count))).toContain(20);
  });

  it("the session cookie counts like the bearer token", async () => {
    await setLimit(100);
    const signedIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/v1/token",
      payload: { email: DEMO_EMAILS.accounting, password: DEMO_PASSWORD },
    });
    const cookie = `session=${signedIn.json().access_token}`;
    const viaCookie = () => t.app.inject({ method: "GET", url: "/api/auth/v1/user", headers: { cookie } });
    for (let i = 0; i < 100; i++) expect((await viaCookie()).statusCode).toBe(200);
    const over = await viaCookie();
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe("rate_limited");
    // Signing out is never refused.
    const out = await t.app.inject({ method: "POST", url: "/api/auth/v1/logout", headers: { cookie } });
    expect(out.statusCode).toBe(200);
    await setLimit(1000);
  });

  it("an admin over a limit they lowered keeps the settings (to raise it again) and sign-out", async () => {
    const { token } = await signIn(t.app, "admin");
    const api = client(t.app, token);
    for (let i = 0; i < 120; i++) expect((await api.get("/api/auth/v1/user")).statusCode).toBe(200);
    await setLimit(100, token);
    expect((await api.get("/api/rest/v1/purchases?limit=1")).statusCode).toBe(429);
    expect((await api.get("/api/settings")).statusCode).toBe(200);
    await setLimit(1000, token);
    expect((await api.get("/api/rest/v1/purchases?limit=1")).statusCode).toBe(200);
    await setLimit(100, token);
    expect((await api.post("/api/auth/v1/logout")).statusCode).toBe(200);
    await setLimit(1000);
  });

  it("others over the limit are refused the settings", async () => {
    await setLimit(100);
    const { token } = await signIn(t.app, "accounting");
    const api = client(t.app, token);
    for (let i = 0; i < 100; i++) expect((await api.get("/api/auth/v1/user")).statusCode).toBe(200);
    expect((await api.get("/api/settings")).statusCode).toBe(429);
    await setLimit(1000);
  });
});
