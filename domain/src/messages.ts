/**
 * Every user-facing message of the spec's catalogues, word for word (docs/decisions.md, What stays exactly as specified: tests may
 * assert them). Sign-in, access and administration here; each module's own in its messages.ts;
 * our own field wording in shared/validation-messages.ts. `MSG` holds all fixed texts;
 * parameterised ones are functions.
 */

import { AUDIT_LOG_MESSAGES } from "./audit-logs/messages.ts";
import { AUTH_MESSAGES } from "./auth/messages.ts";
import { APPLICATION_MESSAGES } from "./career-applications/messages.ts";
import { CAREER_MESSAGES } from "./careers/messages.ts";
import { CASH_UP_MESSAGES } from "./cash-ups/messages.ts";
import { CATEGORY_MESSAGES } from "./categories/messages.ts";
import { DAILY_INCOME_MESSAGES } from "./daily-income/messages.ts";
import { DOCUMENTATION_MESSAGES } from "./documentation/messages.ts";
import { EXPENSE_MESSAGES } from "./expenses/messages.ts";
import { EXPORT_MESSAGES } from "./export/messages.ts";
import { FILE_MESSAGES } from "./files/messages.ts";
import { INDUSTRY_MESSAGES } from "./industries/messages.ts";
import { KIOSK_MESSAGES } from "./kiosk/messages.ts";
import { NOTIFICATION_MESSAGES } from "./notifications/messages.ts";
import { PAYROLL_MESSAGES } from "./payroll/messages.ts";
import { PURCHASE_MESSAGES } from "./purchases/messages.ts";
import { REPORT_MESSAGES } from "./reports/messages.ts";
import { SEARCH_MESSAGES } from "./search/messages.ts";
import { SETTINGS_MESSAGES } from "./settings/messages.ts";
import { REQUEST_MESSAGES } from "./shared/request-messages.ts";
import { STAFF_MESSAGES } from "./staff/messages.ts";
import { STORE_MESSAGES } from "./stores/messages.ts";
import { TIME_ENTRY_MESSAGES } from "./time-entries/messages.ts";
import { TRANSACTION_MESSAGES } from "./transactions/messages.ts";
import { USER_MESSAGES } from "./users/messages.ts";
import { VENDOR_MESSAGES } from "./vendors/messages.ts";

const ACCESS_MESSAGES = {
  // Sign-in and session (spec 1 §8, docs/decisions.md, API contract: general rules)
  invalidLogin: "Invalid email or password",
  invalidStaffLogin: "Invalid credentials or you are not assigned to the selected store",
  loginFailed: "Login failed. Please try again.",
  invalidToken: "Invalid or expired token",
  signOutConfirm: "Are you sure you want to sign out?",
  // Ours: rate limiting and first sign-in (docs/decisions.md, Roles and the permission matrix, §5)
  tooManySignIns: "Too many failed sign-in attempts. Please try again later.",
  mustChangePassword: "You must change your one-time password before continuing.",
  // Access
  ceoReadOnly: "CEO users have read-only access. Contact an administrator to make changes.",
  unauthorized: "Unauthorized",
  /** Ours: the generic 403 where the spec has no specific message. */
  forbidden: "You do not have permission to perform this action.",
  /** Ours: the generic 404, also for records outside the user's stores. */
  notFound: "Not found",
  notFoundPage: "This page has not been generated",
  noUserId: "No user ID available",
  noDataFound: "No data found",
  /** Ours: a write to a record of another user where the role may change only its own. */
  notOwnRecord: "You can only change records you created.",
  /** Ours: a write from another site's page (docs/decisions.md). */
  crossOriginRefused: "Cross-origin request refused.",
  /** Ours: a request whose body did not arrive in time (408). */
  requestTimedOut: "The request took too long to arrive. Please try again.",
  validationFailed: "Validation failed",
  // Labels
  unassignedStore: "Unassigned Store",
  noDescription: "No description",
  postedRecently: "Recently",
  saving: "Saving...",
  never: "Never",
  unknownError: "Unknown error",
} as const;

/** All fixed messages of the product, by name. */
export const MSG = {
  ...ACCESS_MESSAGES,
  ...CAREER_MESSAGES,
  ...PURCHASE_MESSAGES,
  ...EXPENSE_MESSAGES,
  ...FILE_MESSAGES,
  ...REPORT_MESSAGES,
  ...DAILY_INCOME_MESSAGES,
  ...CASH_UP_MESSAGES,
  ...TIME_ENTRY_MESSAGES,
  ...KIOSK_MESSAGES,
  ...PAYROLL_MESSAGES,
  ...STORE_MESSAGES,
  ...VENDOR_MESSAGES,
  ...INDUSTRY_MESSAGES,
  ...CATEGORY_MESSAGES,
  ...STAFF_MESSAGES,
  ...AUTH_MESSAGES,
  ...SETTINGS_MESSAGES,
  ...EXPORT_MESSAGES,
  ...USER_MESSAGES,
  ...AUDIT_LOG_MESSAGES,
  ...DOCUMENTATION_MESSAGES,
  ...SEARCH_MESSAGES,
  ...APPLICATION_MESSAGES,
  ...REQUEST_MESSAGES,
  ...TRANSACTION_MESSAGES,
  ...NOTIFICATION_MESSAGES,
} as const;

/** "HTTP {status}: {statusText}" when a failed response has no message. */
export function httpError(status: number, statusText: string): string {
  return `HTTP ${status}: ${statusText}`;
}

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
