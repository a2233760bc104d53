import type { TableName } from "@storeops/domain";
import type { TableModule } from "../rest/table-module.ts";
import { auditLogsTable } from "./audit-logs/audit-logs.table.ts";
import { careerApplicationsTable, careersTable } from "./careers/careers.table.ts";
import { categoriesTable } from "./categories/categories.table.ts";
import { dailyIncomeTable } from "./daily-income/daily-income.table.ts";
import { expensesTable } from "./expenses/expenses.table.ts";
import { industriesTable } from "./industries/industries.table.ts";
import { wagesTable, withdrawalsTable } from "./payroll/payroll.table.ts";
import { purchasesTable } from "./purchases/purchases.table.ts";
import { reportsTable } from "./reports/reports.table.ts";
import { staffTable } from "./staff/staff.table.ts";
import { storesTable } from "./stores/stores.table.ts";
import { timeEntriesTable } from "./time-entries/time-entries.table.ts";
import { usersTable } from "./users/users.table.ts";
import { vendorsTable } from "./vendors/vendors.table.ts";

/** Every table of the generic front, declared by the module that owns it. */
export const TABLE_MODULES = {
  users: usersTable,
  industries: industriesTable,
  categories: categoriesTable,
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
} as const satisfies { [T in TableName]: TableModule<T> };
