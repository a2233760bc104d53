import type { Nullable, WithDefault } from "./columns.ts";

/** A pay period's run for one store or every store (migration 037); money in cents. */
export interface PayrollRunsTable {
  id: string;
  created_at: string;
  updated_at: string;
  store_id: Nullable<string>;
  /** The store's id, or 'all': one run per scope and period. */
  scope_key: string;
  period_start: string;
  period_end: string;
  status: WithDefault<string>;
  employee_count: WithDefault<number>;
  regular_hours: WithDefault<number>;
  overtime_hours: WithDefault<number>;
  gross_pay: WithDefault<number>;
  advances_repaid: WithDefault<number>;
  net_pay: WithDefault<number>;
  created_by: Nullable<string>;
  approved_by: Nullable<string>;
  approved_at: Nullable<string>;
  paid_by: Nullable<string>;
  paid_at: Nullable<string>;
  reopen_reason: Nullable<string>;
}

/** One employee's line of a run, kept as the run was worked out (migration 037). */
export interface PayrollRunLinesTable {
  run_id: string;
  employee_id: string;
  store_id: string;
  employee_name: string;
  store_name: string;
  pay_type: string | null;
  rate: number | null;
  regular_hours: number;
  overtime_hours: number;
  gross_pay: number;
  advances_repaid: number;
  net_pay: number;
  balance_carried: number;
}
