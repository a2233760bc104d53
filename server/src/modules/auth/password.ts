import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

// scrypt N=2^15, r=8, p=1: about 60–90 ms per hash on this class of machine, 32 MiB of memory.
const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, params, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hash as `scrypt$N$r$p$salt$key` (base64url), self-describing so parameters can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64url"), key.toString("base64url")].join(
    "$",
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A readable random one-time password: 12 characters with upper, lower and digits. */
export function generateOneTimePassword(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";
  const pick = (set: string, byte: number) => set.charAt(byte % set.length);
  const bytes = [...randomBytes(12)];
  // The first three characters guarantee an upper-case letter, a lower-case letter and a digit.
  const [upper = 0, lower = 0, digit = 0, ...rest] = bytes;
  return [
    pick("ABCDEFGHJKLMNPQRSTUVWXYZ", upper),
    pick("abcdefghijkmnpqrstuvwxyz", lower),
    pick("23456789", digit),
    ...rest.map((byte) => pick(alphabet, byte)),
  ].join("");
}
