import type { Nullable, WithDefault } from "./columns.ts";

export interface PurchasesTable {
  id: string;
  created_at: string;
  updated_at: string;
  store_id: Nullable<string>;
  invoice_no: string;
  vendor: string;
  vendor_id: Nullable<string>;
  description: Nullable<string>;
  amount: number;
  payment_type: WithDefault<string>;
  due_date: Nullable<string>;
  check_no: Nullable<string>;
  check_due_date: Nullable<string>;
  purchase_date: string;
  status: WithDefault<string>;
  notes: Nullable<string>;
  rejection_reason: Nullable<string>;
  attachments: WithDefault<string>;
  approved_by: Nullable<string>;
  approved_at: Nullable<string>;
  paid_at: Nullable<string>;
  approval_path: Nullable<string>;
  approval_step: Nullable<number>;
  approval_waiting: Nullable<string>;
  approval_done: Nullable<string>;
  created_by: Nullable<string>;
  /** domain invoiceKey(invoice_no), kept by the server (migration 040). */
  invoice_key: Nullable<string>;
  /** A purchase category's name as it spells it (migration 047; docs/decisions.md, Categories). */
  category: WithDefault<string>;
}

export interface ExpensesTable {
  id: string;
  created_at: string;
  updated_at: string;
  store_id: Nullable<string>;
  description: Nullable<string>;
  category: WithDefault<string>;
  amount: number;
  payment_type: WithDefault<string>;
  check_no: Nullable<string>;
  check_due_date: Nullable<string>;
  expense_date: string;
  status: WithDefault<string>;
  notes: Nullable<string>;
  rejection_reason: Nullable<string>;
  has_receipt: WithDefault<number>;
  attachments: WithDefault<string>;
  approved_by: Nullable<string>;
  approved_at: Nullable<string>;
  approval_path: Nullable<string>;
  approval_step: Nullable<number>;
  approval_waiting: Nullable<string>;
  approval_done: Nullable<string>;
  created_by: Nullable<string>;
}

export interface DailyIncomeTable {
  id: string;
  created_at: string;
  updated_at: string;
  store_id: Nullable<string>;
  date: string;
  work_start_time: Nullable<string>;
  work_end_time: Nullable<string>;
  income_cash: WithDefault<number>;
  income_card: WithDefault<number>;
  income_other: WithDefault<number>;
  total_income: WithDefault<number>;
  notes: Nullable<string>;
  attachments: WithDefault<string>;
  created_by: Nullable<string>;
}

export interface EmployeeTimeEntriesTable {
  id: string;
  created_at: string;
  updated_at: string;
  store_id: Nullable<string>;
  employee_id: string;
  work_date: string;
  clock_in_time: string;
  clock_out_time: Nullable<string>;
  total_hours: Nullable<number>;
  break_hours: WithDefault<number>;
  status: WithDefault<string>;
  notes: Nullable<string>;
  created_by: Nullable<string>;
}

export interface TimeEntryBreaksTable {
  id: string;
  created_at: string;
  updated_at: string;
  entry_id: string;
  start_time: string;
  end_time: Nullable<string>;
  paid: WithDefault<number>;
  created_by: Nullable<string>;
}

export interface KioskDevicesTable {
  id: string;
  created_at: string;
  updated_at: string;
  store_id: string;
  name: string;
  token_hash: string;
  failed_pins: WithDefault<number>;
  locked_until: Nullable<string>;
  last_seen_at: Nullable<string>;
  revoked_at: Nullable<string>;
  created_by: Nullable<string>;
}

/** A store's till counted for a business day (issue #30); money in cents. */
export interface CashUpsTable {
  id: string;
  created_at: string;
  updated_at: string;
  store_id: string;
  business_date: string;
  status: WithDefault<string>;
  opening_float: WithDefault<number>;
  cash_takings: WithDefault<number>;
  cash_purchases: WithDefault<number>;
  cash_expenses: WithDefault<number>;
  cash_drops: WithDefault<number>;
  expected_cash: WithDefault<number>;
  counted_cash: Nullable<number>;
  denominations: Nullable<string>;
  variance: Nullable<number>;
  variance_reason: Nullable<string>;
  deposit_amount: Nullable<number>;
  bank_reference: Nullable<string>;
  notes: Nullable<string>;
  rejection_reason: Nullable<string>;
  created_by: Nullable<string>;
  counted_by: Nullable<string>;
  submitted_at: Nullable<string>;
  approved_by: Nullable<string>;
  approved_at: Nullable<string>;
  /** The approval path and where it stands (migration 042; docs/decisions.md, Approvals). */
  approval_path: Nullable<string>;
  approval_step: Nullable<number>;
  approval_waiting: Nullable<string>;
  approval_done: Nullable<string>;
}

export interface EmployeeWagesTable {
  id: string;
  created_at: string;
  updated_at: string;
  store_id: Nullable<string>;
  employee_id: string;
  payment_type: WithDefault<string>;
  hourly_rate: Nullable<number>;
  monthly_salary: Nullable<number>;
  effective_from: string;
  is_current: WithDefault<number>;
  notes: Nullable<string>;
  created_by: Nullable<string>;
}

export interface EmployeeWithdrawalsTable {
  id: string;
  created_at: string;
  updated_at: string;
  store_id: Nullable<string>;
  employee_id: string;
  withdrawal_date: string;
  amount: number;
  payment_method: WithDefault<string>;
  check_number: Nullable<string>;
  instalment_amount: Nullable<number>;
  instalment_skips: Nullable<string>;
  notes: Nullable<string>;
  created_by: Nullable<string>;
}

export interface AttachmentsTable {
  id: string;
  owner_table: string;
  owner_id: string;
  stored_name: string;
  original_name: Nullable<string>;
  type: string;
  size: WithDefault<number>;
  created_at: string;
  /** The file's SHA-256 (hex); null for files stored before migration 040. */
  sha256: Nullable<string>;
}
