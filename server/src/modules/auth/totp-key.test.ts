import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { client, DEMO_EMAILS, DEMO_PASSWORD, signIn, useTestApp } from "../../../test/test-app.ts";
import { tempDir } from "../../../test/test-databases.ts";
import { ConfigError, loadConfig } from "../../config.ts";
import { totpCode } from "./totp.ts";
import {
  loadTotpKey,
  openSecret,
  parseTotpKey,
  rememberTotpKey,
  sealPlainSecrets,
  TOTP_KEY_FILE,
} from "./totp-key.ts";

/** Issue 27 item 16: two-factor secrets are encrypted at rest with a key kept outside the database. */
const t = useTestApp();

const storedSecret = async (email: string) =>
  (
    await t.database.db
      .selectFrom("users")
      .select("totp_secret")
      .where("email", "=", email)
      .executeTakeFirstOrThrow()
  ).totp_secret;

const signInWith = (email: string, otp?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/v1/token",
    payload: { email, password: DEMO_PASSWORD, ...(otp ? { otp } : {}) },
  });

describe("TOTP secrets at rest", () => {
  it("the key file is made in the data directory on first start, owner-only, and read back after", () => {
    const file = path.join(t.location.dataDir, TOTP_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const dir = tempDir("storeops-totp-key");
    const first = loadTotpKey(undefined, dir);
    expect(first).toHaveLength(32);
    expect(loadTotpKey(undefined, dir).equals(first)).toBe(true);
    const given = Buffer.alloc(32, 7);
    expect(loadTotpKey(given, dir)).toBe(given);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("TOTP_KEY is 32 bytes in hex or base64; anything else stops the start", () => {
    expect(parseTotpKey("ab".repeat(32))).toEqual(Buffer.alloc(32, 0xab));
    expect(parseTotpKey(Buffer.alloc(32, 1).toString("base64"))).toEqual(Buffer.alloc(32, 1));
    expect(parseTotpKey("short")).toBeInstanceOf(Error);
    expect(loadConfig({ TOTP_KEY: "ab".repeat(32) }).totpKey).toEqual(Buffer.alloc(32, 0xab));
    expect(() => loadConfig({ TOTP_KEY: "too-short" })).toThrow(ConfigError);
  });

  it("setup stores the secret encrypted; codes from it still sign in; another key cannot read it", async () => {
    const { token } = await signIn(t.app, "accounting");
    const api = client(t.app, token);
    const secret: string = (await api.post("/api/auth/v1/2fa/setup", { password: DEMO_PASSWORD })).json()
      .secret;
    const stored = await storedSecret(DEMO_EMAILS.accounting);
    expect(stored).toMatch(/^enc1:/);
    expect(stored).not.toContain(secret);
    expect(
      (await api.post("/api/auth/v1/2fa/enable", { code: totpCode(secret, Date.now() - 30_000) })).statusCode,
    ).toBe(200);
    expect(await storedSecret(DEMO_EMAILS.accounting)).toMatch(/^enc1:/);
    expect((await signInWith(DEMO_EMAILS.accounting, totpCode(secret))).statusCode).toBe(200);

    const elsewhere = { key: "another app's database" } as unknown as Parameters<typeof openSecret>[0];
    rememberTotpKey(elsewhere, Buffer.alloc(32, 9));
    expect(openSecret(elsewhere, stored ?? "")).toBeNull();
  });

  it("a secret stored in plain text before keeps working and is encrypted by the sweep", async () => {
    const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    await t.database.db
      .updateTable("users")
      .set({ totp_secret: secret, totp_enabled: 1, totp_last_step: null, totp_recovery_codes: null })
      .where("email", "=", DEMO_EMAILS.ceo)
      .execute();
    expect((await signInWith(DEMO_EMAILS.ceo, totpCode(secret, Date.now() - 30_000))).statusCode).toBe(200);
    expect(await sealPlainSecrets(t.database.db)).toBe(1);
    const stored = await storedSecret(DEMO_EMAILS.ceo);
    expect(stored).toMatch(/^enc1:/);
    expect(stored).not.toContain(secret);
    expect((await signInWith(DEMO_EMAILS.ceo, totpCode(secret))).statusCode).toBe(200);
    expect(await sealPlainSecrets(t.database.db)).toBe(0);
  });
});
