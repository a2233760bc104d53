/** Closed option lists of the settings screens: what the API accepts and the web offers in its selects. */
export const THEMES = ["light", "dark", "auto"] as const;

/** The languages the product has a complete translation for (shared/translation.ts): offer only those. */
export { APP_LANGUAGES as LANGUAGES } from "../shared/translation.ts";

export const CURRENCIES = ["USD", "EUR", "GBP", "CAD"] as const;

export const DATE_FORMATS = ["MM/DD/YYYY", "DD/MM/YYYY", "YYYY-MM-DD"] as const;

export const TIME_FORMATS = ["12h", "24h"] as const;

export const BACKUP_FREQUENCIES = ["hourly", "daily", "weekly", "monthly"] as const;

export const APP_SETTINGS_TIMEZONES = ["EST", "CST", "MST", "PST", "UTC"] as const;

/** Integration providers offered by application settings (the spec leaves the lists open). */
export const EMAIL_PROVIDERS = ["none", "smtp", "sendgrid", "mailgun", "amazon-ses"] as const;

export const SMS_PROVIDERS = ["none", "twilio", "vonage"] as const;

export const PAYMENT_PROVIDERS = ["none", "stripe", "paypal", "square"] as const;

export const CLOUD_STORAGE_PROVIDERS = ["none", "aws-s3", "google-cloud", "azure", "dropbox"] as const;
