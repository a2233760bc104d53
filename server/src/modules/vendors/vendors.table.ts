import { MSG, TABLES, vendorCode } from "@storeops/domain";
import { sql } from "kysely";
import { inUse } from "../../errors.ts";
import type { ColumnContext } from "../../rest/column-context.ts";
import { callerStoresSql } from "../../rest/computed.ts";
import { deleteWithAudit, insertWithAudit, newRecord, simpleWrites } from "../../rest/record-writes.ts";
import type { TableModule } from "../../rest/table-module.ts";

/**
 * The vendor's purchases that count (not rejected) in the caller's stores only (docs/decisions.md, Vendors),
 * read from its totals per store (vendor_store_totals): the totals, their filters and their order
 * never reveal another store's spending, and cost a few rows per vendor.
 */
const totalsOf = (t: string, context: ColumnContext) =>
  sql`from vendor_store_totals v where v.vendor_id = ${sql.ref(`${t}.id`)} and ${callerStoresSql("v.store_id", context)}`;

export const vendorsTable: TableModule<"vendors"> = {
  table: "vendors",
  definition: TABLES.vendors,
  computed: {
    total_purchases: (t, context) => sql`(select coalesce(sum(v.amount), 0) ${totalsOf(t, context)})`,
    last_purchase: (t, context) => sql`(select max(v.last_purchase) ${totalsOf(t, context)})`,
  },
  describe: (row) => `vendor ${row.name ?? row.id}`,
  writes: {
    ...simpleWrites(),
    create(ctx, input) {
      const values = newRecord(ctx, input);
      if (!values.code) values.code = vendorCode(new Date());
      return insertWithAudit(ctx, values);
    },
    // A vendor with purchases stays.
    async remove(ctx, row) {
      const purchase = await ctx.trx
        .selectFrom("purchases")
        .select("id")
        .where("vendor_id", "=", row.id)
        .limit(1)
        .executeTakeFirst();
      if (purchase) throw inUse(MSG.vendorInUse);
      return deleteWithAudit(ctx, row);
    },
  },
};
