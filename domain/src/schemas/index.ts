/**
 * Every payload schema, plus the maps the generic data API uses to validate POST and PATCH
 * bodies by table. The server strips system and computed columns before validating, then
 * rejects unknown keys; permissions (PERMISSIONS) are checked separately.
 */
import type { z } from "zod";
import type { TableName } from "../tables.ts";
import { ZCareerCreate, ZCareerUpdate } from "./careers.ts";
import { ZDailyIncomeCreate, ZDailyIncomeUpdate } from "./daily-income.ts";
import { ZExpenseCreate, ZExpenseUpdate } from "./expenses.ts";
import { ZIndustryCreate, ZIndustryUpdate } from "./industries.ts";
import { ZPurchaseCreate, ZPurchaseUpdate } from "./purchases.ts";
import { ZReportCreate, ZReportUpdate } from "./reports.ts";
import { ZStaffCreate, ZStaffUpdate } from "./staff.ts";
import { ZStoreCreate, ZStoreUpdate } from "./stores.ts";
import { ZTimeEntryCreate, ZTimeEntryUpdate } from "./time-entries.ts";
import { ZUserCreate, ZUserUpdate } from "./users.ts";
import { ZVendorCreate, ZVendorUpdate } from "./vendors.ts";
import { ZWageCreate, ZWageUpdate } from "./wages.ts";
import { ZWithdrawalCreate, ZWithdrawalUpdate } from "./withdrawals.ts";

export * from "./audit.ts";
export * from "./auth.ts";
export * from "./career-applications.ts";
export * from "./careers.ts";
export * from "./daily-income.ts";
export * from "./expenses.ts";
export * as fieldSchemas from "./fields.ts";
export { type TAttachment, ZAttachment } from "./fields.ts";
export * from "./industries.ts";
export * from "./purchases.ts";
export * from "./reports.ts";
export * from "./rules.ts";
export * from "./settings.ts";
export * from "./staff.ts";
export * from "./stores.ts";
export * from "./time-entries.ts";
export * from "./users.ts";
export * from "./vendors.ts";
export * from "./wages.ts";
export * from "./withdrawals.ts";

/**
 * POST body schema per table, for every table some role may create through /rest/v1/{table}.
 * career_applications are created only by the public apply endpoint (ZCareerApplicationCreate,
 * multipart) and audit_logs only by the server, so neither is here.
 */
export const CREATE_SCHEMAS: Partial<Record<TableName, z.ZodType>> = {
  users: ZUserCreate,
  stores: ZStoreCreate,
  industries: ZIndustryCreate,
  vendors: ZVendorCreate,
  staff: ZStaffCreate,
  purchases: ZPurchaseCreate,
  expenses: ZExpenseCreate,
  daily_income: ZDailyIncomeCreate,
  employee_time_entries: ZTimeEntryCreate,
  employee_wages: ZWageCreate,
  employee_withdrawals: ZWithdrawalCreate,
  careers: ZCareerCreate,
  reports: ZReportCreate,
};

/** PATCH body schema per table: every field optional, no defaults injected. */
export const UPDATE_SCHEMAS: Partial<Record<TableName, z.ZodType>> = {
  users: ZUserUpdate,
  stores: ZStoreUpdate,
  industries: ZIndustryUpdate,
  vendors: ZVendorUpdate,
  staff: ZStaffUpdate,
  purchases: ZPurchaseUpdate,
  expenses: ZExpenseUpdate,
  daily_income: ZDailyIncomeUpdate,
  employee_time_entries: ZTimeEntryUpdate,
  employee_wages: ZWageUpdate,
  employee_withdrawals: ZWithdrawalUpdate,
  careers: ZCareerUpdate,
  reports: ZReportUpdate,
};
