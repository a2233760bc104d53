import { TABLES, toDollars } from "@storeops/domain";
import { patchAttachments, saveAttachments } from "../../attachments/attachments.ts";
import { deleteWithAudit, insertWithAudit, newRecord, updateWithAudit } from "../../rest/record-writes.ts";
import type { TableModule } from "../../rest/table-module.ts";
import type { Input, Patch, Stored, WriteContext } from "../../rest/write-context.ts";
import { openingApproval } from "../approvals/approval-path.ts";
import { announceStep } from "../approvals/current-step.ts";
import { editedCategory, offeredCategory } from "../categories/offered-category.ts";
import { storeNameColumn } from "../stores/store-columns.ts";
import { duplicateConfirmation } from "../transactions/duplicate-confirmation.ts";
import {
  assertCheckFields,
  money,
  transactionTotals,
  updateTransaction,
} from "../transactions/transaction-rules.ts";
import { findDuplicateExpenses } from "./expenses.service.ts";

/**
 * An edit of an expense: check fields kept; a new category or store is checked against the
 * store's expense categories (an unchanged one stays, even if since deactivated); has_receipt
 * follows the files the expense keeps.
 */
async function edit(
  ctx: WriteContext<"expenses">,
  before: Stored<"expenses">,
  patch: Patch<"expenses">,
  input: Input,
) {
  assertCheckFields(before, patch);
  const category = await editedCategory(ctx.trx, "expense", before, patch);
  if (category !== undefined) patch.category = category;
  const files = await patchAttachments(ctx, before.id, patch);
  if (files) patch.has_receipt = files.count > 0 ? 1 : 0;
  const confirmed = await duplicateConfirmation(ctx, input, duplicatesOf(ctx, { ...before, ...patch }));
  await updateWithAudit(ctx, before, patch, { extra: { ...files?.change, ...confirmed } });
}

/** The expenses a saved one may duplicate, as the warning finds them for its draft. */
function duplicatesOf(ctx: WriteContext<"expenses">, row: Patch<"expenses"> & { id: string }) {
  return async () =>
    row.store_id
      ? findDuplicateExpenses(ctx.trx, ctx.actor, {
          store_id: row.store_id,
          category: row.category ?? "",
          description: row.description,
          amount: row.amount === undefined ? undefined : toDollars(row.amount),
          expense_date: row.expense_date,
          exclude_id: row.id,
        })
      : [];
}

/** Expenses as the generic front serves them. */
export const expensesTable: TableModule<"expenses"> = {
  table: "expenses",
  definition: TABLES.expenses,
  computed: { store_name: storeNameColumn },
  listDate: "expense_date",
  keptTotals: transactionTotals("expense", "expense_date"),
  describe: (row) => `expense ${row.description ?? ""} (${money(row.amount)})`.replace("  ", " "),
  writes: {
    async create(ctx, input) {
      const values = newRecord(ctx, input);
      values.status = "pending";
      values.expense_date ??= await ctx.today(values.store_id);
      values.category = await offeredCategory(
        ctx.trx,
        "expense",
        values.store_id ?? null,
        values.category ?? "",
      );
      const fileCount = await saveAttachments(ctx, values.id, values.attachments ?? "[]");
      delete values.attachments;
      if (fileCount > 0) values.has_receipt = 1;
      // Its approval steps from the first matching rule; "a step waiting for you" to the first step's
      // people once it is stored (docs/decisions.md, Approvals).
      Object.assign(values, await openingApproval(ctx.trx, "expenses", values));
      ctx.afterCommit((db) => announceStep(db, "expenses", values.id));
      const confirmed = await duplicateConfirmation(ctx, input, duplicatesOf(ctx, values));
      return insertWithAudit(ctx, values, { extra: confirmed });
    },
    update: (ctx, before, patch, input) =>
      updateTransaction(ctx, before, patch, (c, b, p) => edit(c, b, p, input)),
    remove: (ctx, row) => deleteWithAudit(ctx, row),
  },
};
