import { base, c, notNull, storeOf, storeRecords, system } from "../shared/columns.ts";

/** The `expenses` table: a store's expenses, newest first by expense date. */
export const expensesTable = storeRecords(
  "expense_date",
  ["description", "category", "payment_type", "check_no", "notes", "store_name", "amount"],
  {
    ...base,
    ...storeOf,
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
    /** The approval path the record was given and where it stands (docs/decisions.md, Approvals); read by the server only. */
    approval_path: c("text", { system: true, hidden: true }),
    approval_step: c("int", { system: true, hidden: true }),
    approval_waiting: c("text", { system: true, hidden: true }),
    approval_done: c("text", { system: true, hidden: true }),
    created_by: system("ref"),
  },
);
