import { MSG } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { writeAudit } from "../../audit/audit.ts";
import type { DB } from "../../db/database.ts";
import { badRequest, forbidden, notFound } from "../../errors.ts";
import { revokeUserSessions } from "../auth/sessions.repository.ts";
import { findUserById, setTwoFactor } from "../auth/users.repository.ts";

/**
 * An admin resets a user's two-factor sign-in (a lost phone, no recovery codes left): the secret
 * and the recovery codes are removed and the user's sessions end, like a password reset; audited.
 * Where the organisation requires two-factor sign-in, the user sets it up again at next sign-in.
 */
export async function resetTwoFactor(db: Kysely<DB>, actor: Actor, userId: string): Promise<void> {
  if (actor.user.role !== "admin") throw forbidden();
  const target = await findUserById(db, userId);
  if (!target) throw notFound(MSG.userNotFound);
  if (!target.totp_enabled && !target.totp_secret) throw badRequest(MSG.twoFactorNotEnabled);
  await db.transaction().execute(async (trx) => {
    await setTwoFactor(trx, target.id, {
      totp_secret: null,
      totp_enabled: 0,
      totp_recovery_codes: null,
      totp_last_step: null,
    });
    await revokeUserSessions(trx, target.id, target.id === actor.user.id ? actor.session.id : undefined);
    await writeAudit(trx, actor.audit, {
      action: "UPDATE",
      targetTable: "users",
      targetId: target.id,
      description: `Reset two-factor sign-in for ${target.name}`,
      changes: { totp_enabled: { before: target.totp_enabled, after: false } },
    });
  });
}
