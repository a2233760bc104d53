import { MSG, storeCodeFromName, TABLES } from "@storeops/domain";
import { sql } from "kysely";
import { forgetStoreZones } from "../../db/store-time.ts";
import { badRequest } from "../../errors.ts";
import { deleteWithAudit, insertWithAudit, newRecord, updateWithAudit } from "../../rest/record-writes.ts";
import type { TableModule } from "../../rest/table-module.ts";
import type { Patch, WriteContext } from "../../rest/write-context.ts";
import { assertWhitelist } from "../settings/ip-whitelist.ts";
import { invalidateSettings } from "../settings/settings-store.ts";
import { storeHasRecords, userRole } from "./stores.repository.ts";

type Context = WriteContext<"stores">;

/** Spec 2 §5: a store's manager must be a user with role admin or store_manager. */
async function assertManager(ctx: Context, managerId: string | null | undefined): Promise<void> {
  if (managerId === null || managerId === undefined) return;
  const role = await userRole(ctx.trx, managerId);
  if (role !== "admin" && role !== "store_manager") {
    throw badRequest(MSG.storeManagerRole, { fields: { manager_id: [MSG.storeManagerRole] } });
  }
}

/** A store without a monthly target has a target of 0 (the column is not null). */
function noTargetIsZero(values: Patch<"stores">): void {
  if (values.monthly_target === null) values.monthly_target = 0;
}

/**
 * Store settings written through the generic front obey the Store Settings rules: the user saving
 * an IP whitelist stays inside it, and the settings apply from the next request.
 */
function settingsWritten(ctx: Context, values: Patch<"stores">): void {
  if (values.settings === undefined || values.settings === null) return;
  const settings = (typeof values.settings === "string" ? JSON.parse(values.settings) : values.settings) as {
    security?: { ip_whitelist?: unknown };
  };
  const list = settings?.security?.ip_whitelist;
  if (typeof list === "string") assertWhitelist(list, ctx.actor);
  ctx.afterCommit(invalidateSettings);
}

/** Every write to stores forgets the cached time zones once it is committed (db/store-time.ts). */
const zonesChanged = (ctx: Context) => ctx.afterCommit(forgetStoreZones);

export const storesTable: TableModule<"stores"> = {
  table: "stores",
  definition: TABLES.stores,
  computed: {
    // The industry's name is derived by a join, never copied, so a rename cannot leave stale names.
    industry: (t) => sql`(select i.name from industries i where i.id = ${sql.ref(`${t}.industry_id`)})`,
    manager: (t) => sql`(select u.name from users u where u.id = ${sql.ref(`${t}.manager_id`)})`,
    staff_count: (t) => sql`(select count(*) from staff e where e.store_id = ${sql.ref(`${t}.id`)})`,
    // From the per-store aggregates (a row or a few per store), never the transaction rows.
    revenue: (t) =>
      sql`coalesce((select r.total from income_store_totals r where r.store_id = ${sql.ref(`${t}.id`)}), 0)`,
    orders: (t) =>
      sql`coalesce((select sum(o.count) from transaction_store_totals o where o.store_id = ${sql.ref(`${t}.id`)} and o.kind = 'purchase' and o.status <> 'rejected'), 0)`,
  },
  describe: (row) => `store ${row.name ?? row.id}`,
  writes: {
    async create(ctx, input) {
      zonesChanged(ctx);
      const values = newRecord(ctx, input);
      if (!values.code) values.code = storeCodeFromName(values.name ?? "");
      noTargetIsZero(values);
      settingsWritten(ctx, values);
      await assertManager(ctx, values.manager_id);
      return insertWithAudit(ctx, values);
    },
    async update(ctx, before, patch) {
      zonesChanged(ctx);
      if (patch.code === "") patch.code = undefined;
      noTargetIsZero(patch);
      settingsWritten(ctx, patch);
      await assertManager(ctx, patch.manager_id);
      await updateWithAudit(ctx, before, patch);
    },
    // A store with records is archived (history kept), one without is deleted (docs/decisions.md).
    async remove(ctx, row) {
      zonesChanged(ctx);
      if (!(await storeHasRecords(ctx.trx, row.id))) return deleteWithAudit(ctx, row);
      const patch: Patch<"stores"> = { status: "archived" };
      await updateWithAudit(ctx, row, patch);
      return { ...row, ...patch };
    },
  },
};
