import { base, c, computed, notNull, system, type TableDef } from "../shared/columns.ts";

/** The `employee_wages` table: its columns, store binding, searchable fields and default order. */
export const employeeWagesTable = {
  columns: {
    ...base,
    employee_id: c("ref"),
    employee_name: computed("text"),
    store_id: c("ref"),
    payment_type: notNull("enum"),
    hourly_rate: c("money"),
    monthly_salary: c("money"),
    effective_from: notNull("date"),
    is_current: notNull("bool"),
    notes: c("text"),
    created_by: system("ref"),
  },
  storeBound: true,
  searchable: ["notes"],
  defaultOrder: ["effective_from", "desc"],
} as const satisfies TableDef;

/** The `employee_withdrawals` table: its columns, store binding, searchable fields and default order. */
export const employeeWithdrawalsTable = {
  columns: {
    ...base,
    employee_id: c("ref"),
    employee_name: computed("text"),
    store_id: c("ref"),
    withdrawal_date: notNull("date"),
    amount: notNull("money"),
    payment_method: notNull("enum"),
    check_number: c("text"),
    notes: c("text"),
    created_by: system("ref"),
  },
  storeBound: true,
  searchable: ["notes", "check_number"],
  defaultOrder: ["withdrawal_date", "desc"],
} as const satisfies TableDef;
