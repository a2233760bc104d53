import fs from "node:fs";
import path from "node:path";
import { DEFAULT_APP_SETTINGS, ipWhitelistExcludesCaller, MSG } from "@storeops/domain";
import { afterEach, describe, expect, it } from "vitest";
import { auditEntries } from "../../../test/audit-entries.ts";
import { client, DEMO_EMAILS, DEMO_PASSWORD, signIn, useTestApp } from "../../../test/test-app.ts";
import { claimBackup, pruneBackups, runAutoBackup } from "../../ops/auto-backup.ts";
import { totpCode } from "../auth/totp.ts";
import { invalidateSettings } from "./settings.repository.ts";
import { APP_KEY, writeSetting } from "./settings-store.ts";

/** Settings → Security and System switches that take effect (issue 12), each proved here. */
const t = useTestApp();
afterEach(async () => {
  await t.database.db.deleteFrom("settings").execute();
  await t.database.db.deleteFrom("notifications").execute();
  await t.database.db
    .updateTable("users")
    .set({ totp_enabled: 0, totp_secret: null, totp_recovery_codes: null })
    .execute();
  invalidateSettings();
});

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const SAFARI_PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

async function setAs(section: string, body: Record<string, unknown>, remoteAddress = "127.0.0.1") {
  const { token } = await signIn(t.app, "admin");
  return t.app.inject({
    method: "PUT",
    url: `/api/settings/${section}`,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress,
    payload: body,
  });
}

const set = async (section: string, body: Record<string, unknown>) => {
  const response = await setAs(section, body);
  expect(response.statusCode, response.body).toBe(200);
};

const signInFrom = (remoteAddress: string, userAgent = CHROME, email = DEMO_EMAILS.accounting) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/v1/token",
    remoteAddress,
    headers: { "user-agent": userAgent },
    payload: { email, password: DEMO_PASSWORD },
  });

const accountingId = async () =>
  (
    await t.database.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", DEMO_EMAILS.accounting)
      .executeTakeFirstOrThrow()
  ).id;

describe("Two-factor authentication required", () => {
  it("only an admin who has two-factor sign-in may require it", async () => {
    const refused = await setAs("security", { two_factor_auth: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MSG.twoFactorSelfFirst);
    const { token } = await signIn(t.app, "admin");
    const api = client(t.app, token);
    const setup = await api.post("/api/auth/v1/2fa/setup", { password: DEMO_PASSWORD });
    expect(
      (await api.post("/api/auth/v1/2fa/enable", { code: totpCode(setup.json().secret) })).statusCode,
    ).toBe(200);
    const saved = await api.put("/api/settings/security", { two_factor_auth: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().security.two_factor_auth).toBe(true);
  });

  it("a user without it may only set it up; once set up, everything opens; it cannot then be turned off", async () => {
    await writeSetting(
      t.database.db,
      APP_KEY,
      { ...DEFAULT_APP_SETTINGS, security: { ...DEFAULT_APP_SETTINGS.security, two_factor_auth: true } },
      null,
    );
    const { token, user } = await signIn(t.app, "accounting");
    expect(user.two_factor_required).toBe(true);
    const api = client(t.app, token);
    const blocked = await api.get("/api/rest/v1/purchases?limit=1");
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: "two_factor_required", message: MSG.twoFactorRequired });
    expect((await api.get("/api/auth/v1/user")).json().two_factor_required).toBe(true);

    const setup = await api.post("/api/auth/v1/2fa/setup", { password: DEMO_PASSWORD });
    expect(setup.statusCode).toBe(200);
    const enabled = await api.post("/api/auth/v1/2fa/enable", { code: totpCode(setup.json().secret) });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect((await api.get("/api/rest/v1/purchases?limit=1")).statusCode).toBe(200);
    expect((await api.get("/api/auth/v1/user")).json().two_factor_required).toBe(false);

    const off = await api.post("/api/auth/v1/2fa/disable", {
      password: DEMO_PASSWORD,
      code: totpCode(setup.json().secret, Date.now() + 30_000),
    });
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toBe(MSG.twoFactorStaysOn);
  });

  it("off (the default), nobody is asked", async () => {
    const { token, user } = await signIn(t.app, "accounting");
    expect(user.two_factor_required).toBe(false);
    expect((await client(t.app, token).get("/api/rest/v1/purchases?limit=1")).statusCode).toBe(200);
  });
});

