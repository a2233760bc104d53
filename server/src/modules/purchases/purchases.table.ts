import { defaultPurchaseDescription, TABLES } from "@storeops/domain";
import { sql } from "kysely";
import { saveAttachments } from "../../attachments/attachments.ts";
import { storeNameColumn, storeTodaySql, todayByStoreContext } from "../../rest/computed.ts";
import type { TableModule } from "../../rest/table-module.ts";
import { assertCheckFields, money, updateTransaction } from "../transactions/transaction-rules.ts";
import { vendorIdByName } from "./purchases.repository.ts";

/** Purchases (supplier invoices) as the generic front serves them. */
export const purchasesTable: TableModule = {
  table: "purchases",
  definition: TABLES.purchases,
  computed: {
    store_name: storeNameColumn,
    // Derived, never stored: approved, unpaid and due before the store's today (PRODUCT.md §2).
    overdue: (t, context) =>
      sql`(case when ${sql.ref(`${t}.status`)} = 'approved' and ${sql.ref(`${t}.due_date`)} < ${storeTodaySql(t, context)} then 1 else 0 end)`,
  },
  columnContext: todayByStoreContext,
  // `status=overdue` is not stored: it reads as the derived overdue flag.
  translateFilter: (filter) =>
    filter.column === "status" && filter.op === "eq" && filter.value === "overdue"
      ? { column: "overdue", op: "eq", value: 1 }
      : filter,
  async prepareCreate(ctx, values) {
    values.status = "pending";
    values.purchase_date ??= await ctx.today(values.store_id);
    if (!values.description) values.description = defaultPurchaseDescription(String(values.vendor));
    values.vendor_id ??= await vendorIdByName(ctx.trx, values.vendor);
    await saveAttachments(ctx, String(values.id), values.attachments ?? "[]");
    delete values.attachments;
    return undefined;
  },
  async prepareUpdate(ctx, before, patch) {
    assertCheckFields(before, patch);
    if (patch.attachments !== undefined) {
      await saveAttachments(ctx, String(before.id), patch.attachments);
      delete patch.attachments;
    }
    if (patch.vendor !== undefined && patch.vendor !== before.vendor && patch.vendor_id === undefined) {
      patch.vendor_id = await vendorIdByName(ctx.trx, patch.vendor);
    }
  },
  update: (ctx, before, patch, _input, ordinary) => updateTransaction(ctx, before, patch, ordinary),
  describe: (row) => `purchase ${row.invoice_no} (${row.vendor}, ${money(row.amount)})`,
};
