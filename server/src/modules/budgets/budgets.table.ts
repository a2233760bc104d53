import { MSG, TABLES, toDollars } from "@storeops/domain";
import { deleteWithAudit, insertWithAudit, newRecord, updateWithAudit } from "../../rest/record-writes.ts";
import type { TableModule } from "../../rest/table-module.ts";
import { storeNameColumn } from "../stores/store-columns.ts";

/**
 * Budgets (docs/decisions.md, Budgets) on the generic front: one per store, month and line (a
 * second → 409, also of two at once, by the unique index of migration 038). The grid and the
 * import save many at once through budgets.service.ts.
 */
export const budgetsTable: TableModule<"budgets"> = {
  table: "budgets",
  definition: TABLES.budgets,
  computed: { store_name: storeNameColumn },
  listDate: "month",
  describe: (row) => `budget ${row.month} ${row.line} (${toDollars(Number(row.amount ?? 0)).toFixed(2)})`,
  writes: {
    create: (ctx, input) =>
      insertWithAudit(ctx, newRecord(ctx, input), {
        uniqueKey: { columns: ["store_id", "month", "line"], message: MSG.budgetExists },
      }),
    update: (ctx, before, patch) => updateWithAudit(ctx, before, patch),
    remove: (ctx, row) => deleteWithAudit(ctx, row),
  },
};
