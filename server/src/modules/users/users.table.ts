import { type Role, SELF_EDITABLE_USER_COLUMNS, TABLES } from "@storeops/domain";
import { sql } from "kysely";
import type { Row } from "../../db/database.ts";
import { forbidden } from "../../errors.ts";
import { nowIso } from "../../ids.ts";
import type { TableModule } from "../../rest/table-module.ts";
import { generateOneTimePassword, hashPassword } from "../auth/password.ts";
import { revokeUserSessions } from "../auth/sessions.repository.ts";

/** Spec 3 §5: assigned stores only for staff and accounting, managed stores only for managers. */
function normaliseStoreLists(target: Row, role: Role, source: Row): void {
  const list = (value: unknown) => (typeof value === "string" ? value : "[]");
  target.assigned_stores = role === "staff" || role === "accounting" ? list(source.assigned_stores) : "[]";
  target.managed_stores = role === "store_manager" ? list(source.managed_stores) : "[]";
}

/**
 * Changes that alter what an account reaches or how it signs in end its open sessions, so a
 * store taken away or a password set by the admin takes effect at once (the caller's own
 * current session is kept when it changes itself).
 */
const SESSION_ENDING_COLUMNS = [
  "role",
  "assigned_stores",
  "managed_stores",
  "password_hash",
  "email",
  "status",
];

export const usersTable: TableModule = {
  table: "users",
  definition: TABLES.users,
  computed: {
    store_ids: (t) => sql`(${sql.ref(`${t}.assigned_stores`)} || ${sql.ref(`${t}.managed_stores`)})`,
  },
  async prepareCreate(_ctx, values, input) {
    values.email = String(values.email).trim().toLowerCase();
    const given = typeof input.password === "string" && input.password !== "" ? input.password : undefined;
    const password = given ?? generateOneTimePassword();
    values.password_hash = await hashPassword(password);
    // A password the user did not choose must be replaced at first sign-in.
    values.must_change_password = 1;
    values.password_changed_at = nowIso();
    normaliseStoreLists(values, values.role as Role, values);
    // The generated password is shown once, in the create answer, and never stored in clear.
    return given ? undefined : { shownOnce: { one_time_password: password } };
  },
  async prepareUpdate(ctx, before, patch, input) {
    const isAdmin = ctx.actor.user.role === "admin";
    if (!isAdmin) {
      const allowed = SELF_EDITABLE_USER_COLUMNS as readonly string[];
      const refused = Object.keys(input).filter((key) => !allowed.includes(key));
      if (refused.length > 0)
        throw forbidden(`You can only change your own profile fields (not ${refused.join(", ")}).`);
    }
    if (typeof patch.email === "string") patch.email = patch.email.trim().toLowerCase();
    // Nobody changes their own email (PRODUCT.md §8); the admin does, through users.
    if (patch.email !== undefined && patch.email !== before.email && before.id === ctx.actor.user.id) {
      throw forbidden("You cannot change your own email. Ask an administrator.");
    }
    if (isAdmin && typeof input.password === "string" && input.password !== "") {
      patch.password_hash = await hashPassword(input.password);
      patch.must_change_password = 1;
      patch.password_changed_at = nowIso();
    }
    if (
      patch.role !== undefined ||
      patch.assigned_stores !== undefined ||
      patch.managed_stores !== undefined
    ) {
      normaliseStoreLists(patch, (patch.role ?? before.role) as Role, { ...before, ...patch });
    }
  },
  async update(ctx, before, patch, _input, ordinary) {
    await ordinary(before, patch);
    const changed = SESSION_ENDING_COLUMNS.some(
      (column) => patch[column] !== undefined && patch[column] !== before[column],
    );
    if (!changed) return;
    const self = before.id === ctx.actor.user.id;
    await revokeUserSessions(ctx.trx, String(before.id), self ? ctx.actor.session.id : undefined);
  },
  describe: (row) => `user ${row.name ?? row.id}`,
};
