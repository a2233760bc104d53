import { MSG, SAVED_VIEWS_PER_USER, savedViewChangeRefusal, TABLES } from "@storeops/domain";
import { sql } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { writeAudit } from "../../audit/audit.ts";
import type { Row } from "../../db/database.ts";
import { badRequest, conflict, forbidden } from "../../errors.ts";
import { deleteWithAudit, insertWithAudit, newRecord, updateWithAudit } from "../../rest/record-writes.ts";
import type { TableModule } from "../../rest/table-module.ts";
import type { Input, Stored, WriteContext } from "../../rest/write-context.ts";
import {
  clearDefaultView,
  countViewsOf,
  forgetDefaultsOf,
  isDefaultSql,
  setDefaultView,
  viewNameTaken,
} from "./saved-views.repository.ts";

type Context = WriteContext<"saved_views">;

/** A view is shared only with its owner's own role (docs/decisions.md, Saved views). */
function assertShare(actor: Actor, sharedRole: unknown) {
  if (sharedRole !== undefined && sharedRole !== null && sharedRole !== actor.user.role) {
    throw badRequest(MSG.savedViewShareInvalid, { fields: { shared_role: [MSG.savedViewShareInvalid] } });
  }
}

/** The caller's default of the view's list: this view, or none of theirs. */
async function saveDefault(ctx: Context, view: Stored<"saved_views">, makeDefault: unknown) {
  if (typeof makeDefault !== "boolean") return;
  const userId = ctx.actor.user.id;
  if (makeDefault) await setDefaultView(ctx.trx, userId, view.list, view.id);
  else await clearDefaultView(ctx.trx, userId, view.id);
  await writeAudit(ctx.trx, ctx.actor.audit, {
    action: "UPDATE",
    targetTable: "saved_views",
    targetId: view.id,
    description: `${makeDefault ? "Made" : "Unmade"} ${ctx.describe(view)} the default`,
    changes: { is_default: makeDefault },
  });
}

async function create(ctx: Context, input: Input) {
  const { is_default: makeDefault, ...fields } = input;
  const values = newRecord(ctx, fields);
  values.user_id = ctx.actor.user.id;
  assertShare(ctx.actor, values.shared_role);
  if ((await countViewsOf(ctx.trx, values.user_id)) >= SAVED_VIEWS_PER_USER) {
    throw conflict(MSG.savedViewLimitReached);
  }
  const view = values as Stored<"saved_views">;
  if (await viewNameTaken(ctx.trx, view)) throw conflict(MSG.savedViewNameTaken);
  const created = await insertWithAudit(ctx, values);
  if (makeDefault === true) await saveDefault(ctx, view, true);
  return created;
}

async function update(ctx: Context, before: Stored<"saved_views">, patch: Row, input: Input) {
  const refusal = savedViewChangeRefusal({ userId: ctx.actor.user.id }, before, Object.keys(input));
  if (refusal) throw forbidden(refusal.message);
  const { is_default: _default, ...change } = patch;
  assertShare(ctx.actor, change.shared_role);
  const after = { ...before, ...change } as Stored<"saved_views">;
  if (change.name !== undefined && (await viewNameTaken(ctx.trx, after)))
    throw conflict(MSG.savedViewNameTaken);
  await updateWithAudit(ctx, before, change);
  // No longer shared with a role: its members' defaults of it go (the view is gone for them).
  if (change.shared_role !== undefined && change.shared_role !== before.shared_role) {
    await forgetDefaultsOf(ctx.trx, before.id, before.user_id);
  }
  await saveDefault(ctx, after, input.is_default);
}

/**
 * Saved views (docs/decisions.md, Saved views): each person's own, and those shared with their
 * role; only the owner changes or deletes one (the policy), anyone who reads one may make it
 * their default of its list.
 */
export const savedViewsTable: TableModule<"saved_views"> = {
  table: "saved_views",
  definition: TABLES.saved_views,
  computed: {
    owner_name: (t) => sql`(select u.name from users u where u.id = ${sql.ref(`${t}.user_id`)})`,
    is_default: (t, context) => isDefaultSql(t, context.caller?.userId),
  },
  describe: (row) => `saved view "${row.name ?? row.id}" of ${row.list ?? "a list"}`,
  writes: {
    create,
    update,
    async remove(ctx, row) {
      await forgetDefaultsOf(ctx.trx, row.id);
      return deleteWithAudit(ctx, row);
    },
  },
};
