import { defaultPurchaseDescription, TABLES } from "@storeops/domain";
import { sql } from "kysely";
import { patchAttachments, saveAttachments } from "../../attachments/attachments.ts";
import { storeTodaySql, todayByStoreContext } from "../../rest/computed.ts";
import { deleteWithAudit, insertWithAudit, newRecord, updateWithAudit } from "../../rest/record-writes.ts";
import type { TableModule } from "../../rest/table-module.ts";
import type { Patch, Stored, WriteContext } from "../../rest/write-context.ts";
import { notifyStepWaiting } from "../notifications/events.ts";
import { storeNameColumn } from "../stores/store-columns.ts";
import {
  assertCheckFields,
  money,
  transactionTotals,
  updateTransaction,
} from "../transactions/transaction-rules.ts";
import { vendorIdByName } from "./purchases.repository.ts";

type Context = WriteContext<"purchases">;

/** An edit of a purchase: check fields kept, files replaced, the vendor's id following its name. */
async function edit(ctx: Context, before: Stored<"purchases">, patch: Patch<"purchases">) {
  assertCheckFields(before, patch);
  const files = await patchAttachments(ctx, before.id, patch);
  if (patch.vendor !== undefined && patch.vendor !== before.vendor && patch.vendor_id === undefined) {
    patch.vendor_id = await vendorIdByName(ctx.trx, patch.vendor);
  }
  await updateWithAudit(ctx, before, patch, { extra: files?.change });
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
      if (!values.description) values.description = defaultPurchaseDescription(values.vendor ?? "");
      values.vendor_id ??= await vendorIdByName(ctx.trx, values.vendor);
      await saveAttachments(ctx, values.id, values.attachments ?? "[]");
      delete values.attachments;
      // "A step waiting for you" (docs/decisions.md, Notifications): its approvers, once it is stored.
      ctx.afterCommit((db) => notifyStepWaiting(db, "purchases", values.id, ctx.actor.user.id));
      return insertWithAudit(ctx, values);
    },
    update: (ctx, before, patch) => updateTransaction(ctx, before, patch, edit),
    remove: (ctx, row) => deleteWithAudit(ctx, row),
  },
};
