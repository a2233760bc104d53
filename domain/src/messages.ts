/**
 * Every user-facing message of the spec's catalogues, word for word (docs/decisions.md, What stays exactly as specified: tests may
 * assert them). Sign-in, access and administration here; each module's own in its messages.ts;
 * our own field wording in shared/validation-messages.ts. `MSG` holds all fixed texts;
 * parameterised ones are functions.
 */

import { APPROVAL_MESSAGES } from "./approvals/messages.ts";
import { AUDIT_LOG_MESSAGES } from "./audit-logs/messages.ts";
import { BUDGET_MESSAGES } from "./budgets/messages.ts";
import { CASH_UP_MESSAGES } from "./cash-ups/messages.ts";
import { CATEGORY_MESSAGES } from "./categories/messages.ts";
import { DAILY_INCOME_MESSAGES } from "./daily-income/messages.ts";
import { DOCUMENTATION_MESSAGES } from "./documentation/messages.ts";
import { DOCUMENT_MESSAGES } from "./documents/messages.ts";
import { EXPENSE_MESSAGES } from "./expenses/messages.ts";
import { EXPORT_MESSAGES } from "./export/messages.ts";
import { IMPORT_MESSAGES } from "./imports/messages.ts";
import { INDUSTRY_MESSAGES } from "./industries/messages.ts";
import { KIOSK_MESSAGES } from "./kiosk/messages.ts";
import { NOTIFICATION_MESSAGES } from "./notifications/messages.ts";
import { PAYROLL_MESSAGES } from "./payroll/messages.ts";
import { PUBLIC_MSG } from "./public-messages.ts";
import { PURCHASE_MESSAGES } from "./purchases/messages.ts";
import { REPORT_MESSAGES } from "./reports/messages.ts";
import { SAVED_VIEW_MESSAGES } from "./saved-views/messages.ts";
import { SCHEDULE_MESSAGES } from "./schedules/messages.ts";
import { SEARCH_MESSAGES } from "./search/messages.ts";
import { SETTINGS_MESSAGES } from "./settings/messages.ts";
import { STAFF_MESSAGES } from "./staff/messages.ts";
import { TIME_ENTRY_MESSAGES } from "./time-entries/messages.ts";
import { TRANSACTION_MESSAGES } from "./transactions/messages.ts";
import { USER_MESSAGES } from "./users/messages.ts";
import { VENDOR_MESSAGES } from "./vendors/messages.ts";

/** All fixed messages of the product, by name: the public pages' and the back office's. */
export const MSG = {
  ...PUBLIC_MSG,
  ...PURCHASE_MESSAGES,
  ...EXPENSE_MESSAGES,
  ...REPORT_MESSAGES,
  ...DAILY_INCOME_MESSAGES,
  ...CASH_UP_MESSAGES,
  ...BUDGET_MESSAGES,
  ...APPROVAL_MESSAGES,
  ...TIME_ENTRY_MESSAGES,
  ...KIOSK_MESSAGES,
  ...PAYROLL_MESSAGES,
  ...VENDOR_MESSAGES,
  ...DOCUMENT_MESSAGES,
  ...INDUSTRY_MESSAGES,
  ...CATEGORY_MESSAGES,
  ...STAFF_MESSAGES,
  ...SETTINGS_MESSAGES,
  ...EXPORT_MESSAGES,
  ...USER_MESSAGES,
  ...AUDIT_LOG_MESSAGES,
  ...DOCUMENTATION_MESSAGES,
  ...SEARCH_MESSAGES,
  ...TRANSACTION_MESSAGES,
  ...NOTIFICATION_MESSAGES,
  ...SAVED_VIEW_MESSAGES,
  ...IMPORT_MESSAGES,
  ...SCHEDULE_MESSAGES,
} as const;

/** "❌ Error resetting password: {message}". */
export function resetPasswordError(message?: string): string {
  return `❌ Error resetting password: ${message || MSG.unknownError}`;
}

/** Ours: the generic refusal of a verb on a table, "You do not have permission to update daily income." */
export function noPermissionTo(verb: string, table: string): string {
  return `You do not have permission to ${verb} ${table.replaceAll("_", " ")}.`;
}

/** Ours: a table name the API does not know. */
export function unknownTable(table: string): string {
  return `Unknown table: ${table}`;
}
