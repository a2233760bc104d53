import { MSG } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { writeAudit } from "../../audit/audit.ts";
import type { DB, Dialect } from "../../db/database.ts";
import { badRequest, tooManyRequests } from "../../errors.ts";
import { releaseAttempt, reserveAttempt } from "./login-attempts.repository.ts";
import { verifyPassword } from "./password.ts";

export interface GuessDeps {
  db: Kysely<DB>;
  dialect: Dialect;
}

/**
 * A signed-in user's password (or second factor) asked again, for changing the password or
 * two-factor sign-in: a guess at the account like a failed sign-in. It counts against the same
 * limits (10 per email, 100 per IP in 15 minutes, counted before the check; 429 past them), a
 * wrong answer is audited as LOGIN_FAILED, and only a right one is released.
 */
export async function ownGuess(deps: GuessDeps, actor: Actor) {
  const attemptId = await reserveAttempt(
    deps.db,
    deps.dialect,
    actor.user.email.toLowerCase(),
    actor.audit.ip,
  );
  if (!attemptId) throw tooManyRequests(MSG.tooManySignIns);
  return {
    /** Refuses with `message` after auditing `what went wrong` as a failed sign-in; the attempt stays counted. */
    async refuse(description: string, message: string): Promise<never> {
      await writeAudit(deps.db, actor.audit, {
        action: "LOGIN_FAILED",
        targetTable: "users",
        targetId: actor.user.id,
        description,
      });
      throw badRequest(message);
    },
    /** The password must be the account's, else refused with `message`. */
    async password(password: string, when: string, message: string = MSG.wrongPassword): Promise<void> {
      if (!(await verifyPassword(password, actor.user.password_hash)))
        await this.refuse(`Wrong password when ${actor.user.name} tried to ${when}`, message);
    },
    /** Everything asked was right: the attempt no longer counts. */
    release: () => releaseAttempt(deps.db, attemptId),
  };
}
