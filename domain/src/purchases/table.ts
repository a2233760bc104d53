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
    /** A purchase category's name as it spells it (docs/decisions.md, Categories). */
    category: notNull("text"),
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
    /** The approval path the record was given and where it stands (docs/decisions.md, Approvals); read by the server only. */
    approval_path: c("text", { system: true, hidden: true }),
    approval_step: c("int", { system: true, hidden: true }),
    approval_waiting: c("text", { system: true, hidden: true }),
    approval_done: c("text", { system: true, hidden: true }),
    created_by: system("ref"),
    /** The invoice number as duplicates compare it (invoiceKey), kept by the server; read by the server only. */
    invoice_key: c("text", { system: true, hidden: true }),
    /** Approved, unpaid and due before the store's today; derived, never stored. */
    overdue: c("bool", { computed: true, notNull: true }),
  },
);
