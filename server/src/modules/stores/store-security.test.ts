import { DEFAULT_STORE_SETTINGS, ipWhitelistExcludesCaller, MSG } from "@storeops/domain";
import { afterEach, describe, expect, it } from "vitest";
import { client, DEMO_EMAILS, DEMO_PASSWORD, signIn, useTestApp } from "../../../test/test-app.ts";
import { totpCode } from "../auth/totp.ts";
import { invalidateSettings } from "../settings/settings-store.ts";

/**
 * Issue 27 item 12: a store's Store Settings → Security take effect for the sessions working in
 * it, and the settings that changed nothing are no longer offered.
 */
const t = useTestApp();

const asAdmin = async () => client(t.app, (await signIn(t.app, "admin")).token);

/** staff2's one store: its id and code. */
async function staff2Store() {
  const demo = await t.app.inject({ method: "GET", url: "/api/auth/v1/demo-accounts" });
  const code: string = demo.json().accounts.find((a: { email: string }) => a.email === DEMO_EMAILS.staff2)
    .store_codes[0];
  const row = await t.database.db
    .selectFrom("stores")
    .select("id")
    .where("code", "=", code)
    .executeTakeFirstOrThrow();
  return { id: row.id, code };
}

const staffSignIn = (code: string, remoteAddress = "127.0.0.1", otp?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/v1/token",
    remoteAddress,
    payload: {
      email: DEMO_EMAILS.staff2,
      password: DEMO_PASSWORD,
      store_code: code,
      ...(otp ? { otp } : {}),
    },
  });

afterEach(async () => {
  await t.database.db.updateTable("stores").set({ settings: null }).execute();
  await t.database.db
    .updateTable("users")
    .set({ totp_enabled: 0, totp_secret: null, totp_recovery_codes: null, totp_last_step: null })
    .execute();
  invalidateSettings();
});

