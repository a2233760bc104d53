/** Option lists shared by several modules: time zones, payment types, employment types, file types, settings choices. */
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

/** Staff and career postings share one vocabulary (career job types of spec 1 §2.8). */
export const EMPLOYMENT_TYPES = ["full-time", "part-time", "contract", "temporary"] as const;

export const DEFAULT_EMPLOYMENT_TYPE = "full-time";

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
