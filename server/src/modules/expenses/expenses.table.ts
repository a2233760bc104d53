import { MSG, TABLES } from "@storeops/domain";
import { patchAttachments, saveAttachments } from "../../attachments/attachments.ts";
import { badRequest } from "../../errors.ts";
import { deleteWithAudit, insertWithAudit, newRecord, updateWithAudit } from "../../rest/record-writes.ts";
import type { TableModule } from "../../rest/table-module.ts";
import type { Patch, Stored, WriteContext } from "../../rest/write-context.ts";
import { findOfferedCategory } from "../categories/categories.repository.ts";
import { notifyStepWaiting } from "../notifications/events.ts";
import { storeNameColumn } from "../stores/store-columns.ts";
import {
  assertCheckFields,
  money,
  transactionTotals,
  updateTransaction,
} from "../transactions/transaction-rules.ts";

/**
 * The category as stored: an active expense category offered to the store's industry, matched
 * ignoring case (docs/decisions.md, Categories); any other is refused.
 */
async function offeredCategory(ctx: WriteContext<"expenses">, storeId: string | null, name: string) {
  const found = await findOfferedCategory(ctx.trx, "expense", storeId, name);
  if (found === undefined) {
    throw badRequest(MSG.expenseCategoryNotOffered, {
      fields: { category: [MSG.expenseCategoryNotOffered] },
    });
  }
  return found;
}

/**
 * An edit of an expense: check fields kept; a new category or store is checked against the
 * store's categories (an unchanged one stays, even if since deactivated); has_receipt follows
 * the files the expense keeps.
 */
async function edit(ctx: WriteContext<"expenses">, before: Stored<"expenses">, patch: Patch<"expenses">) {
  assertCheckFields(before, patch);
  const moved = patch.store_id !== undefined && patch.store_id !== before.store_id;
  if (moved || (patch.category !== undefined && patch.category !== before.category)) {
    const storeId = patch.store_id !== undefined ? patch.store_id : before.store_id;
    patch.category = await offeredCategory(ctx, storeId, patch.category ?? before.category);
  }
  const files = await patchAttachments(ctx, before.id, patch);
  if (files) patch.has_receipt = files.count > 0 ? 1 : 0;
  await updateWithAudit(ctx, before, patch, { extra: files?.change });
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
      values.category = await offeredCategory(ctx, values.store_id ?? null, values.category ?? "");
      const fileCount = await saveAttachments(ctx, values.id, values.attachments ?? "[]");
      delete values.attachments;
      if (fileCount > 0) values.has_receipt = 1;
      // "A step waiting for you" (docs/decisions.md, Notifications): its approvers, once it is stored.
      ctx.afterCommit((db) => notifyStepWaiting(db, "expenses", values.id, ctx.actor.user.id));
      return insertWithAudit(ctx, values);
    },
    update: (ctx, before, patch) => updateTransaction(ctx, before, patch, edit),
    remove: (ctx, row) => deleteWithAudit(ctx, row),
  },
};
