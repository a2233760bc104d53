import { base, c, employeeOf, notesBy, notNull, storeRecords, system } from "../shared/columns.ts";

/** The `employee_wages` table: a staff record's rates, newest first by the day they take effect. */
export const employeeWagesTable = storeRecords("effective_from", ["notes"], {
  ...base,
  ...employeeOf,
  payment_type: notNull("enum"),
  hourly_rate: c("money"),
  monthly_salary: c("money"),
  effective_from: notNull("date"),
  is_current: notNull("bool"),
  ...notesBy,
});

/** The `employee_withdrawals` table: money paid out to a staff record, newest first. */
export const employeeWithdrawalsTable = storeRecords("withdrawal_date", ["notes", "check_number"], {
  ...base,
  ...employeeOf,
  withdrawal_date: notNull("date"),
  amount: notNull("money"),
  payment_method: notNull("enum"),
  check_number: c("text"),
  /** A cash advance repaid in instalments: the amount per pay period (null: all at once). */
  instalment_amount: c("money"),
  /** Pay periods skipped: [{period_start, reason}] (POST /api/payroll-runs/advances/{id}/skip). */
  instalment_skips: system("json"),
  ...notesBy,
});
