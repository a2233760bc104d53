import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

/** TOTP (RFC 6238): SHA-1, 6 digits, 30-second steps; a code of the previous or next step is accepted. */
const PERIOD = 30;

function totpFor(secret: string, label = "StoreOps"): TOTP {
  return new TOTP({
    issuer: "StoreOps",
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits, base32) with its otpauth URL and a QR code of it as a data URL. */
export async function newTotpSecret(accountEmail: string) {
  const secret = new Secret({ size: 20 }).base32;
  const otpauthUrl = totpFor(secret, accountEmail).toString();
  const qrCode = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 });
  return { secret, otpauth_url: otpauthUrl, qr_code: qrCode };
}

/** The time step a 6-digit code belongs to, or null when it is not valid now (±1 step). */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secret).validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** The current code of a secret (tests and the e2e journey generate codes like an authenticator app). */
export function totpCode(secret: string, now = Date.now()): string {
  return totpFor(secret).generate({ timestamp: now });
}

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Ten recovery codes like `k3f9-2pxm-q7ha` (60 bits each); only their SHA-256 is stored. */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const chars = [...randomBytes(12)].map((byte) =>
      RECOVERY_ALPHABET.charAt(byte % RECOVERY_ALPHABET.length),
    );
    return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8, 12)].map((part) => part.join("")).join("-");
  });
}

export function hashRecoveryCode(code: string): string {
  const normal = code
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
  return createHash("sha256").update(`storeops-recovery:${normal}`).digest("base64url");
}
