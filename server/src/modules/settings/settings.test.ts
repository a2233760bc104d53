import { MSG } from "@storeops/domain";
import { afterEach, describe, expect, it } from "vitest";
import { client, DEMO_PASSWORD, signIn, useTestApp } from "../../../test/test-app.ts";
import { multipart, PDF } from "../../../test/uploads.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { invalidateSettings } from "./settings.repository.ts";

const t = useTestApp();

const put = async (
  section: string,
  body: unknown,
  as: "admin" | "accounting" | "staff" | "ceo" = "admin",
) => {
  const { token } = await signIn(t.app, as);
  return t.app.inject({
    method: "PUT",
    url: `/api/settings/${section}`,
    headers: { authorization: `Bearer ${token}` },
    payload: body as Record<string, unknown>,
  });
};

afterEach(async () => {
  await t.database.db.deleteFrom("settings").execute();
  invalidateSettings();
});

describe("GET /api/settings: the sections by role", () => {
  it.each([
    ["admin", ["general", "notifications", "privacy", "security", "integrations", "system", "user_policy"]],
    ["ceo", ["general", "notifications", "privacy"]],
    ["accounting", ["general", "notifications", "privacy", "security", "integrations"]],
    ["store_manager", ["general", "notifications", "privacy"]],
    ["staff", ["general", "notifications", "privacy", "security"]],
  ] as const)("%s sees %j", async (role, sections) => {
    const { token } = await signIn(t.app, role);
    const response = await client(t.app, token).get("/api/settings");
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual([...sections].sort());
    expect(response.json().general.theme).toBe("light");
  });
});

describe("PUT /api/settings/{section}", () => {
  it("merges the keys given, and general is each caller's own", async () => {
    const saved = await put("general", { theme: "dark" }, "staff");
    expect(saved.statusCode).toBe(200);
    expect(saved.json().general).toMatchObject({ theme: "dark", currency: "USD" });
    const { token } = await signIn(t.app, "accounting");
    expect((await client(t.app, token).get("/api/settings")).json().general.theme).toBe("light");
  });

  it("role rules: security by admin only, integrations by admin and accounting, ceo read-only", async () => {
    expect((await put("security", { login_alerts: false }, "accounting")).statusCode).toBe(403);
    expect((await put("system", { debug_mode: true }, "accounting")).statusCode).toBe(403);
    expect((await put("integrations", { slack: true }, "accounting")).statusCode).toBe(200);
    const ceo = await put("user_policy", { sessions: { max_concurrent: 2 } }, "ceo");
    expect(ceo.statusCode).toBe(403);
    expect(ceo.json().message).toBe(MSG.ceoReadOnly);
    expect((await put("notifications", { daily_reports: true }, "ceo")).statusCode).toBe(200);
    expect((await put("nonsense", {}, "admin")).statusCode).toBe(404);
  });

  it("values outside spec 3 §5's bounds are 400 naming the field", async () => {
    const cases: Array<[string, unknown, string]> = [
      ["security", { session_timeout: 4 }, "session_timeout"],
      ["system", { api_rate_limit: 99 }, "api_rate_limit"],
      ["system", { max_file_size_mb: 101 }, "max_file_size_mb"],
      ["system", { session_duration_hours: 169 }, "session_duration_hours"],
      ["user_policy", { password_policy: { min_length: 5 } }, "password_policy.min_length"],
      ["user_policy", { sessions: { max_concurrent: 11 } }, "sessions.max_concurrent"],
      ["user_policy", { sessions: { remember_me_days: 91 } }, "sessions.remember_me_days"],
      ["user_policy", { audit: { retention_days: 29 } }, "audit.retention_days"],
    ];
    for (const [section, body, field] of cases) {
      const response = await put(section, body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().details.fields).toHaveProperty(field);
      // The message is worded for a person; the field's key travels in details.fields only.
      expect(response.json().message).not.toContain(field);
    }
  });

  it("the security tab's session timeout and password expiry are the user policy's", async () => {
    await put("security", { session_timeout: 45, password_expiry: 60 });
    const { token } = await signIn(t.app, "admin");
    const all = (await client(t.app, token).get("/api/settings")).json();
    expect(all.user_policy.sessions.timeout_minutes).toBe(45);
    expect(all.user_policy.password_policy.expiry_days).toBe(60);
    expect(all.security).toMatchObject({ session_timeout: 45, password_expiry: 60 });
  });

  it("a save is audited with its changes; a save that changes nothing writes no entry", async () => {
    const count = () =>
      t.database.db
        .selectFrom("audit_logs")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("target_table", "=", "settings")
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n));
    const before = await count();
    await put("system", { debug_mode: true });
    expect(await count()).toBe(before + 1);
    await put("system", { debug_mode: true });
    expect(await count()).toBe(before + 1);
  });
});

