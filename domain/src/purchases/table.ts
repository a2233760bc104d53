import { base, c, notNull, storeOf, storeRecords, system } from "../shared/columns.ts";

/** The `purchases` table: a store's purchase invoices, newest first by purchase date. */
export const purchasesTable = storeRecords(
  "purchase_date",
  ["invoice_no", "vendor", "payment_type", "check_no", "description", "notes", "store_name", "amount"],
  {
    ...base,
    ...storeOf,
    invoice_no: notNull("text"),
    vendor: notNull("text"),
    vendor_id: c("ref"),
    description: c("text"),
    amount: notNull("money"),
    payment_type: notNull("enum"),
    due_date: c("date"),
    check_no: c("text"),
    check_due_date: c("date"),
    purchase_date: notNull("date"),
    status: notNull("enum"),
    notes: c("text"),
    rejection_reason: c("text"),
    attachments: c("json"),
    approved_by: system("ref"),
    approved_at: system("instant"),
    paid_at: system("instant"),
    created_by: system("ref"),
    /** Approved, unpaid and due before the store's today; derived, never stored. */
    overdue: c("bool", { computed: true, notNull: true }),
  },
);
