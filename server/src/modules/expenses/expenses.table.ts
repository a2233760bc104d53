import { TABLES } from "@storeops/domain";
import { saveAttachments } from "../../attachments/attachments.ts";
import { storeNameColumn } from "../../rest/computed.ts";
import type { TableModule } from "../../rest/table-module.ts";
import { assertCheckFields, money, updateTransaction } from "../transactions/transaction-rules.ts";

/** Expenses as the generic front serves them. */
export const expensesTable: TableModule = {
  table: "expenses",
  definition: TABLES.expenses,
  computed: { store_name: storeNameColumn },
  async prepareCreate(ctx, values) {
    values.status = "pending";
    values.expense_date ??= await ctx.today(values.store_id);
    const fileCount = await saveAttachments(ctx, String(values.id), values.attachments ?? "[]");
    delete values.attachments;
    if (fileCount > 0) values.has_receipt = 1;
    return undefined;
  },
  async prepareUpdate(ctx, before, patch) {
    assertCheckFields(before, patch);
    if (patch.attachments !== undefined) {
      const keptFiles = await saveAttachments(ctx, String(before.id), patch.attachments);
      delete patch.attachments;
      // has_receipt follows the files the expense keeps.
      patch.has_receipt = keptFiles > 0 ? 1 : 0;
    }
  },
  update: (ctx, before, patch, _input, ordinary) => updateTransaction(ctx, before, patch, ordinary),
  describe: (row) => `expense ${row.description ?? ""} (${money(row.amount)})`.replace("  ", " "),
};
