import { TABLES } from "@storeops/domain";
import { storeNameColumn } from "../../rest/computed.ts";
import type { TableModule } from "../../rest/table-module.ts";
import { guardAttachments, parseAttachments } from "../files/attachments.ts";
import { assertCheckFields, money, updateTransaction } from "../transactions/transaction-rules.ts";

const hasReceipt = (attachments: unknown) => (parseAttachments(attachments).length > 0 ? 1 : 0);

/** Expenses as the generic front serves them. */
export const expensesTable: TableModule = {
  table: "expenses",
  definition: TABLES.expenses,
  computed: { store_name: storeNameColumn },
  async prepareCreate(ctx, values) {
    values.status = "pending";
    values.expense_date ??= await ctx.today(values.store_id);
    values.attachments = guardAttachments("expenses", "[]", values.attachments ?? "[]", ctx.newAttachments);
    if (hasReceipt(values.attachments)) values.has_receipt = 1;
    return undefined;
  },
  prepareUpdate(ctx, before, patch) {
    assertCheckFields(before, patch);
    if (patch.attachments !== undefined) {
      patch.attachments = guardAttachments(
        "expenses",
        before.attachments,
        patch.attachments,
        ctx.newAttachments,
      );
      patch.has_receipt = hasReceipt(patch.attachments);
    }
  },
  update: (ctx, before, patch, _input, ordinary) => updateTransaction(ctx, before, patch, ordinary),
  describe: (row) => `expense ${row.description ?? ""} (${money(row.amount)})`.replace("  ", " "),
};
