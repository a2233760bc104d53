import { MSG } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { auditEntries } from "../../../test/audit-entries.ts";
import { client, DEMO_PASSWORD, type DemoAccount, signIn, useTestApp } from "../../../test/test-app.ts";
import { totpCode } from "./totp.ts";

/** Issue 27 item 11: setting up and turning off two-factor sign-in are guarded like a sign-in. */
const t = useTestApp();

/** Sets two-factor sign-in up for a demo account; its secret and recovery codes, and the session that did it. */
async function enrol(account: DemoAccount) {
  const { token, user } = await signIn(t.app, account);
  const api = client(t.app, token);
  const setup = await api.post("/api/auth/v1/2fa/setup", { password: DEMO_PASSWORD });
  expect(setup.statusCode, setup.body).toBe(200);
  const secret: string = setup.json().secret;
  const enabled = await api.post("/api/auth/v1/2fa/enable", { code: totpCode(secret, Date.now() - 30_000) });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { api, token, user, secret, recovery: enabled.json().recovery_codes as string[] };
}

describe("two-factor sign-in is guarded like a sign-in", () => {
  it("setup asks for the password again; a wrong one is refused and audited as LOGIN_FAILED", async () => {
    const { token, user } = await signIn(t.app, "ceo");
    const api = client(t.app, token);
    expect((await api.post("/api/auth/v1/2fa/setup", {})).statusCode).toBe(400);
    const wrong = await api.post("/api/auth/v1/2fa/setup", { password: "not-it" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MSG.wrongPassword);
    const failed = await auditEntries(t, { action: "LOGIN_FAILED", target_id: user.id });
    expect(failed.map((row) => row.description)).toContain(
      `Wrong password when ${user.name} tried to set up two-factor sign-in`,
    );
    expect((await api.post("/api/auth/v1/2fa/setup", { password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it("15 wrong passwords to turn it off: 10 refused, then locked out even with the right password and code", async () => {
    const { api, user, secret } = await enrol("store_manager");
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const response = await api.post("/api/auth/v1/2fa/disable", { password: `wrong-${i}`, code: "000000" });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));
    const locked = await api.post("/api/auth/v1/2fa/disable", {
      password: DEMO_PASSWORD,
      code: totpCode(secret),
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(MSG.tooManySignIns);
    const failed = await auditEntries(t, {
      action: "LOGIN_FAILED",
      target_id: user.id,
      descriptionLike: "%turn off two-factor%",
    });
    expect(failed).toHaveLength(10);
    const still = await t.database.db
      .selectFrom("users")
      .select("totp_enabled")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(Boolean(still.totp_enabled)).toBe(true);
  });

  it("a wrong code to turn it off is audited; a current code with the password turns it off", async () => {
    const { api, user, secret } = await enrol("accounting");
    const wrong = await api.post("/api/auth/v1/2fa/disable", { password: DEMO_PASSWORD, code: "123456" });
    expect(wrong.statusCode).toBe(400);
    const failed = await auditEntries(t, { action: "LOGIN_FAILED", target_id: user.id });
    expect(failed.map((row) => row.description)).toContain(
      `Wrong two-factor code when ${user.name} tried to turn off two-factor sign-in`,
    );
    const ok = await api.post("/api/auth/v1/2fa/disable", {
      password: DEMO_PASSWORD,
      code: totpCode(secret),
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("enabling it ends the user's other sessions and keeps the one that enabled it", async () => {
    const other = await signIn(t.app, "staff2");
    const { api } = await enrol("staff2");
    expect((await client(t.app, other.token).get("/api/auth/v1/user")).statusCode).toBe(401);
    expect((await api.get("/api/auth/v1/user")).statusCode).toBe(200);
  });
});

describe("an admin resets a user's two-factor sign-in", () => {
  it("admin only; it removes the secret, ends the user's sessions and is audited", async () => {
    const { token: userToken, user } = await enrol("staff");
    const url = `/api/users/${user.id}/reset-two-factor`;
    // (The manager is locked out by the test above; the ceo is as much not an admin.)
    const ceo = await signIn(t.app, "ceo");
    expect((await client(t.app, ceo.token).post(url)).statusCode).toBe(403);
    expect((await client(t.app).post(url)).statusCode).toBe(401);
    const admin = client(t.app, (await signIn(t.app, "admin")).token);
    expect((await admin.post("/api/users/no-such-user/reset-two-factor")).statusCode).toBe(404);
    const reset = await admin.post(url);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().message).toBe(MSG.twoFactorReset);
    expect((await client(t.app, userToken).get("/api/auth/v1/user")).statusCode).toBe(401);
    // It signs in with the password alone again.
    const again = await signIn(t.app, "staff");
    expect(again.user.totp_enabled).toBe(false);
    const entries = await auditEntries(t, { target_id: user.id, descriptionLike: "Reset two-factor%" });
    expect(entries).toHaveLength(1);
    // Nothing to reset twice.
    expect((await admin.post(url)).statusCode).toBe(400);
  });
});
