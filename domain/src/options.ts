/**
 * Closed option lists of the spec: what the API accepts and the web offers in its selects.
 * Re-exported by limits.ts.
 */

export const DEFAULT_TIMEZONE = "UTC";
export const STORE_TIMEZONES = [
  "UTC",
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Los_Angeles",
] as const;
/** The user form offers abbreviations (spec 3 §9); a user may also carry a store time zone. */
export const USER_TIMEZONES = ["UTC", "EST", "CST", "MST", "PST", ...STORE_TIMEZONES.slice(1)] as const;
export const DEFAULT_COUNTRY = "United States";

export const PAYMENT_TYPES = ["cash", "card", "check", "other"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const DEFAULT_PAYMENT_TYPE = "cash" satisfies PaymentType;

export const WITHDRAWAL_METHODS = ["cash", "check", "transfer"] as const;
export type WithdrawalMethod = (typeof WITHDRAWAL_METHODS)[number];
export const WITHDRAWAL_METHOD_LABELS = {
  cash: "Cash",
  check: "Check",
  transfer: "Bank Transfer",
} as const satisfies Record<WithdrawalMethod, string>;

/** Staff salary kind and wage payment type. */
export const WAGE_TYPES = ["hourly", "monthly"] as const;
export type WageType = (typeof WAGE_TYPES)[number];
export const DEFAULT_WAGE_TYPE = "hourly" satisfies WageType;

/** The expense form's categories; the form preselects Office Supplies. */
export const EXPENSE_CATEGORIES = [
  "Office Supplies",
  "Meals & Entertainment",
  "Transportation",
  "Maintenance",
  "Utilities",
  "Marketing",
  "Training",
  "Other",
] as const;
export const EXPENSE_FORM_DEFAULT_CATEGORY = "Office Supplies";
/** What a record created through the API without a category gets (PRODUCT.md §2). */
export const DEFAULT_EXPENSE_CATEGORY = "General";
export const EXPENSE_CATEGORY_VALUES = [...EXPENSE_CATEGORIES, DEFAULT_EXPENSE_CATEGORY] as const;

export const VENDOR_PAYMENT_TERMS = ["15 days", "30 days", "45 days", "60 days", "Net 30", "COD"] as const;
export type VendorPaymentTerms = (typeof VENDOR_PAYMENT_TERMS)[number];
export const VENDOR_PAYMENT_TERMS_LABELS = {
  "15 days": "15 days",
  "30 days": "30 days",
  "45 days": "45 days",
  "60 days": "60 days",
  "Net 30": "Net 30",
  COD: "Cash on Delivery",
} as const satisfies Record<VendorPaymentTerms, string>;
export const DEFAULT_VENDOR_PAYMENT_TERMS = "30 days" satisfies VendorPaymentTerms;
export const DEFAULT_VENDOR_CATEGORY = "General";
export const VENDOR_STATUSES = ["active", "inactive", "suspended"] as const;

export const STAFF_POSITIONS = [
  "Store Manager",
  "Manager",
  "Assistant Manager",
  "Sales Associate",
  "Cashier",
  "Inventory Specialist",
  "Customer Service Rep",
  "Security Guard",
  "Maintenance",
  "Supervisor",
  "Team Lead",
] as const;
export const DEPARTMENTS = [
  "Management",
  "Sales",
  "Operations",
  "Customer Service",
  "IT",
  "HR",
  "Finance",
  "Marketing",
] as const;
/** Performance level → stars. */
export const PERFORMANCE_LEVELS = { excellent: 5, good: 4, average: 3, needs_improvement: 2 } as const;
export type PerformanceLevel = keyof typeof PERFORMANCE_LEVELS;
export const PERFORMANCE_LEVEL_VALUES = [
  "excellent",
  "good",
  "average",
  "needs_improvement",
] as const satisfies readonly PerformanceLevel[];
export const LEAVE_TYPES = [
  "sick",
  "vacation",
  "personal",
  "emergency",
  "maternity",
  "bereavement",
  "other",
] as const;
export const LEAVE_TYPE_LABELS = {
  sick: "Sick",
  vacation: "Vacation",
  personal: "Personal",
  emergency: "Emergency",
  maternity: "Maternity/Paternity",
  bereavement: "Bereavement",
  other: "Other",
} as const satisfies Record<(typeof LEAVE_TYPES)[number], string>;
export const STAFF_STATUSES = ["active", "on_leave", "inactive"] as const;
/** Staff and career postings share one vocabulary (career job types of spec 1 §2.8). */
export const EMPLOYMENT_TYPES = ["full-time", "part-time", "contract", "temporary"] as const;
export const DEFAULT_EMPLOYMENT_TYPE = "full-time";

export const STORE_STATUSES = ["active", "inactive", "maintenance", "closed", "archived"] as const;
export const STORE_STATUS_LABELS = {
  active: "Active",
  inactive: "Inactive",
  maintenance: "Under Maintenance",
  closed: "Closed",
  archived: "Archived",
} as const satisfies Record<(typeof STORE_STATUSES)[number], string>;
export const USER_STATUSES = ["active", "inactive", "suspended"] as const;
export const INDUSTRY_STATUSES = ["active", "inactive"] as const;

/** Stored purchase statuses; `overdue` is derived (purchaseIsOverdue) and never stored. */
export const PURCHASE_STATUSES = ["pending", "approved", "rejected", "paid"] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];
export const PURCHASE_DISPLAY_STATUSES = [...PURCHASE_STATUSES, "overdue"] as const;
export const EXPENSE_STATUSES = ["pending", "approved", "rejected"] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];
/** Open entries are `active` (shown Active / In Progress); closed ones `recorded` (Completed). */
export const TIME_ENTRY_STATUSES = ["active", "recorded"] as const;