describe("IP whitelist", () => {
  it("refuses a list with a bad entry, and a list that leaves out the admin saving it", async () => {
    const bad = await setAs("security", { ip_whitelist: "10.0.0.300" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.ipWhitelistInvalid);
    const shutOut = await setAs("security", { ip_whitelist: "10.0.0.0/8" }, "192.168.1.9");
    expect(shutOut.statusCode).toBe(400);
    expect(shutOut.json().message).toBe(ipWhitelistExcludesCaller("192.168.1.9"));
  });

  it("sign-in and signed-in calls from outside the list are refused; inside, they work; empty allows all", async () => {
    const inside = await signInFrom("10.1.2.3");
    expect(inside.statusCode).toBe(200);
    await set("security", { ip_whitelist: "127.0.0.1, 10.0.0.0/8, 2001:db8::/32" });

    const outside = await signInFrom("192.168.1.5");
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ code: "ip_not_allowed", message: MSG.ipNotAllowed });
    expect((await signInFrom("10.200.0.1")).statusCode).toBe(200);
    expect((await signInFrom("2001:db8::7")).statusCode).toBe(200);
    expect((await signInFrom("::ffff:10.9.9.9")).statusCode).toBe(200);

    // A session opened inside the list cannot be used from outside it.
    const token = (await signInFrom("10.1.2.3")).json().access_token;
    const call = (remoteAddress: string) =>
      t.app.inject({
        method: "GET",
        url: "/api/auth/v1/user",
        remoteAddress,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await call("10.1.2.3")).statusCode).toBe(200);
    expect((await call("203.0.113.4")).statusCode).toBe(403);
    // The public careers board stays open to everyone.
    expect(
      (await t.app.inject({ method: "GET", url: "/api/careers", remoteAddress: "203.0.113.4" })).statusCode,
    ).toBe(200);

    await set("security", { ip_whitelist: "" });
    expect((await signInFrom("192.168.1.5")).statusCode).toBe(200);
  });
});

describe("Login alerts and device tracking", () => {
  const bell = async (token: string) => (await client(t.app, token).get("/api/notifications")).json();

  it("a sign-in from a new device and address notifies the account; the same one again does not", async () => {
    const first = await signInFrom("10.0.0.5", CHROME);
    const token = first.json().access_token;
    let notices = await bell(token);
    expect(notices.unread).toBe(1);
    expect(notices.items[0]).toMatchObject({
      kind: "login_alert",
      title: "New sign-in to your account",
      read: false,
    });
    expect(notices.items[0].body).toContain("Chrome on Windows from 10.0.0.5");

    await signInFrom("10.0.0.5", CHROME);
    expect((await bell(token)).items).toHaveLength(1);
    await signInFrom("10.0.0.5", SAFARI_PHONE);
    notices = await bell(token);
    expect(notices.items).toHaveLength(2);
    expect(notices.items[0].body).toContain("Safari on iPhone from 10.0.0.5");

    const read = await client(t.app, token).post("/api/notifications/read");
    expect(read.json().marked).toBe(2);
    expect((await bell(token)).unread).toBe(0);
    // Another account's bell is its own.
    const { token: other } = await signIn(t.app, "ceo");
    expect((await bell(other)).items.every((item: { body: string }) => !item.body.includes("10.0.0.5"))).toBe(
      true,
    );
  });

  it("off, or the user's own Security alerts off, no notice is written", async () => {
    await set("security", { login_alerts: false });
    await signInFrom("10.0.0.6");
    const id = await accountingId();
    const count = async () =>
      (await t.database.db.selectFrom("notifications").select("id").where("user_id", "=", id).execute())
        .length;
    expect(await count()).toBe(0);

    await set("security", { login_alerts: true });
    const { token } = await signIn(t.app, "accounting");
    const own = (security_alerts: boolean) =>
      client(t.app, token).put("/api/settings/notifications", { security_alerts });
    await t.database.db.deleteFrom("notifications").execute();
    expect((await own(false)).statusCode).toBe(200);
    await signInFrom("10.0.0.7", SAFARI_PHONE);
    expect(await count()).toBe(0);
    await own(true);
    await signInFrom("10.0.0.9", SAFARI_PHONE);
    expect(await count()).toBe(1);
  });

  it("with device tracking off, sessions keep no device or address, and every sign-in alerts", async () => {
    await set("security", { device_tracking: false });
    const first = await signInFrom("10.0.0.8");
    await signInFrom("10.0.0.8");
    const token = first.json().access_token;
    expect((await bell(token)).items).toHaveLength(2);
    const sessions = (await client(t.app, token).get("/api/auth/v1/sessions")).json();
    const mine = sessions.find((session: { current: boolean }) => session.current);
    expect(mine).toMatchObject({ device: "Not recorded", ip_address: null, user_agent: null });
  });
});

