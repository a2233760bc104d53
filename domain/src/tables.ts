/**
 * The data model as data: every table the generic API serves, assembled from each module's
 * table definition. The server derives SQL mapping, filter parsing and presenters from it;
 * nothing outside this list ever reaches SQL.
 */

import { approvalDelegationsTable, approvalRulesTable } from "./approvals/table.ts";
import { auditLogsTable } from "./audit-logs/table.ts";
import { budgetsTable } from "./budgets/table.ts";
import { careerApplicationsTable } from "./career-applications/table.ts";
import { careersTable } from "./careers/table.ts";
import { cashUpsTable } from "./cash-ups/table.ts";
import { categoriesTable } from "./categories/table.ts";
import { dailyIncomeTable } from "./daily-income/table.ts";
import { expensesTable } from "./expenses/table.ts";
import { industriesTable } from "./industries/table.ts";
import { payrollRunsTable } from "./payroll/run-table.ts";
import { employeeWagesTable, employeeWithdrawalsTable } from "./payroll/table.ts";
import { purchasesTable } from "./purchases/table.ts";
import { reportsTable } from "./reports/table.ts";
import { savedViewsTable } from "./saved-views/table.ts";
import { shiftsTable } from "./schedules/table.ts";
import type { TableDef } from "./shared/columns.ts";
import { staffTable } from "./staff/table.ts";
import { storesTable } from "./stores/table.ts";
import { employeeTimeEntriesTable } from "./time-entries/table.ts";
import { usersTable } from "./users/table.ts";
import { vendorsTable } from "./vendors/table.ts";

export type { ColumnDef, ColumnKind, TableDef } from "./shared/columns.ts";

export const TABLES = {
  users: usersTable,
  industries: industriesTable,
  categories: categoriesTable,
  stores: storesTable,
  vendors: vendorsTable,
  staff: staffTable,
  purchases: purchasesTable,
  expenses: expensesTable,
  daily_income: dailyIncomeTable,
  cash_ups: cashUpsTable,
  budgets: budgetsTable,
  approval_rules: approvalRulesTable,
  approval_delegations: approvalDelegationsTable,
  employee_time_entries: employeeTimeEntriesTable,
  employee_wages: employeeWagesTable,
  employee_withdrawals: employeeWithdrawalsTable,
  payroll_runs: payrollRunsTable,
  careers: careersTable,
  career_applications: careerApplicationsTable,
  audit_logs: auditLogsTable,
  reports: reportsTable,
  saved_views: savedViewsTable,
  shifts: shiftsTable,
} as const satisfies Record<string, TableDef>;

export type TableName = keyof typeof TABLES;
export const TABLE_NAMES = Object.keys(TABLES) as TableName[];

export function isTableName(value: string): value is TableName {
  return Object.hasOwn(TABLES, value);
}
