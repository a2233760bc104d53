/** The aggregates of migration 005 (money in cents; store_id '' for rows without a store). */

export interface TransactionDayTotalsTable {
  store_id: string;
  day: string;
  kind: "purchase" | "expense";
  status: string;
  count: number;
  amount: number;
}

export interface IncomeDayTotalsTable {
  store_id: string;
  day: string;
  records: number;
  cash: number;
  card: number;
  other: number;
  total: number;
}

export interface IncomeMonthTotalsTable {
  store_id: string;
  /** YYYY-MM */
  month: string;
  records: number;
  cash: number;
  card: number;
  other: number;
  total: number;
}

/** Hours and entries per store, employee and calendar month (migration 008). */
export interface LabourEmployeeMonthTotalsTable {
  store_id: string;
  employee_id: string;
  /** YYYY-MM */
  month: string;
  entries: number;
  hours: number;
}

/** Time entries per store over all time (migration 021). */
export interface LabourStoreTotalsTable {
  store_id: string;
  entries: number;
}

/** Cash-ups per store and status (migration 039). */
export interface CashUpStoreTotalsTable {
  store_id: string;
  status: string;
  records: number;
}

export interface LabourDayTotalsTable {
  store_id: string;
  day: string;
  /** Every entry of the day, open ones included. */
  entries: number;
  /** The recorded total_hours of its entries (open entries add none). */
  hours: number;
}

/** A vendor's purchases that count (not rejected) in one store. */
export interface VendorStoreTotalsTable {
  vendor_id: string;
  store_id: string;
  count: number;
  amount: number;
  last_purchase: string | null;
}

/** All-time purchases or expenses of a store by status and payment type. */
export interface TransactionStoreTotalsTable {
  store_id: string;
  kind: "purchase" | "expense";
  status: string;
  payment_type: string;
  count: number;
  amount: number;
}

/** All-time daily income of a store. */
export interface IncomeStoreTotalsTable {
  store_id: string;
  records: number;
  cash: number;
  card: number;
  other: number;
  total: number;
}

export interface AuditUserActionTotalsTable {
  /** '' for entries without a user */
  user_id: string;
  action: string;
  count: number;
}
