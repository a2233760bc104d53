import type { TDashboardExpense, TDashboardPurchase, TDashboardTransaction } from "@storeops/domain";

/** A purchase or expense as a dashboard card lists it: its date, its name (vendor or description). */
export interface TransactionRow {
  id: string;
  kind: "purchase" | "expense";
  date: string;
  label: string | null;
  store_name: string | null;
  amount: number;
  status: string;
  allowed_actions: readonly string[];
}

export function purchaseRow(row: TDashboardPurchase): TransactionRow {
  return {
    id: row.id,
    kind: "purchase",
    date: row.purchase_date,
    label: row.vendor,
    store_name: row.store_name,
    amount: row.amount,
    status: row.status,
    allowed_actions: row.allowed_actions,
  };
}

export function expenseRow(row: TDashboardExpense): TransactionRow {
  return {
    id: row.id,
    kind: "expense",
    date: row.expense_date,
    label: row.description,
    store_name: row.store_name,
    amount: row.amount,
    status: row.status,
    allowed_actions: row.allowed_actions,
  };
}

export function transactionRow(row: TDashboardTransaction): TransactionRow {
  return row.kind === "purchase" ? purchaseRow(row) : expenseRow(row);
}
