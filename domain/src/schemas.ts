/**
 * Every payload schema, plus the maps the generic data API uses to validate POST and PATCH
 * bodies by table. The server strips system and computed columns before validating, then
 * rejects unknown keys; permissions (PERMISSIONS) are checked separately.
 */
import type { z } from "zod";
import {
  ZApprovalDelegationCreate,
  ZApprovalDelegationUpdate,
  ZApprovalRuleCreate,
  ZApprovalRuleUpdate,
} from "./approvals/schema.ts";
import { ZBudgetCreate, ZBudgetUpdate } from "./budgets/schema.ts";
import { ZCareerApplicationUpdate } from "./career-applications/pipeline.ts";
import { ZCareerCreate, ZCareerUpdate } from "./careers/schema.ts";
import { ZCashUpCreate, ZCashUpUpdate } from "./cash-ups/schema.ts";
import { ZCategoryCreate, ZCategoryUpdate } from "./categories/schema.ts";
import { ZDailyIncomeCreate, ZDailyIncomeUpdate } from "./daily-income/schema.ts";
import { ZExpenseCreate, ZExpenseUpdate } from "./expenses/schema.ts";
import { ZIndustryCreate, ZIndustryUpdate } from "./industries/schema.ts";
import { ZWageCreate, ZWageUpdate } from "./payroll/wage-schema.ts";
import { ZWithdrawalCreate, ZWithdrawalUpdate } from "./payroll/withdrawal-schema.ts";
import { ZPurchaseCreate, ZPurchaseUpdate } from "./purchases/schema.ts";
import { ZReportCreate, ZReportUpdate } from "./reports/schema.ts";
import { ZSavedViewCreate, ZSavedViewUpdate } from "./saved-views/schema.ts";
import { ZShiftCreate, ZShiftUpdate } from "./schedules/schema.ts";
import { ZStaffCreate, ZStaffUpdate } from "./staff/schema.ts";
import { ZStoreCreate, ZStoreUpdate } from "./stores/schema.ts";
import type { TableName } from "./tables.ts";
import { ZTimeEntryCreate, ZTimeEntryUpdate } from "./time-entries/schema.ts";
import { ZUserCreate, ZUserUpdate } from "./users/schema.ts";
import { ZVendorCreate, ZVendorUpdate } from "./vendors/schema.ts";

/**
 * POST body schema per table, for every table some role may create through /rest/v1/{table}.
 * career_applications are created only by the public apply endpoint (ZCareerApplicationCreate,
 * multipart) and audit_logs only by the server, so neither is here.
 */
export const CREATE_SCHEMAS: Partial<Record<TableName, z.ZodType>> = {
  users: ZUserCreate,
  stores: ZStoreCreate,
  industries: ZIndustryCreate,
  categories: ZCategoryCreate,
  vendors: ZVendorCreate,
  staff: ZStaffCreate,
  purchases: ZPurchaseCreate,
  expenses: ZExpenseCreate,
  daily_income: ZDailyIncomeCreate,
  cash_ups: ZCashUpCreate,
  budgets: ZBudgetCreate,
  approval_rules: ZApprovalRuleCreate,
  approval_delegations: ZApprovalDelegationCreate,
  employee_time_entries: ZTimeEntryCreate,
  employee_wages: ZWageCreate,
  employee_withdrawals: ZWithdrawalCreate,
  careers: ZCareerCreate,
  reports: ZReportCreate,
  saved_views: ZSavedViewCreate,
  shifts: ZShiftCreate,
};

/** PATCH body schema per table: every field optional, no defaults injected. */
export const UPDATE_SCHEMAS: Partial<Record<TableName, z.ZodType>> = {
  users: ZUserUpdate,
  stores: ZStoreUpdate,
  industries: ZIndustryUpdate,
  categories: ZCategoryUpdate,
  vendors: ZVendorUpdate,
  staff: ZStaffUpdate,
  purchases: ZPurchaseUpdate,
  expenses: ZExpenseUpdate,
  daily_income: ZDailyIncomeUpdate,
  cash_ups: ZCashUpUpdate,
  budgets: ZBudgetUpdate,
  approval_rules: ZApprovalRuleUpdate,
  approval_delegations: ZApprovalDelegationUpdate,
  employee_time_entries: ZTimeEntryUpdate,
  employee_wages: ZWageUpdate,
  employee_withdrawals: ZWithdrawalUpdate,
  careers: ZCareerUpdate,
  career_applications: ZCareerApplicationUpdate,
  reports: ZReportUpdate,
  saved_views: ZSavedViewUpdate,
  shifts: ZShiftUpdate,
};
