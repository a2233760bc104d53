import type { Nullable } from "./columns.ts";

/** A store's budget for one calendar month and line (issue #31, item 5); amount in cents. */
export interface BudgetsTable {
  id: string;
  created_at: string;
  updated_at: string;
  store_id: string;
  month: string;
  line: string;
  amount: number;
  created_by: Nullable<string>;
}

/** Expenses per store, month (YYYY-MM), category and status (migration 038). */
export interface ExpenseCategoryMonthTotalsTable {
  store_id: string;
  month: string;
  category: string;
  status: string;
  count: number;
  amount: number;
}

/** Purchases per store, month (YYYY-MM), category and status (migration 047): the same columns. */
export type PurchaseCategoryMonthTotalsTable = ExpenseCategoryMonthTotalsTable;

/** Purchases per store, month, vendor (as written on the purchase) and status (migration 038). */
export interface PurchaseVendorMonthTotalsTable {
  store_id: string;
  month: string;
  vendor: string;
  status: string;
  count: number;
  amount: number;
}

/** Approved (unpaid) purchases with a due date, per store, purchase month and due date (migration 038). */
export interface PurchaseDueTotalsTable {
  store_id: string;
  month: string;
  due_date: string;
  count: number;
  amount: number;
}
