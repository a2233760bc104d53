import { MSG, type TTwoFactorDisable } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { writeAudit } from "../../audit/audit.ts";
import type { DB } from "../../db/database.ts";
import { AppError, badRequest, conflict } from "../../errors.ts";
import { requiresTwoFactor } from "../settings/settings-store.ts";
import { type GuessDeps, ownGuess } from "./own-password.ts";
import { revokeUserSessions } from "./sessions.repository.ts";
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpStep } from "./totp.ts";
import { openSecret, sealSecret } from "./totp-key.ts";
import {
  claimTotpStep,
  findUserById,
  replaceRecoveryCodes,
  setTwoFactor,
  type UserRecord,
} from "./users.repository.ts";

const invalidCode = () => new AppError(400, "invalid_otp", MSG.invalidOtp);

/**
 * Step 1, after the account's password is given again (a guess like a sign-in: counted, and
 * audited when wrong): a new secret, kept on the account but not in force until a code confirms it.
 */
export async function setupTwoFactor(deps: GuessDeps, actor: Actor, password: string) {
  const { db } = deps;
  if (actor.user.totp_enabled) throw conflict(MSG.twoFactorAlreadyEnabled);
  const guess = await ownGuess(deps, actor);
  await guess.password(password, "set up two-factor sign-in");
  await guess.release();
  const setup = await newTotpSecret(actor.user.email);
  await setTwoFactor(db, actor.user.id, {
    totp_secret: sealSecret(db, setup.secret),
    totp_enabled: 0,
    totp_recovery_codes: null,
    totp_last_step: null,
  });
  await writeAudit(db, actor.audit, {
    action: "UPDATE",
    targetTable: "users",
    targetId: actor.user.id,
    description: `${actor.user.name} started setting up two-factor sign-in`,
  });
  return setup;
}

/**
 * Step 2: a code from the authenticator turns it on; the ten recovery codes are shown once. The
 * user's other sessions end: they were opened without the second step.
 */
export async function enableTwoFactor(db: Kysely<DB>, actor: Actor, code: string) {
  const user = await findUserById(db, actor.user.id);
  if (!user) throw badRequest(MSG.twoFactorNotStarted);
  if (user.totp_enabled) throw conflict(MSG.twoFactorAlreadyEnabled);
  const secret = user.totp_secret && openSecret(db, user.totp_secret);
  if (!secret) throw badRequest(MSG.twoFactorNotStarted);
  const step = totpStep(secret, code);
  if (step === null) throw invalidCode();
  const codes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    await setTwoFactor(trx, user.id, {
      totp_secret: sealSecret(db, secret),
      totp_enabled: 1,
      totp_recovery_codes: JSON.stringify(codes.map(hashRecoveryCode)),
      totp_last_step: step,
    });
    const ended = await revokeUserSessions(trx, user.id, actor.session.id);
    await writeAudit(trx, actor.audit, {
      action: "UPDATE",
      targetTable: "users",
      targetId: user.id,
      description: `${user.name} enabled two-factor sign-in${ended > 0 ? `; ended ${ended} other session(s)` : ""}`,
      changes: { totp_enabled: { before: false, after: true } },
    });
  });
  return { recovery_codes: codes };
}

/**
 * Turning it off needs the account's password and, once it is on, a current code or an unused
 * recovery code: counted with the sign-in limits, and a wrong one audited as LOGIN_FAILED.
 */
export async function disableTwoFactor(deps: GuessDeps, actor: Actor, input: TTwoFactorDisable) {
  const { db } = deps;
  const { user } = actor;
  if (!user.totp_enabled && !user.totp_secret) throw badRequest(MSG.twoFactorNotEnabled);
  if (user.totp_enabled && (await requiresTwoFactor(db, actor.currentStoreId)))
    throw badRequest(MSG.twoFactorStaysOn);
  if (user.totp_enabled && !input.code) throw badRequest(MSG.twoFactorCodeNeeded);
  const guess = await ownGuess(deps, actor);
  await guess.password(input.password, "turn off two-factor sign-in");
  if (user.totp_enabled && !(await checkSignInCode(db, user, input.code ?? "")))
    await guess.refuse(
      `Wrong two-factor code when ${user.name} tried to turn off two-factor sign-in`,
      MSG.invalidOtp,
    );
  await guess.release();
  await db.transaction().execute(async (trx) => {
    await setTwoFactor(trx, actor.user.id, {
      totp_secret: null,
      totp_enabled: 0,
      totp_recovery_codes: null,
      totp_last_step: null,
    });
    await writeAudit(trx, actor.audit, {
      action: "UPDATE",
      targetTable: "users",
      targetId: actor.user.id,
      description: `${actor.user.name} disabled two-factor sign-in`,
      changes: { totp_enabled: { before: actor.user.totp_enabled, after: false } },
    });
  });
}

/**
 * The second factor at sign-in: a TOTP code not used before in its window, or one of the unused
 * recovery codes (which is then used up). Both are claimed by conditional updates, so two
 * simultaneous sign-ins with the same code cannot both pass.
 */
export async function checkSignInCode(db: Kysely<DB>, user: UserRecord, otp: string): Promise<boolean> {
  const secret = user.totp_secret && openSecret(db, user.totp_secret);
  if (!secret) return false;
  const step = totpStep(secret, otp);
  if (step !== null) return claimTotpStep(db, user.id, step);
  const stored = user.totp_recovery_codes;
  if (!stored) return false;
  const hashes = JSON.parse(stored) as string[];
  const hash = hashRecoveryCode(otp);
  if (!hashes.includes(hash)) return false;
  return replaceRecoveryCodes(db, user.id, stored, JSON.stringify(hashes.filter((h) => h !== hash)));
}

/** How many recovery codes are left (Profile shows it). */
export function recoveryCodesLeft(user: UserRecord): number {
  return user.totp_recovery_codes ? (JSON.parse(user.totp_recovery_codes) as string[]).length : 0;
}
