import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";

/**
 * TOTP secrets are kept encrypted (AES-256-GCM) with a key outside the database: `TOTP_KEY`
 * (32 bytes as 64 hex digits or base64), or else the key file `totp.key` in the data directory,
 * generated on first start with mode 0600. A stored secret reads `enc1:{iv}:{tag}:{ciphertext}`;
 * one stored before encryption (plain base32) still works and is encrypted once the app is ready.
 */
const PREFIX = "enc1:";
export const TOTP_KEY_FILE = "totp.key";

/** TOTP_KEY's 32 bytes, or an Error saying what to set. */
export function parseTotpKey(text: string): Buffer | Error {
  const value = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, "hex") : Buffer.from(value, "base64");
  if (key.length === 32) return key;
  return new Error(
    "TOTP_KEY must be 32 random bytes written as 64 hex digits or in base64 (openssl rand -hex 32).",
  );
}

/** The key given, or the data directory's key file, made (0600) when there is none yet. */
export function loadTotpKey(given: Buffer | undefined, dataDir: string): Buffer {
  if (given) return given;
  const file = path.join(dataDir, TOTP_KEY_FILE);
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    // "wx": of two processes starting at once on one data directory, one writes and both read it.
    fs.writeFileSync(file, `${randomBytes(32).toString("base64")}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const key = parseTotpKey(fs.readFileSync(file, "utf8"));
  if (key instanceof Error) throw new Error(`${file} does not hold a TOTP key: ${key.message}`);
  return key;
}

/** The key of each app's database (tests run several apps in one process). */
const keys = new WeakMap<object, Buffer>();

export function rememberTotpKey(db: Kysely<DB>, key: Buffer): void {
  keys.set(db, key);
}

function keyOf(db: Kysely<DB>): Buffer {
  const key = keys.get(db);
  if (!key) throw new Error("no TOTP key for this database: the auth plugin sets it");
  return key;
}

/**
 * A keyed digest (HMAC-SHA-256, hex) of `text` under a key derived from this one for `purpose`:
 * how a short secret that must be found again (a kiosk PIN, issue #30) is stored, so that the
 * database alone does not give it away. Read with the app's database handle (not a transaction).
 */
export function keyedDigest(db: Kysely<DB>, purpose: string, text: string): string {
  const derived = createHmac("sha256", keyOf(db)).update(`storeops ${purpose}`).digest();
  return createHmac("sha256", derived).update(text).digest("hex");
}

/** A secret as it is stored. */
export function sealSecret(db: Kysely<DB>, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(db), iv);
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return `${PREFIX}${[iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(":")}`;
}

/** The base32 secret of a stored one, or null when it cannot be read with this key (another key, tampered). */
export function openSecret(db: Kysely<DB>, stored: string): string | null {
  if (!stored.startsWith(PREFIX)) return stored;
  const [iv, tag, body] = stored
    .slice(PREFIX.length)
    .split(":")
    .map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(db), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** Encrypts the secrets stored before encryption; each by a conditional update, so processes may race. */
export async function sealPlainSecrets(db: Kysely<DB>): Promise<number> {
  const rows = await db
    .selectFrom("users")
    .select(["id", "totp_secret"])
    .where("totp_secret", "is not", null)
    .where("totp_secret", "not like", `${PREFIX}%`)
    .execute();
  for (const row of rows) {
    if (!row.totp_secret) continue;
    await db
      .updateTable("users")
      .set({ totp_secret: sealSecret(db, row.totp_secret) })
      .where("id", "=", row.id)
      .where("totp_secret", "=", row.totp_secret)
      .execute();
  }
  return rows.length;
}
