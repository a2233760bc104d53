import { MSG, type TChangePassword, type TResetPassword } from "@storeops/domain";
import type { Kysely } from "kysely";
import { writeAudit } from "../../audit/audit.ts";
import { hashPassword, verifyPassword } from "../../auth/password.ts";
import { revokeUserSessions } from "../../auth/sessions.repository.ts";
import { findUserById, setUserPassword } from "../../auth/users.repository.ts";
import type { DB } from "../../db/database.ts";
import { badRequest, forbidden, notFound } from "../../errors.ts";
import type { Actor } from "../../plugins/auth.ts";
import { assertPasswordPolicy } from "./password-policy.ts";

/**
 * Profile Change Password, also the first sign-in's: checks the current password and the policy,
 * clears "must change", and ends the user's other sessions.
 */
export async function changePassword(db: Kysely<DB>, actor: Actor, input: TChangePassword): Promise<void> {
  if (!(await verifyPassword(input.current_password, actor.user.password_hash))) {
    throw badRequest(MSG.currentPasswordWrong);
  }
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
  if (!target) throw notFound("User not found");
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
