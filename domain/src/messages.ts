/**
 * Every user-facing message of the spec's catalogues, word for word (PRODUCT.md §1: tests may
 * assert them). Sign-in, access and administration here; each module's own in its messages.ts;
 * our own field wording in shared/validation-messages.ts. `MSG` holds all fixed texts;
 * parameterised ones are functions.
 */
import { AUTH_MESSAGES } from "./auth/messages.ts";
import { CAREER_MESSAGES } from "./careers/messages.ts";
import { DAILY_INCOME_MESSAGES } from "./daily-income/messages.ts";
import { EXPENSE_MESSAGES } from "./expenses/messages.ts";
import { INDUSTRY_MESSAGES } from "./industries/messages.ts";
import { PAYROLL_MESSAGES } from "./payroll/messages.ts";
import { PURCHASE_MESSAGES } from "./purchases/messages.ts";
import { REPORT_MESSAGES } from "./reports/messages.ts";
import { FILE_MESSAGES } from "./shared/file-messages.ts";
import { REQUEST_MESSAGES } from "./shared/request-messages.ts";
import { TRANSACTION_MESSAGES } from "./shared/transaction-messages.ts";
import { STAFF_MESSAGES } from "./staff/messages.ts";
import { STORE_MESSAGES } from "./stores/messages.ts";
import { TIME_ENTRY_MESSAGES } from "./time-entries/messages.ts";
import { USER_MESSAGES } from "./users/messages.ts";
import { VENDOR_MESSAGES } from "./vendors/messages.ts";

const ACCESS_MESSAGES = {
  // Sign-in and session (spec 1 §8, PRODUCT.md §5)
  invalidLogin: "Invalid email or password",
  invalidStaffLogin: "Invalid credentials or you are not assigned to the selected store",
  loginFailed: "Login failed. Please try again.",
  invalidToken: "Invalid or expired token",
  signOutConfirm: "Are you sure you want to sign out?",
  // Ours: rate limiting and first sign-in (PRODUCT.md §3, §5)
  tooManySignIns: "Too many failed sign-in attempts. Please try again later.",
  mustChangePassword: "You must change your one-time password before continuing.",
  // Access
  accountingColumns:
    "Access Denied: Accounting users can only approve/reject (change status), not modify transaction data.",
  ceoReadOnly: "CEO users have read-only access. Contact an administrator to make changes.",
  unauthorized: "Unauthorized",
  /** Ours: the generic 403 where the spec has no specific message. */
  forbidden: "You do not have permission to perform this action.",
  /** Ours: the generic 404, also for records outside the user's stores. */
  notFound: "Not found",
  notFoundPage: "This page has not been generated",
  noUserId: "No user ID available",
  noDataFound: "No data found",
  /** Ours: audit entries are immutable through the API (PRODUCT.md §3). */
  auditReadOnly: "Audit log entries cannot be changed or deleted.",
  // Search
  searchStart: "Start typing to search",
  searchNoResults: "No results found",
  // Labels
  unassignedStore: "Unassigned Store",
  noDescription: "No description",
  postedRecently: "Recently",
  saving: "Saving...",
  never: "Never",
} as const;

const ADMIN_MESSAGES = {
  profileUpdateFailed: "Failed to update profile. Please try again.",
  profileUpdateError: "Error updating profile. Please try again.",
  // Audit
  auditEmpty: "No audit logs found matching your criteria",
  // Industries
  industrySaveError: "Error saving industry. Please try again.",
  industryDeleteError: "Error deleting industry. Please try again.",
  industryDeleteConfirm: "Are you sure you want to delete this industry?",
  industriesEmpty: "No industries found",
  industriesEmptyHint: "Get started by creating your first industry category.",
  industryStoresEmpty: "No stores are currently assigned to this industry.",
  // Users
  userSaveError: "Error saving user. Please try again.",
  userStatusError: "Error updating user status. Please try again.",
  userDeleteError: "Error deleting user. Please try again.",
  cannotDeleteAdmin: "Cannot delete admin users!",
  usersEmpty: "No users found matching your criteria",
  // Passwords
  passwordsDoNotMatch: "Passwords do not match!",
  passwordTooShort: "Password must be at least 8 characters long!",
  newPasswordsDoNotMatch: "New passwords do not match!",
  profilePasswordTooShort: "Password must be at least 6 characters long!",
  resetPasswordFailed: "Failed to reset password",
  unknownError: "Unknown error",
  /** Ours: change-password with a wrong current password. */
  currentPasswordWrong: "Current password is incorrect.",
  // Documentation
  docsAccessDenied: "Access Denied - Please login to access the documentation section.",
  docsNotFound: "Documentation content not found.",
} as const;

/** All fixed messages of the product, by name. */
export const MSG = {
  ...ACCESS_MESSAGES,
  ...CAREER_MESSAGES,
  ...ADMIN_MESSAGES,
  ...PURCHASE_MESSAGES,
  ...EXPENSE_MESSAGES,
  ...FILE_MESSAGES,
  ...REPORT_MESSAGES,
  ...DAILY_INCOME_MESSAGES,
  ...TIME_ENTRY_MESSAGES,
  ...PAYROLL_MESSAGES,
  ...STORE_MESSAGES,
  ...VENDOR_MESSAGES,
  ...INDUSTRY_MESSAGES,
  ...STAFF_MESSAGES,
  ...AUTH_MESSAGES,
  ...REQUEST_MESSAGES,
  ...USER_MESSAGES,
  ...TRANSACTION_MESSAGES,
} as const;
export type MessageKey = keyof typeof MSG;

export type WriteVerb = "update" | "add" | "delete";
export type WriteEntity = "user" | "store" | "industry" | "staff" | "vendor" | "report" | "career";

/** Generic write failure: "Failed to update store". */
export function failedTo(verb: WriteVerb, entity: WriteEntity): string {
  return `Failed to ${verb} ${entity}`;
}

/** "Failed to create {entity}. Please try again.", with the server's message appended (industries). */
export function failedToCreate(entity: WriteEntity | "purchase", serverMessage?: string): string {
  const base = `Failed to create ${entity}. Please try again.`;
  return serverMessage ? `${base} ${serverMessage}` : base;
}

/** "HTTP {status}: {statusText}" when a failed response has no message. */
export function httpError(status: number, statusText: string): string {
  return `HTTP ${status}: ${statusText}`;
}

/** "❌ Error resetting password: {message}". */
export function resetPasswordError(message?: string): string {
  return `❌ Error resetting password: ${message || MSG.unknownError}`;
}

/** "Exported N records" after an export. */
export function exportedRecords(count: number): string {
  return `Exported ${count} records`;
}

/** "N stores found" in the industry's stores dialog. */
export function storesFound(count: number): string {
  return `${count} stores found`;
}

/** "Stores in {industry}" dialog title. */
export function storesInIndustry(industry: string): string {
  return `Stores in ${industry}`;
}

/** "Showing x of y users". */
export function showingUsers(shown: number, total: number): string {
  return `Showing ${shown} of ${total} users`;
}

/** Ours: a status change the transition table refuses (e.g. approving a paid purchase). */
export function invalidTransition(table: "purchases" | "expenses", from: string, to: string): string {
  return `Cannot change ${table} status from ${from} to ${to}.`;
}
