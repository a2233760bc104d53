import { TABLES, UNCOUNTED_TRANSACTION_STATUSES, vendorCode } from "@storeops/domain";
import { sql } from "kysely";
import { callerStoresSql } from "../../rest/computed.ts";
import type { ColumnContext, TableModule } from "../../rest/table-module.ts";

const counted = sql`p.status not in (${sql.join([...UNCOUNTED_TRANSACTION_STATUSES])})`;

/**
 * The vendor's purchases that count (not rejected) in the caller's stores only (PRODUCT.md §8):
 * the totals, their filters and their order never reveal another store's spending.
 */
const purchasesOf = (t: string, context: ColumnContext) =>
  sql`from purchases p where p.vendor_id = ${sql.ref(`${t}.id`)} and ${counted} and ${callerStoresSql("p.store_id", context)}`;

export const vendorsTable: TableModule = {
  table: "vendors",
  definition: TABLES.vendors,
  computed: {
    total_purchases: (t, context) => sql`(select coalesce(sum(p.amount), 0) ${purchasesOf(t, context)})`,
    last_purchase: (t, context) => sql`(select max(p.purchase_date) ${purchasesOf(t, context)})`,
  },
  prepareCreate(_ctx, values) {
    if (!values.code) values.code = vendorCode(new Date());
    return undefined;
  },
  describe: (row) => `vendor ${row.name ?? row.id}`,
};
