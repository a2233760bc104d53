/**
 * Numeric limits and sizes of the spec (spec 1 §9, spec 2 §9, spec 3 §9, docs/decisions.md, API contract: general rules).
 * Option lists (statuses, categories, time zones…) live in each module's options.ts.
 */

/** Notes, bio, industry description, cover letter. */
export const TEXT_LIMIT = 500;
/** Our own ceilings where the spec gives none, so one request cannot store a novel. */
export const SHORT_TEXT_LIMIT = 200;
export const LONG_TEXT_LIMIT = 2000;
export const DOCUMENT_TEXT_LIMIT = 10_000;

export const WEEKS_PER_MONTH = 4.33;
export const DEFAULT_HOURS_PER_WEEK = 40;
export const MIN_HOURS_PER_WEEK = 1;
export const MAX_HOURS_PER_WEEK = 80;

/** Non-admins may edit or delete daily income only this long after creation. */
export const EDIT_WINDOW_HOURS = 24;

export const GLOBAL_SEARCH_CAP = 50;
export const AUDIT_PAGE_SIZE = 50;

/**
 * The largest amount any money field takes: $999,999,999.99 (docs/decisions.md, Roles and the permission matrix pins none). In cents it is
 * far inside a safe integer and a bigint column, so every amount is stored exactly.
 */
export const MAX_MONEY_DOLLARS = 999_999_999.99;
export const MAX_MONEY_CENTS = 99_999_999_999;

/** Deepest nesting of arrays and objects a JSON body may have; deeper is refused before parsing. */
export const MAX_JSON_DEPTH = 32;

/** Generic data API `limit`: default and ceiling (docs/decisions.md, API contract: general rules). */
export const API_DEFAULT_LIMIT = 100;
export const API_MAX_LIMIT = 1000;

/** Sign-in throttling (docs/decisions.md, API contract: general rules): failures per email and per IP within the window. */
export const SIGN_IN_MAX_FAILURES_PER_EMAIL = 10;
export const SIGN_IN_MAX_FAILURES_PER_IP = 100;
export const SIGN_IN_WINDOW_MINUTES = 15;

export const PASSWORD_MIN_LENGTH = 8;
/** The profile change-password form's own floor (spec 3 §5); the password policy may ask more. */
export const PROFILE_PASSWORD_MIN_LENGTH = 6;

export const DEFAULT_WORK_START_TIME = "09:00";
export const DEFAULT_WORK_END_TIME = "18:00";

/** Default report range: the last 30 days (720 hours) up to today. */
export const DEFAULT_REPORT_RANGE_DAYS = 30;

export const DASHBOARD_LIMITS = {
  adminAuditEntries: 5,
  adminTopStores: 4,
  adminRecentTransactions: 5,
  ceoTopStores: 5,
  ceoTopIndustries: 5,
  financialPendingItems: 5,
  financialRecentTransactions: 6,
  storeRecentTransactions: 5,
} as const;

export const STORE_DETAIL_RECENT_ACTIVITY = 10;
export const STORE_DETAIL_AUDIT_ENTRIES = 5;
export const PAYROLL_RECENT_ENTRIES = 10;

export const MOBILE_BREAKPOINT_PX = 1024;
export const SIDEBAR_WIDTH_COLLAPSED_PX = 64;
export const SIDEBAR_WIDTH_OPEN_PX = 256;

export const TOAST_MS = { default: 3000, leave: 4000, careers: 4000, profile: 3000 } as const;
