import { base, c, computed, notNull, storeRecords, system } from "../shared/columns.ts";

/**
 * The `payroll_runs` table (issue #31): one pay period's pay for one store, or for every store
 * (`store_id` null), newest period first. Its lines and totals are the server's: worked out when
 * it is created, and again, kept as approved, when it is approved.
 */
export const payrollRunsTable = storeRecords("period_start", [], {
  ...base,
  store_id: c("ref"),
  store_name: computed("text"),
  period_start: notNull("date"),
  period_end: c("date", { system: true, notNull: true }),
  status: c("enum", { system: true, notNull: true }),
  employee_count: c("int", { system: true, notNull: true }),
  regular_hours: c("number", { system: true, notNull: true }),
  overtime_hours: c("number", { system: true, notNull: true }),
  gross_pay: c("money", { system: true, notNull: true }),
  advances_repaid: c("money", { system: true, notNull: true }),
  net_pay: c("money", { system: true, notNull: true }),
  created_by: system("ref"),
  approved_by: system("ref"),
  approved_at: system("instant"),
  paid_by: system("ref"),
  paid_at: system("instant"),
  reopen_reason: system("text"),
});
