import { TABLES, vendorCode } from "@storeops/domain";
import { sql } from "kysely";
import type { TableModule } from "../../rest/table-module.ts";

export const vendorsTable: TableModule = {
  table: "vendors",
  definition: TABLES.vendors,
  computed: {
    total_purchases: (t) =>
      sql`(select coalesce(sum(p.amount), 0) from purchases p where p.vendor_id = ${sql.ref(`${t}.id`)})`,
    last_purchase: (t) =>
      sql`(select max(p.purchase_date) from purchases p where p.vendor_id = ${sql.ref(`${t}.id`)})`,
  },
  prepareCreate(_ctx, values) {
    if (!values.code) values.code = vendorCode(new Date());
    return undefined;
  },
  describe: (row) => `vendor ${row.name ?? row.id}`,
};
