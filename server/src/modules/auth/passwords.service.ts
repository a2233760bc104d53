import { MSG, type TChangePassword, type TResetPassword } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { writeAudit } from "../../audit/audit.ts";
import type { DB, Dialect } from "../../db/database.ts";
import { forbidden, notFound } from "../../errors.ts";
import { ownGuess } from "./own-password.ts";
import { hashPassword } from "./password.ts";
import { assertPasswordPolicy } from "./password-policy.ts";
import { revokeUserSessions } from "./sessions.repository.ts";
import { findUserById, setUserPassword } from "./users.repository.ts";

/**
 * Profile Change Password, also the first sign-in's: checks the current password and the policy,
 * clears "must change", and ends the user's other sessions. A wrong current password is a guess
 * at the account's password like a failed sign-in: it counts against the same limits (10 per
 * email, 100 per IP in 15 minutes, counted before the check) and is audited as LOGIN_FAILED.
 */
export async function changePassword(
  { db, dialect }: { db: Kysely<DB>; dialect: Dialect },
  actor: Actor,
  input: TChangePassword,
): Promise<void> {
  const guess = await ownGuess({ db, dialect }, actor);
  await guess.password(input.current_password, "change their password", MSG.currentPasswordWrong);
  await guess.release();
  await assertPasswordPolicy(db, input.new_password);
  const hash = await hashPassword(input.new_password);
  await db.transaction().execute(async (trx) => {
    await setUserPassword(trx, actor.user.id, hash, false);
    await revokeUserSessions(trx, actor.user.id, actor.session.id);
    await writeAudit(trx, actor.audit, {
      action: "UPDATE",
      targetTable: "users",
      targetId: actor.user.id,
      description: `${actor.user.name} changed their password`,
      changes: { password: { before: "[hidden]", after: "[changed]" } },
    });
  });
}

/** An admin sets a user's password: policy checked, to be changed at next sign-in, sessions ended. */
export async function resetPassword(db: Kysely<DB>, actor: Actor, input: TResetPassword): Promise<void> {
  if (actor.user.role !== "admin") throw forbidden();
  const target = await findUserById(db, input.user_id);
  if (!target) throw notFound(MSG.userNotFound);
  await assertPasswordPolicy(db, input.new_password);
  const hash = await hashPassword(input.new_password);
  await db.transaction().execute(async (trx) => {
    await setUserPassword(trx, target.id, hash, true);
    await revokeUserSessions(trx, target.id);
    await writeAudit(trx, actor.audit, {
      action: "UPDATE",
      targetTable: "users",
      targetId: target.id,
      description: `Reset password for ${target.name}`,
      changes: { password: { before: "[hidden]", after: "[reset]" } },
    });
  });
}
