import type { TableName } from "@storeops/domain";
import type { TableModule } from "../rest/table-module.ts";
import { approvalDelegationsTable, approvalRulesTable } from "./approvals/approvals.table.ts";
import { auditLogsTable } from "./audit-logs/audit-logs.table.ts";
import { budgetsTable } from "./budgets/budgets.table.ts";
import { careerApplicationsTable, careersTable } from "./careers/careers.table.ts";
import { cashUpsTable } from "./cash-ups/cash-ups.table.ts";
import { categoriesTable } from "./categories/categories.table.ts";
import { dailyIncomeTable } from "./daily-income/daily-income.table.ts";
import { expensesTable } from "./expenses/expenses.table.ts";
import { industriesTable } from "./industries/industries.table.ts";
import { wagesTable, withdrawalsTable } from "./payroll/payroll.table.ts";
import { payrollRunsTable } from "./payroll/payroll-runs.table.ts";
import { purchasesTable } from "./purchases/purchases.table.ts";
import { reportsTable } from "./reports/reports.table.ts";
import { savedViewsTable } from "./saved-views/saved-views.table.ts";
import { shiftsTable } from "./schedules/schedules.table.ts";
import { staffTable } from "./staff/staff.table.ts";
import { storesTable } from "./stores/stores.table.ts";
import { timeEntriesTable } from "./time-entries/time-entries.table.ts";
import { usersTable } from "./users/users.table.ts";
import { vendorsTable } from "./vendors/vendors.table.ts";

/** The modules keyed by the table each one names (`table`), so no table's name is written twice. */
function byTable<const M extends readonly TableModule<TableName>[]>(modules: M) {
  return Object.fromEntries(modules.map((module) => [module.table, module])) as {
    [T in M[number]["table"]]: Extract<M[number], { table: T }>;
  };
}

/** Every table of the generic front, declared by the module that owns it. */
export const TABLE_MODULES = byTable([
  usersTable,
  industriesTable,
  categoriesTable,
  storesTable,
  vendorsTable,
  staffTable,
  purchasesTable,
  expensesTable,
  dailyIncomeTable,
  cashUpsTable,
  budgetsTable,
  timeEntriesTable,
  wagesTable,
  withdrawalsTable,
  payrollRunsTable,
  careersTable,
  careerApplicationsTable,
  auditLogsTable,
  reportsTable,
  approvalRulesTable,
  approvalDelegationsTable,
  savedViewsTable,
  shiftsTable,
] as const) satisfies { [T in TableName]: TableModule<T> };
