import { storeCodeFromName, TABLES } from "@storeops/domain";
import { sql } from "kysely";
import { badRequest } from "../../errors.ts";
import type { TableModule, WriteContext } from "../../rest/table-module.ts";
import { storeHasRecords, userRole } from "./stores.repository.ts";

/** Spec 2 §5: a store's manager must be a user with role admin or store_manager. */
async function assertManager(ctx: WriteContext, managerId: unknown): Promise<void> {
  if (managerId === null || managerId === undefined) return;
  const role = await userRole(ctx.trx, String(managerId));
  if (role !== "admin" && role !== "store_manager") {
    const message = "The store manager must be a user with role admin or store_manager.";
    throw badRequest(message, { fields: { manager_id: [message] } });
  }
}

/** A store without a monthly target has a target of 0 (the column is not null). */
function noTargetIsZero(values: Record<string, unknown>): void {
  if (values.monthly_target === null) values.monthly_target = 0;
}

export const storesTable: TableModule = {
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
  async prepareCreate(ctx, values) {
    if (!values.code) values.code = storeCodeFromName(String(values.name));
    noTargetIsZero(values);
    await assertManager(ctx, values.manager_id);
    return undefined;
  },
  async prepareUpdate(ctx, _before, patch) {
    if (patch.code === "") patch.code = undefined;
    noTargetIsZero(patch);
    await assertManager(ctx, patch.manager_id);
  },
  // PRODUCT.md §8: a store with records is archived (history kept), one without is deleted.
  async remove(ctx, row, ordinary) {
    if (!(await storeHasRecords(ctx.trx, String(row.id)))) return ordinary(row);
    const patch = { status: "archived" };
    await ctx.update(row, patch);
    return { ...row, ...patch };
  },
  describe: (row) => `store ${row.name ?? row.id}`,
};