export const AUDIT_ACTIONS = [
  "CREATE",
  "UPDATE",
  "DELETE",
  "APPROVE",
  "REJECT",
  "PAY",
  "CLOCK_IN",
  "CLOCK_OUT",
  "LOGIN",
  "LOGOUT",
  "EXPORT",
  "LOGIN_FAILED",
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
] as const;

export const CAREER_STATUSES = ["open", "closed"] as const;
export const CAREER_EMPLOYMENT_TYPES = EMPLOYMENT_TYPES;
export const CAREER_EMPLOYMENT_TYPE_LABELS = {
  "full-time": "Full-time",
  "part-time": "Part-time",
  contract: "Contract",
  temporary: "Temporary",
} as const satisfies Record<(typeof EMPLOYMENT_TYPES)[number], string>;
export const DEFAULT_EXPERIENCE_LEVEL = "mid-level";
/** Suggestions for the posting form; the column is free text with mid-level as default. */
export const EXPERIENCE_LEVELS = ["entry-level", "mid-level", "senior-level", "executive"] as const;

export const REPORT_TYPES = ["daily", "weekly", "monthly", "custom"] as const;
/** Saved report definitions: our own lifecycle, the spec shows a status without values. */
export const REPORT_STATUSES = ["active", "archived"] as const;
export const EXPORT_FORMATS = ["csv", "json", "pdf"] as const;

export const SEARCH_CATEGORIES = [
  "all",
  "users",
  "stores",
  "staff",
  "purchases",
  "expenses",
  "vendors",
  "careers",
  "reports",
  "audit",
] as const;

export const THEMES = ["light", "dark", "auto"] as const;
export const LANGUAGES = ["en", "es", "fr", "de"] as const;
export const CURRENCIES = ["USD", "EUR", "GBP", "CAD"] as const;
export const DATE_FORMATS = ["MM/DD/YYYY", "DD/MM/YYYY", "YYYY-MM-DD"] as const;
export const TIME_FORMATS = ["12h", "24h"] as const;
export const BACKUP_FREQUENCIES = ["hourly", "daily", "weekly", "monthly"] as const;
export const APP_SETTINGS_TIMEZONES = ["EST", "CST", "MST", "PST", "UTC"] as const;
export const PAYMENT_GATEWAYS = ["stripe", "paypal", "square", "disabled"] as const;
export const TOGGLE_STATES = ["enabled", "disabled"] as const;

/** MIME types checked from the file's bytes (PRODUCT.md §5). */
export const ATTACHMENT_MIME_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export const ATTACHMENT_EXTENSIONS = [".pdf", ".jpg", ".jpeg", ".png"] as const;
export const RESUME_MIME_TYPES = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
] as const;
export const RESUME_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;
/** Tables whose records carry attachments (upload-temp and move-temp-files targets). */
export const ATTACHMENT_TABLES = ["purchases", "expenses", "daily_income"] as const;

/** Integration providers offered by application settings (the spec leaves the lists open). */
export const EMAIL_PROVIDERS = ["none", "smtp", "sendgrid", "mailgun", "amazon-ses"] as const;
export const SMS_PROVIDERS = ["none", "twilio", "vonage"] as const;
export const PAYMENT_PROVIDERS = ["none", "stripe", "paypal", "square"] as const;
export const CLOUD_STORAGE_PROVIDERS = ["none", "aws-s3", "google-cloud", "azure", "dropbox"] as const;
