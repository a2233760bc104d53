import { TABLES, UNCOUNTED_TRANSACTION_STATUSES, vendorCode } from "@storeops/domain";
import { sql } from "kysely";
import type { TableModule } from "../../rest/table-module.ts";

const counted = sql`p.status not in (${sql.join([...UNCOUNTED_TRANSACTION_STATUSES])})`;

export const vendorsTable: TableModule = {
  table: "vendors",
  definition: TABLES.vendors,
  computed: {
    // Only purchases that count (not rejected, PRODUCT.md §8) make a vendor's totals.
    total_purchases: (t) =>
      sql`(select coalesce(sum(p.amount), 0) from purchases p where p.vendor_id = ${sql.ref(`${t}.id`)} and ${counted})`,
    last_purchase: (t) =>
      sql`(select max(p.purchase_date) from purchases p where p.vendor_id = ${sql.ref(`${t}.id`)} and ${counted})`,
  },
  prepareCreate(_ctx, values) {
    if (!values.code) values.code = vendorCode(new Date());
    return undefined;
  },
  describe: (row) => `vendor ${row.name ?? row.id}`,
};
