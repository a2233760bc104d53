import { base, c, computed, notNull, system, type TableDef } from "../shared/columns.ts";

/** The `expenses` table: its columns, store binding, searchable fields and default order. */
export const expensesTable = {
  columns: {
    ...base,
    store_id: c("ref"),
    store_name: computed("text"),
    description: c("text"),
    category: notNull("text"),
    amount: notNull("money"),
    payment_type: notNull("enum"),
    check_no: c("text"),
    check_due_date: c("date"),
    expense_date: notNull("date"),
    status: notNull("enum"),
    notes: c("text"),
    rejection_reason: c("text"),
    has_receipt: notNull("bool"),
    attachments: c("json"),
    approved_by: system("ref"),
    approved_at: system("instant"),
    created_by: system("ref"),
  },
  storeBound: true,
  searchable: ["description", "category", "payment_type", "check_no", "notes", "store_name", "amount"],
  defaultOrder: ["expense_date", "desc"],
} as const satisfies TableDef;