describe("settings take effect", () => {
  it("password policy: a weak password is refused naming the rule", async () => {
    await put("user_policy", { password_policy: { min_length: 12, require_special: true } });
    const { token } = await signIn(t.app, "staff2");
    const response = await client(t.app, token).post("/api/auth/v1/change-password", {
      current_password: DEMO_PASSWORD,
      new_password: "Weakpass1",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("Password must be at least 12 characters long!");
    expect(response.json().message).toContain("special character");
  });

  it("password expiry: a password older than the expiry must be changed at sign-in", async () => {
    await put("user_policy", { password_policy: { expiry_days: 30 } });
    const { user } = await signIn(t.app, "store_manager");
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await t.database.db
      .updateTable("users")
      .set({ password_changed_at: old })
      .where("id", "=", user.id)
      .execute();
    const again = await signIn(t.app, "store_manager");
    expect(again.user.must_change_password).toBe(true);
    const refused = await client(t.app, again.token).get("/api/rest/v1/stores");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("password_change_required");
    const changed = await client(t.app, again.token).post("/api/auth/v1/change-password", {
      current_password: DEMO_PASSWORD,
      new_password: DEMO_PASSWORD.replace("1234", "5678"),
    });
    expect(changed.statusCode).toBe(200);
    expect((await client(t.app, again.token).get("/api/rest/v1/stores")).statusCode).toBe(200);
    // Put the demo password back for the other tests.
    await client(t.app, again.token).post("/api/auth/v1/change-password", {
      current_password: DEMO_PASSWORD.replace("1234", "5678"),
      new_password: DEMO_PASSWORD,
    });
  });

  it("session timeout: a session idle longer than the saved timeout ends", async () => {
    await put("user_policy", { sessions: { timeout_minutes: 5 } });
    const { token, user } = await signIn(t.app, "accounting");
    const api = client(t.app, token);
    expect((await api.get("/api/auth/v1/user")).statusCode).toBe(200);
    const idle = new Date(Date.now() - 6 * 60_000).toISOString();
    await t.database.db
      .updateTable("sessions")
      .set({ last_seen_at: idle })
      .where("user_id", "=", user.id)
      .execute();
    expect((await api.get("/api/auth/v1/user")).statusCode).toBe(401);
  });

  it("session duration and remember-me days set expires_in", async () => {
    await put("system", { session_duration_hours: 2 });
    await put("user_policy", { sessions: { remember_me_days: 7 } });
    const sign = (remember: boolean) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/v1/token",
        payload: { email: "ceo@example.com", password: DEMO_PASSWORD, remember },
      });
    expect((await sign(false)).json().expires_in).toBe(2 * 3600);
    expect((await sign(true)).json().expires_in).toBe(7 * 86_400);
  });

  it("maximum concurrent sessions: the oldest ends", async () => {
    await put("user_policy", { sessions: { max_concurrent: 1 } });
    const first = await signIn(t.app, "ceo");
    const second = await signIn(t.app, "ceo");
    expect((await client(t.app, first.token).get("/api/auth/v1/user")).statusCode).toBe(401);
    expect((await client(t.app, second.token).get("/api/auth/v1/user")).statusCode).toBe(200);
  });

  it("maximum file size: an upload over it is 413", async () => {
    await put("system", { max_file_size_mb: 1 });
    const { token } = await signIn(t.app, "admin");
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const body = multipart([{ name: "big.pdf", bytes: big, type: "application/pdf" }]);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/rest/v1/upload-temp/purchases",
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(413);
  });

  it("API rate limit: an API client over its hourly limit gets 429", async () => {
    await put("system", { api_rate_limit: 100 });
    const { token } = await signIn(t.app, "ceo");
    const api = client(t.app, token);
    for (let i = 0; i < 100; i++) expect((await api.get("/api/auth/v1/user")).statusCode).toBe(200);
    const over = await api.get("/api/auth/v1/user");
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe("rate_limited");
    // Another session has its own window.
    expect(
      (await client(t.app, (await signIn(t.app, "ceo")).token).get("/api/auth/v1/user")).statusCode,
    ).toBe(200);
  });

  it("API rate limit: two app processes on one database share each session's window", async () => {
    await put("system", { api_rate_limit: 100 });
    const config = {
      ...loadConfig({}),
      dataDir: t.location.dataDir,
      webDist: "/nonexistent",
      autoBackup: false,
    };
    const second = await buildApp({ config, database: t.database, logger: false });
    await second.ready();
    try {
      const { token } = await signIn(t.app, "ceo");
      const [one, two] = [client(t.app, token), client(second, token)];
      for (let i = 0; i < 60; i++) expect((await one.get("/api/auth/v1/user")).statusCode).toBe(200);
      await t.app.flushRateWindows();
      // The second process reads the window the first one flushed: 40 more, then refused.
      for (let i = 0; i < 40; i++) expect((await two.get("/api/auth/v1/user")).statusCode).toBe(200);
      const over = await two.get("/api/auth/v1/user");
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers["retry-after"])).toBeGreaterThan(3000);
      // Once the second flushes, the first learns the total at its next flush.
      await second.flushRateWindows();
      expect((await one.get("/api/auth/v1/user")).statusCode).toBe(200);
      await t.app.flushRateWindows();
      expect((await one.get("/api/auth/v1/user")).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it("maintenance mode: non-admins get 503 maintenance, admins keep working", async () => {
    const staff = await signIn(t.app, "staff");
    await put("system", { maintenance_mode: true });
    const refused = await client(t.app, staff.token).get("/api/rest/v1/purchases");
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: "maintenance", message: MSG.maintenanceMode });
    const signInRefused = await t.app.inject({
      method: "POST",
      url: "/api/auth/v1/token",
      payload: { email: "ceo@example.com", password: DEMO_PASSWORD },
    });
    expect(signInRefused.statusCode).toBe(503);
    expect(signInRefused.json().code).toBe("maintenance");
    const { token } = await signIn(t.app, "admin");
    expect((await client(t.app, token).get("/api/rest/v1/purchases?limit=1")).statusCode).toBe(200);
    await put("system", { maintenance_mode: false });
    expect((await client(t.app, staff.token).get("/api/rest/v1/purchases?limit=1")).statusCode).toBe(200);
  });
});
