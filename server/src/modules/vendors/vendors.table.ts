import { MSG, TABLES, vendorCode } from "@storeops/domain";
import { sql } from "kysely";
import { inUse } from "../../errors.ts";
import { callerStoresSql } from "../../rest/computed.ts";
import type { ColumnContext, TableModule } from "../../rest/table-module.ts";

/**
 * The vendor's purchases that count (not rejected) in the caller's stores only (PRODUCT.md §8),
 * read from its totals per store (vendor_store_totals): the totals, their filters and their order
 * never reveal another store's spending, and cost a few rows per vendor.
 */
const totalsOf = (t: string, context: ColumnContext) =>
  sql`from vendor_store_totals v where v.vendor_id = ${sql.ref(`${t}.id`)} and ${callerStoresSql("v.store_id", context)}`;

export const vendorsTable: TableModule = {
  table: "vendors",
  definition: TABLES.vendors,
  computed: {
    total_purchases: (t, context) => sql`(select coalesce(sum(v.amount), 0) ${totalsOf(t, context)})`,
    last_purchase: (t, context) => sql`(select max(v.last_purchase) ${totalsOf(t, context)})`,
  },
  prepareCreate(_ctx, values) {
    if (!values.code) values.code = vendorCode(new Date());
    return undefined;
  },
  async assertRemovable(ctx, row) {
    const purchase = await ctx.trx
      .selectFrom("purchases")
      .select("id")
      .where("vendor_id", "=", String(row.id))
      .limit(1)
      .executeTakeFirst();
    if (purchase) throw inUse(MSG.vendorInUse);
  },
  describe: (row) => `vendor ${row.name ?? row.id}`,
};
