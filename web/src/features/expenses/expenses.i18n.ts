/** The expense screen's texts; messages the domain owns come from MSG. */
import { MSG } from "@storeops/domain";

export const expensesText = {
  title: {
    admin: "Expense Management",
    ceo: "Expenses Overview",
    accounting: "Expense Review",
    store_manager: "Store Expenses",
    staff: "Store Expenses",
  },
  subtitle: {
    admin: "Submit, review and approve expenses across all stores",
    ceo: "Store expenses across all stores (read-only)",
    accounting: "Review and approve expenses for your assigned stores",
    store_manager: "Review and approve expenses for the stores you manage",
    staff: "Submit and track expenses for {{store}}",
  },
  new: "Submit New Expense",
  reviewerNote:
    "Expenses are submitted by the staff of each store. You review them: open a pending expense to approve or reject it.",
  recent: "Recent Expenses",
  searchPlaceholder: "Search description, store, amount…",
  empty: MSG.expensesEmpty,
  noDescription: MSG.noDescription,
  things_one: "expense",
  things_other: "expenses",
  detailsTitle: "Expense Details",
  rejectTitle: "Reject Expense",
  deleteTitle: "Delete Expense",
  openDetails: "Open expense {{description}}",
  receiptAttached: "Receipt attached",
  cards: {
    today: "Today's Expenses",
    pending: "Pending Approval",
    approved: "Approved Items",
    storeTotal: "Store Total",
    allStores: "All Stores",
    count_one: "{{count}} expense",
    count_other: "{{count}} expenses",
  },
  fields: {
    description: "Description",
    category: "Category",
    receipt: "Receipt",
    approvedAt: "Approved",
    createdAt: "Created",
  },
  payment: "Payment",
  sorts: {
    expense_date_desc: "Newest first",
    expense_date_asc: "Oldest first",
    amount_desc: "Amount: high to low",
    amount_asc: "Amount: low to high",
    category_asc: "Category: A to Z",
  },
  form: {
    newTitle: "Submit New Expense",
    editTitle: "Edit Expense",
    create: "Submit Expense",
    saveChanges: "Save Changes",
  },
  anyCategory: "All categories",
  duplicate: {
    title: "An expense like this one is already recorded in your stores",
    titleFile: "This file is already attached to an expense",
    item: "{{description}} · {{category}} · {{amount}} · {{date}} · {{store}} · {{status}}",
  },
} as const;
