/**
 * Saved views (docs/decisions.md, Saved views): the lists a view may be saved for and the limits
 * that keep one person's views small.
 */

/**
 * The record lists that offer views, by the key the web's list uses (its table): a view names
 * the list it belongs to, and no other key is accepted.
 */
export const SAVED_VIEW_LISTS = [
  "purchases",
  "expenses",
  "daily_income",
  "cash_ups",
  "vendors",
  "categories",
  "staff",
  "users",
  "stores",
  "employee_time_entries",
  "audit_logs",
] as const;
export type SavedViewList = (typeof SAVED_VIEW_LISTS)[number];

/** A view's name: 1 to 80 characters, unique per owner and list ignoring case. */
export const SAVED_VIEW_NAME_MAX = 80;
/** A view's state as JSON text: at most 4 KB, so no client can fill the server. */
export const SAVED_VIEW_STATE_MAX_BYTES = 4096;
/** Views one person may keep, over all lists. */
export const SAVED_VIEWS_PER_USER = 100;
/** The rows a list may show per page. */
export const SAVED_VIEW_PAGE_SIZES = [10, 25, 50, 100] as const;
/** At most this many filters and columns in one view; a filter's value at most this long. */
export const SAVED_VIEW_MAX_FILTERS = 30;
export const SAVED_VIEW_MAX_COLUMNS = 40;
export const SAVED_VIEW_FILTER_VALUE_MAX = 200;

/** Whether `value` names a list that offers views. */
export function isSavedViewList(value: unknown): value is SavedViewList {
  return typeof value === "string" && (SAVED_VIEW_LISTS as readonly string[]).includes(value);
}