describe("Store Settings → Security take effect in the store", () => {
  it("an IP whitelist: sign-in to the store and its sessions' calls from outside are refused", async () => {
    const { id, code } = await staff2Store();
    const inside = await staffSignIn(code, "10.1.2.3");
    expect(inside.statusCode).toBe(200);
    const token = inside.json().access_token;
    const admin = await asAdmin();
    const saved = await admin.put(`/api/stores/${id}/settings`, {
      security: { ip_whitelist: "127.0.0.1, 10.0.0.0/8" },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const outside = await staffSignIn(code, "192.168.7.7");
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ code: "ip_not_allowed", message: MSG.storeIpNotAllowed });
    expect((await staffSignIn(code, "10.9.9.9")).statusCode).toBe(200);

    const call = (url: string, remoteAddress: string) =>
      t.app.inject({ method: "GET", url, remoteAddress, headers: { authorization: `Bearer ${token}` } });
    expect((await call("/api/rest/v1/purchases?limit=1", "10.1.2.3")).statusCode).toBe(200);
    const refused = await call("/api/rest/v1/purchases?limit=1", "203.0.113.4");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG.storeIpNotAllowed);
    // Leaving is still possible: who am I, and sign-out.
    expect((await call("/api/auth/v1/user", "203.0.113.4")).statusCode).toBe(200);
    // Other stores' sessions are not concerned: the admin works from anywhere.
    const anywhere = await t.app.inject({
      method: "GET",
      url: "/api/rest/v1/purchases?limit=1",
      remoteAddress: "203.0.113.4",
      headers: { authorization: `Bearer ${(await signIn(t.app, "admin")).token}` },
    });
    expect(anywhere.statusCode).toBe(200);
  });

  it("a list that leaves out the user saving it, or a bad entry, is refused", async () => {
    const { id } = await staff2Store();
    const admin = await asAdmin();
    const bad = await admin.put(`/api/stores/${id}/settings`, { security: { ip_whitelist: "10.0.0.300" } });
    expect(bad.statusCode).toBe(400);
    const shutOut = await admin.put(`/api/stores/${id}/settings`, {
      security: { ip_whitelist: "10.0.0.0/8" },
    });
    expect(shutOut.statusCode).toBe(400);
    expect(shutOut.json().message).toBe(ipWhitelistExcludesCaller("127.0.0.1"));
    // The same through the generic front, which also writes the settings column.
    const patched = await admin.patch(`/api/rest/v1/stores?eq=id.${id}`, {
      settings: { security: { two_factor_auth: false, session_timeout: 30, ip_whitelist: "10.0.0.0/8" } },
    });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().message).toBe(ipWhitelistExcludesCaller("127.0.0.1"));
  });

  it("two-factor required: staff of the store without it may only set it up; with it, sign-in asks for the code", async () => {
    const { id, code } = await staff2Store();
    const admin = await asAdmin();
    expect(
      (await admin.put(`/api/stores/${id}/settings`, { security: { two_factor_auth: true } })).statusCode,
    ).toBe(200);
    const signedIn = await staffSignIn(code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.two_factor_required).toBe(true);
    const api = client(t.app, signedIn.json().access_token);
    const blocked = await api.get("/api/rest/v1/purchases?limit=1");
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: "two_factor_required", message: MSG.twoFactorRequired });

    const setup = await api.post("/api/auth/v1/2fa/setup", { password: DEMO_PASSWORD });
    const secret: string = setup.json().secret;
    expect(
      (await api.post("/api/auth/v1/2fa/enable", { code: totpCode(secret, Date.now() - 30_000) })).statusCode,
    ).toBe(200);
    expect((await api.get("/api/rest/v1/purchases?limit=1")).statusCode).toBe(200);
    const off = await api.post("/api/auth/v1/2fa/disable", {
      password: DEMO_PASSWORD,
      code: totpCode(secret),
    });
    expect(off.json().message).toBe(MSG.twoFactorStaysOn);
    expect((await staffSignIn(code)).json().code).toBe("otp_required");
    // Another store's users are not asked.
    const other = await signIn(t.app, "accounting");
    expect(other.user.two_factor_required).toBe(false);
  });
});

describe("settings that changed nothing are no longer offered", () => {
  it("a PUT naming them is refused; values saved before are not read", async () => {
    const { id } = await staff2Store();
    const admin = await asAdmin();
    for (const removed of [
      { operations: { maintenance_mode: true } },
      { operations: { require_manager_approval: true } },
      { display: { currency: "EUR" } },
      { notifications: { email_alerts: false } },
      { integrations: { pos_system: "enabled" } },
      { security: { audit_logging: false } },
    ]) {
      const refused = await admin.put(`/api/stores/${id}/settings`, removed);
      expect(refused.statusCode, JSON.stringify(removed)).toBe(400);
      expect(refused.json().message).toContain(MSG.storeSettingNotOffered);
    }
    // "Require manager approval" is back as a setting that is an approval rule (issue #31, item 1;
    // docs/decisions.md, Approvals), in a section of its own: the operations key saved when it did
    // nothing stays unread (approval-waiting.test.ts takes the rule through its steps).
    const offered = await admin.put(`/api/stores/${id}/settings`, {
      approval: { require_manager_approval: true },
    });
    expect(offered.statusCode, offered.body).toBe(200);
    await admin.put(`/api/stores/${id}/settings`, { approval: { require_manager_approval: false } });
    await t.database.db
      .updateTable("stores")
      .set({
        settings: JSON.stringify({
          operations: { maintenance_mode: true, require_manager_approval: true },
          display: { currency: "EUR" },
          security: { session_timeout: 45, data_encryption: false },
        }),
      })
      .where("id", "=", id)
      .execute();
    const read = await admin.get(`/api/stores/${id}/settings`);
    expect(read.json()).toEqual({
      ...DEFAULT_STORE_SETTINGS,
      security: { ...DEFAULT_STORE_SETTINGS.security, session_timeout: 45 },
    });
  });
});
