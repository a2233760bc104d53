/** The purchase screen's texts; messages the domain owns come from MSG. */
import { recordMessages } from "../../components/record-messages.ts";

export const purchasesText = {
  title: {
    admin: "Purchase Management",
    ceo: "Purchases Overview",
    accounting: "Purchase Review",
    store_manager: "Store Purchases",
    staff: "Store Purchases",
  },
  subtitle: {
    admin: "Record, approve and pay supplier purchases across all stores",
    ceo: "Supplier purchases across all stores (read-only)",
    accounting: "Review, approve and record payment of purchases for your assigned stores",
    store_manager: "Review and approve purchases for the stores you manage",
    staff: "Record supplier invoices for {{store}}",
  },
  new: "New Purchase",
  reviewerNote:
    "Purchases are recorded by the staff of each store. You review them: open a pending purchase to approve or reject it.",
  recent: "Recent Purchases",
  searchPlaceholder: "Search invoice, vendor, store, amount…",
  empty: "No purchases found",
  things_one: "purchase",
  things_other: "purchases",
  detailsTitle: "Purchase Details",
  rejectTitle: "Reject Purchase",
  deleteTitle: "Delete Purchase",
  openDetails: "Open purchase {{invoice}}",
  invoiceLine: "Invoice {{invoice}}",
  dueOn: "due {{date}}",
  anyVendor: "Any vendor",
  anyCategory: "All categories",
  cards: {
    today: "Today's Purchases",
    pendingPayments: "Pending Payments",
    openChecks: "Open Checks",
    storeTotal: "Store Total",
    allStores: "All Stores",
    count_one: "{{count}} purchase",
    count_other: "{{count}} purchases",
  },
  fields: {
    invoiceNo: "Invoice Number",
    vendor: "Vendor",
    vendorName: "Vendor Name",
    category: "Category",
    dueDate: "Payment Due Date",
    purchaseDate: "Purchase Date",
    description: "Description",
    approvedAt: "Approved",
    paidAt: "Paid",
    createdAt: "Created",
  },
  columns: { due: "Due", payment: "Payment" },
  sorts: {
    purchase_date_desc: "Newest first",
    purchase_date_asc: "Oldest first",
    amount_desc: "Amount: high to low",
    amount_asc: "Amount: low to high",
    vendor_asc: "Vendor: A to Z",
    due_date_asc: "Due date: soonest first",
  },
  form: {
    newTitle: "Record New Purchase",
    editTitle: "Edit Purchase",
    create: "Record Purchase",
    saveChanges: "Save Changes",
  },
  duplicate: {
    title: "A purchase with this vendor and invoice number already exists in this store",
    titleStores: "A purchase with this vendor and invoice number already exists in your stores",
    titleFile: "This file is already attached to a purchase",
    item: "{{invoice}} · {{vendor}} · {{amount}} · {{date}} · {{store}} · {{status}}",
  },
  /** Ours: the spec names no text for these. */
  messages: {
    rejected: "Purchase rejected successfully!",
    rejectError: "Error rejecting purchase. Please try again.",
    paid: "Purchase marked as paid!",
    payError: "Error recording the payment. Please try again.",
  },
} as const;

/** The spec's toasts and confirmations of the purchase screen. */
export const purchaseMessages = recordMessages("purchase", "Purchase", {
  ...purchasesText.messages,
  deleteTitle: purchasesText.deleteTitle,
  rejectTitle: purchasesText.rejectTitle,
});
