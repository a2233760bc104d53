/** Closed option lists of the audit module: what the API accepts and the web offers in its selects. */
export const AUDIT_ACTIONS = [
  "CREATE",
  "UPDATE",
  "DELETE",
  "APPROVE",
  "REJECT",
  "SUBMIT",
  "PAY",
  "CLOCK_IN",
  "CLOCK_OUT",
  "BREAK_START",
  "BREAK_END",
  "KIOSK_PIN_FAILED",
  "LOGIN",
  "LOGOUT",
  "EXPORT",
  "IMPORT",
  "LOGIN_FAILED",
  "PRUNE",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Tables offered by the audit screen's Table filter. */
export const AUDIT_TABLE_FILTERS = [
  "purchases",
  "expenses",
  "staff",
  "vendors",
  "users",
  "stores",
  "industries",
  "cash_ups",
] as const;
