import { MSG, onlyOwnProfileFields, type Role, SELF_EDITABLE_USER_COLUMNS, TABLES } from "@storeops/domain";
import { sql } from "kysely";
import { forbidden } from "../../errors.ts";
import { nowIso } from "../../ids.ts";
import { deleteWithAudit, insertWithAudit, newRecord, updateWithAudit } from "../../rest/record-writes.ts";
import type { TableModule } from "../../rest/table-module.ts";
import type { Input, Patch, Stored, WriteContext } from "../../rest/write-context.ts";
import { generateOneTimePassword, hashPassword } from "../auth/password.ts";
import { assertPasswordPolicy } from "../auth/password-policy.ts";
import { revokeUserSessions } from "../auth/sessions.repository.ts";
import { zoneToGeneral } from "../settings/person-zone.ts";

/** Spec 3 §5: assigned stores only for staff and accounting, managed stores only for managers. */
function normaliseStoreLists(target: Patch<"users">, role: Role, source: Patch<"users">): void {
  const list = (value: unknown) => (typeof value === "string" ? value : "[]");
  target.assigned_stores = role === "staff" || role === "accounting" ? list(source.assigned_stores) : "[]";
  target.managed_stores = role === "store_manager" ? list(source.managed_stores) : "[]";
}

/**
 * Changes that alter what an account reaches or how it signs in end its open sessions, so a
 * store taken away or a password set by the admin takes effect at once (the caller's own
 * current session is kept when it changes itself).
 */
const SESSION_ENDING_COLUMNS: readonly (keyof Stored<"users">)[] = [
  "role",
  "assigned_stores",
  "managed_stores",
  "password_hash",
  "email",
  "status",
];

type Context = WriteContext<"users">;

/** A new account: its email lower-cased, a password (generated unless given), its store lists. */
async function create(ctx: Context, input: Input) {
  const values = newRecord(ctx, input);
  values.email = String(values.email).trim().toLowerCase();
  const given = typeof input.password === "string" && input.password !== "" ? input.password : undefined;
  // A password the admin sets obeys the password policy like one the user chooses.
  if (given) await assertPasswordPolicy(ctx.trx, given, "password");
  const password = given ?? generateOneTimePassword();
  values.password_hash = await hashPassword(password);
  // A password the user did not choose must be replaced at first sign-in.
  values.must_change_password = 1;
  values.password_changed_at = nowIso();
  normaliseStoreLists(values, values.role as Role, values);
  const created = await insertWithAudit(ctx, values);
  // The generated password is shown once, in the create answer, and never stored in clear.
  return given ? created : { ...created, shownOnce: { one_time_password: password } };
}

/** A change of an account: others' fields are the admin's; what it reaches ends its sessions. */
async function update(ctx: Context, before: Stored<"users">, patch: Patch<"users">, input: Input) {
  const isAdmin = ctx.actor.user.role === "admin";
  if (!isAdmin) {
    const allowed = SELF_EDITABLE_USER_COLUMNS as readonly string[];
    const refused = Object.keys(input).filter((key) => !allowed.includes(key));
    if (refused.length > 0) throw forbidden(onlyOwnProfileFields(refused));
  }
  if (typeof patch.email === "string") patch.email = patch.email.trim().toLowerCase();
  // Nobody changes their own email (docs/decisions.md); the admin does, through users.
  if (patch.email !== undefined && patch.email !== before.email && before.id === ctx.actor.user.id) {
    throw forbidden(MSG.ownEmailFixed);
  }
  if (isAdmin && typeof input.password === "string" && input.password !== "") {
    await assertPasswordPolicy(ctx.trx, input.password, "password");
    patch.password_hash = await hashPassword(input.password);
    patch.must_change_password = 1;
    patch.password_changed_at = nowIso();
  }
  if (patch.role !== undefined || patch.assigned_stores !== undefined || patch.managed_stores !== undefined) {
    normaliseStoreLists(patch, (patch.role ?? before.role) as Role, { ...before, ...patch });
  }
  await updateWithAudit(ctx, before, patch);
  if (typeof patch.timezone === "string" && patch.timezone !== before.timezone)
    await zoneToGeneral(ctx.trx, before.id, patch.timezone);
  const changed = SESSION_ENDING_COLUMNS.some(
    (column) => patch[column] !== undefined && patch[column] !== before[column],
  );
  if (!changed) return;
  const self = before.id === ctx.actor.user.id;
  await revokeUserSessions(ctx.trx, before.id, self ? ctx.actor.session.id : undefined);
}

export const usersTable: TableModule<"users"> = {
  table: "users",
  definition: TABLES.users,
  computed: {
    store_ids: (t) => sql`(${sql.ref(`${t}.assigned_stores`)} || ${sql.ref(`${t}.managed_stores`)})`,
  },
  describe: (row) => `user ${row.name ?? row.id}`,
  writes: {
    create,
    update,
    // The admin and self-delete refusals are the users policy's (domain users/policy.ts), checked
    // with every row rule before a module's remove runs.
    remove: (ctx, row) => deleteWithAudit(ctx, row),
  },
};
