import type { TableName } from "@storeops/domain";
import { careerHooks, industryHooks, storeHooks, vendorHooks } from "./catalog.ts";
import { dailyIncomeHooks } from "./daily-income.ts";
import { wageHooks } from "./payroll.ts";
import { timeEntryHooks } from "./time-entries.ts";
import { expenseHooks, purchaseHooks } from "./transactions.ts";
import type { TableHooks } from "./types.ts";
import { userHooks } from "./users.ts";

export const TABLE_HOOKS: Partial<Record<TableName, TableHooks>> = {
  purchases: purchaseHooks,
  expenses: expenseHooks,
  daily_income: dailyIncomeHooks,
  employee_time_entries: timeEntryHooks,
  employee_wages: wageHooks,
  users: userHooks,
  stores: storeHooks,
  industries: industryHooks,
  vendors: vendorHooks,
  careers: careerHooks,
};
