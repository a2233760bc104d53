import { MSG } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { auditEntries } from "../../../test/audit-entries.ts";
import { client, DEMO_EMAILS, DEMO_PASSWORD, signIn, useTestApp } from "../../../test/test-app.ts";
import { totpCode } from "./totp.ts";

const t = useTestApp();

const token = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/v1/token",
    payload: { email: DEMO_EMAILS.accounting, password: DEMO_PASSWORD, ...payload },
  });

describe("two-factor sign-in (TOTP)", () => {
  let secret = "";
  let recovery: string[] = [];

  it("setup gives a secret, its otpauth URL and a QR code; a wrong code does not enable it", async () => {
    const { token: access } = await signIn(t.app, "accounting");
    const api = client(t.app, access);
    const setup = await api.post("/api/auth/v1/2fa/setup", { password: DEMO_PASSWORD });
    expect(setup.statusCode).toBe(200);
    secret = setup.json().secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.json().otpauth_url).toMatch(/^otpauth:\/\/totp\/StoreOps:.*secret=/);
    expect(setup.json().qr_code).toMatch(/^data:image\/png;base64,/);
    const wrong = await api.post("/api/auth/v1/2fa/enable", { code: "000000" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MSG.invalidOtp);
    // Not enabled yet: signing in needs no code.
    expect((await token({})).statusCode).toBe(200);
  });

  it("a right code enables it and gives ten recovery codes", async () => {
    const { token: access } = await signIn(t.app, "accounting");
    const enabled = await client(t.app, access).post("/api/auth/v1/2fa/enable", {
      code: totpCode(secret, Date.now() - 30_000),
    });
    expect(enabled.statusCode).toBe(200);
    recovery = enabled.json().recovery_codes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    const stored = await t.database.db
      .selectFrom("users")
      .select(["totp_recovery_codes", "totp_enabled"])
      .where("email", "=", DEMO_EMAILS.accounting)
      .executeTakeFirstOrThrow();
    expect(stored.totp_enabled).toBeTruthy();
    for (const code of recovery) expect(stored.totp_recovery_codes).not.toContain(code);
  });

  it("sign-in then needs the code: otp_required, a wrong code refused, the right one accepted once", async () => {
    const missing = await token({});
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: "otp_required", message: "Two-factor code required" });
    const wrong = await token({ otp: "123456" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe("Invalid two-factor code");
    const code = totpCode(secret);
    const ok = await token({ otp: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.totp_enabled).toBe(true);
    // The same code again, within its window: refused.
    const reused = await token({ otp: code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe("Invalid two-factor code");
    // The wrong password still fails as a wrong password, whatever the code.
    const badPassword = await token({ password: "nope", otp: totpCode(secret) });
    expect(badPassword.json().message).toBe(MSG.invalidLogin);
  });

  it("a recovery code works once", async () => {
    const first = await token({ otp: recovery[0]?.toUpperCase() });
    expect(first.statusCode).toBe(200);
    const again = await token({ otp: recovery[0] });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe("Invalid two-factor code");
    const activity = await client(t.app, first.json().access_token).get("/api/auth/v1/user/activity");
    expect(activity.json()).toMatchObject({ two_factor_enabled: true, recovery_codes_left: 9 });
  });

  it("disabling needs the password and a code: each wrong one is 400, the right pair turns it off", async () => {
    const signedIn = await token({ otp: recovery[1] });
    const api = client(t.app, signedIn.json().access_token);
    const wrong = await api.post("/api/auth/v1/2fa/disable", { password: "not-it", code: recovery[2] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MSG.wrongPassword);
    const noCode = await api.post("/api/auth/v1/2fa/disable", { password: DEMO_PASSWORD });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toBe(MSG.twoFactorCodeNeeded);
    const badCode = await api.post("/api/auth/v1/2fa/disable", { password: DEMO_PASSWORD, code: "999999" });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toBe(MSG.invalidOtp);
    const ok = await api.post("/api/auth/v1/2fa/disable", { password: DEMO_PASSWORD, code: recovery[2] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await token({})).statusCode).toBe(200);
  });

  it("two-factor changes are audited without the secret or the codes", async () => {
    const rows = await auditEntries(t, { descriptionLike: "%two-factor%" });
    expect(rows.map((row) => row.description)).toEqual(
      expect.arrayContaining([expect.stringContaining("enabled"), expect.stringContaining("disabled")]),
    );
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(secret);
  });
});
