import { createHmac } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";
import { createUserWithOneTimePassword } from "./support.ts";

/** An authenticator app in the test: the RFC 6238 code (SHA-1, 6 digits, 30 s) of a base32 secret. */
export function totp(secret: string, at = Date.now()): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of secret.replace(/=+$/, "")) bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hmac = createHmac("sha1", key).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0xf;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, "0");
}

/** A new account (admin-created) whose one-time password was already replaced by `password`. */
export async function readyAccount(
  baseURL: string | undefined,
  request: APIRequestContext,
  email: string,
  password: string,
) {
  const oneTime = await createUserWithOneTimePassword(baseURL, email);
  const signedIn = await request.post("/api/auth/v1/token", { data: { email, password: oneTime } });
  expect(signedIn.status()).toBe(200);
  const { access_token: token } = await signedIn.json();
  const changed = await request.post("/api/auth/v1/change-password", {
    headers: { authorization: `Bearer ${token}` },
    data: { current_password: oneTime, new_password: password },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  await request.post("/api/auth/v1/logout", { headers: { authorization: `Bearer ${token}` } });
}
