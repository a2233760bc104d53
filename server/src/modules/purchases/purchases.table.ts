import { defaultPurchaseDescription, invoiceKey, TABLES, toDollars } from "@storeops/domain";
import { sql } from "kysely";
import { patchAttachments, saveAttachments } from "../../attachments/attachments.ts";
import { storeTodaySql, todayByStoreContext } from "../../rest/computed.ts";
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
import { vendorIdByName } from "./purchases.repository.ts";
import { findDuplicatePurchases } from "./purchases.service.ts";

type Context = WriteContext<"purchases">;

/** The purchases a saved one may duplicate, as the warning finds them for its draft. */
function duplicatesOf(ctx: Context, row: Patch<"purchases"> & { id: string }) {
  return async () =>
    row.store_id
      ? findDuplicatePurchases(ctx.trx, ctx.actor, {
          store_id: row.store_id,
          vendor: row.vendor ?? "",
          vendor_id: row.vendor_id ?? undefined,
          invoice_no: row.invoice_no ?? "",
          amount: row.amount === undefined ? undefined : toDollars(row.amount),
          purchase_date: row.purchase_date,
          exclude_id: row.id,
        })
      : [];
}

/**
 * An edit of a purchase: check fields kept, a new category or store checked against the store's
 * purchase categories (an unchanged one stays, even if since deactivated), files replaced, the
 * vendor's id following its name, the invoice key its number; a confirmed duplicate warning recorded.
 */
async function edit(ctx: Context, before: Stored<"purchases">, patch: Patch<"purchases">, input: Input) {
  assertCheckFields(before, patch);
  const category = await editedCategory(ctx.trx, "purchase", before, patch);
  if (category !== undefined) patch.category = category;
  const files = await patchAttachments(ctx, before.id, patch);
  if (patch.vendor !== undefined && patch.vendor !== before.vendor && patch.vendor_id === undefined) {
    patch.vendor_id = await vendorIdByName(ctx.trx, patch.vendor);
  }
  if (patch.invoice_no !== undefined) patch.invoice_key = invoiceKey(patch.invoice_no);
  const confirmed = await duplicateConfirmation(ctx, input, duplicatesOf(ctx, { ...before, ...patch }));
  await updateWithAudit(ctx, before, patch, { extra: { ...files?.change, ...confirmed } });
}

/** Purchases (supplier invoices) as the generic front serves them. */
export const purchasesTable: TableModule<"purchases"> = {
  table: "purchases",
  definition: TABLES.purchases,
  computed: {
    store_name: storeNameColumn,
    // Derived, never stored: approved, unpaid and due before the store's today (docs/decisions.md).
    overdue: (t, context) =>
      sql`(case when ${sql.ref(`${t}.status`)} = 'approved' and ${sql.ref(`${t}.due_date`)} < ${storeTodaySql(t, context)} then 1 else 0 end)`,
  },
  columnContext: todayByStoreContext,
  // `status=overdue` is not stored: it reads as the derived overdue flag.
  translateFilter: (filter) =>
    filter.column === "status" && filter.op === "eq" && filter.value === "overdue"
      ? { column: "overdue", op: "eq", value: 1 }
      : filter,
  listDate: "purchase_date",
  keptTotals: transactionTotals("purchase", "purchase_date"),
  describe: (row) => `purchase ${row.invoice_no} (${row.vendor}, ${money(row.amount)})`,
  writes: {
    async create(ctx, input) {
      const values = newRecord(ctx, input);
      values.status = "pending";
      values.purchase_date ??= await ctx.today(values.store_id);
      values.category = await offeredCategory(
        ctx.trx,
        "purchase",
        values.store_id ?? null,
        values.category ?? "",
      );
      if (!values.description) values.description = defaultPurchaseDescription(values.vendor ?? "");
      values.vendor_id ??= await vendorIdByName(ctx.trx, values.vendor);
      values.invoice_key = invoiceKey(values.invoice_no ?? "");
      await saveAttachments(ctx, values.id, values.attachments ?? "[]");
      delete values.attachments;
      // Its approval steps from the first matching rule; "a step waiting for you" to the first step's
      // people once it is stored (docs/decisions.md, Approvals), except of an imported row.
      Object.assign(values, await openingApproval(ctx.trx, "purchases", values));
      if (!ctx.imported) ctx.afterCommit((db) => announceStep(db, "purchases", values.id));
      const confirmed = await duplicateConfirmation(ctx, input, duplicatesOf(ctx, values));
      return insertWithAudit(ctx, values, { extra: confirmed });
    },
    update: (ctx, before, patch, input) =>
      updateTransaction(ctx, before, patch, (c, b, p) => edit(c, b, p, input)),
    remove: (ctx, row) => deleteWithAudit(ctx, row),
  },
};
