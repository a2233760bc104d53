import type { TableName } from "@storeops/domain";
import { auditLogsTable } from "../modules/audit-logs/audit-logs.table.ts";
import { careerApplicationsTable, careersTable } from "../modules/careers/careers.table.ts";
import { dailyIncomeTable } from "../modules/daily-income/daily-income.table.ts";
import { expensesTable } from "../modules/expenses/expenses.table.ts";
import { industriesTable } from "../modules/industries/industries.table.ts";
import { wagesTable, withdrawalsTable } from "../modules/payroll/payroll.table.ts";
import { purchasesTable } from "../modules/purchases/purchases.table.ts";
import { reportsTable } from "../modules/reports/reports.table.ts";
import { staffTable } from "../modules/staff/staff.table.ts";
import { storesTable } from "../modules/stores/stores.table.ts";
import { timeEntriesTable } from "../modules/time-entries/time-entries.table.ts";
import { usersTable } from "../modules/users/users.table.ts";
import { vendorsTable } from "../modules/vendors/vendors.table.ts";
import type { TableModule } from "./table-module.ts";

/** Every table of the generic front, declared by the module that owns it. */
const TABLE_MODULES = {
  users: usersTable,
  industries: industriesTable,
  stores: storesTable,
  vendors: vendorsTable,
  staff: staffTable,
  purchases: purchasesTable,
  expenses: expensesTable,
  daily_income: dailyIncomeTable,
  employee_time_entries: timeEntriesTable,
  employee_wages: wagesTable,
  employee_withdrawals: withdrawalsTable,
  careers: careersTable,
  career_applications: careerApplicationsTable,
  audit_logs: auditLogsTable,
  reports: reportsTable,
} as const satisfies Record<TableName, TableModule>;

export function tableModule(table: TableName): TableModule {
  return TABLE_MODULES[table];
}