describe("Audit logging", () => {
  it("off, sign-ins are not recorded; exports, changes to records and settings still are", async () => {
    const id = await accountingId();
    const entries = (action: string) => auditEntries(t, { user_id: id, action });
    await set("system", { audit_logging: false });
    const logins = (await entries("LOGIN")).length;
    const { token } = await signIn(t.app, "accounting");
    expect((await entries("LOGIN")).length).toBe(logins);
    const exported = await client(t.app, token).get(
      "/api/reports/financial/export?format=json&from=2025-01-01&to=2025-01-31",
    );
    expect(exported.statusCode, exported.body).toBe(200);
    expect(await entries("EXPORT")).toHaveLength(1);
    const updates = (await entries("UPDATE")).length;
    await client(t.app, token).put("/api/settings/general", { theme: "dark" });
    expect((await entries("UPDATE")).length).toBe(updates + 1);

    await set("system", { audit_logging: true });
    await signIn(t.app, "accounting");
    expect((await entries("LOGIN")).length).toBe(logins + 1);
  });
});

describe("Debug mode", () => {
  it("on, the server logs at debug level from the next call; off, at the configured level", async () => {
    await set("system", { debug_mode: true });
    await t.app.inject({ method: "GET", url: "/api/auth/v1/stores" });
    expect(t.app.log.level).toBe("debug");
    await set("system", { debug_mode: false });
    await t.app.inject({ method: "GET", url: "/api/auth/v1/stores" });
    expect(t.app.log.level).toBe("info");
  });
});

describe("Automatic backup", () => {
  const where = () => ({
    dataDir: t.location.dataDir,
    databaseUrl: t.location.databaseUrl,
    backupDir: path.join(t.location.dataDir, "auto-backups"),
  });

  it("writes a backup when one is due, none until the frequency has passed, none when off", async () => {
    const config = where();
    const dir = await runAutoBackup(t.database.db, config);
    expect(dir).not.toBeNull();
    expect(fs.existsSync(path.join(String(dir), "manifest.json"))).toBe(true);
    expect(await runAutoBackup(t.database.db, config)).toBeNull();
    // Hourly: due again two hours on; claimed once however many processes ask.
    await set("system", { backup_frequency: "hourly" });
    const later = Date.now() + 2 * 3_600_000;
    const claims = await Promise.all([1, 2, 3].map(() => claimBackup(t.database.db, "hourly", later)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    await set("system", { auto_backup: false });
    await t.database.db.deleteFrom("settings").where("key", "=", "auto_backup_state").execute();
    expect(await runAutoBackup(t.database.db, config)).toBeNull();
  });

  it("keeps the newest seven", () => {
    const dir = path.join(t.location.dataDir, "prune-test");
    for (let day = 1; day <= 9; day++)
      fs.mkdirSync(path.join(dir, `storeops-2026-01-0${day}`), { recursive: true });
    expect(pruneBackups(dir)).toEqual(["storeops-2026-01-02", "storeops-2026-01-01"]);
    expect(fs.readdirSync(dir)).toHaveLength(7);
  });
});
