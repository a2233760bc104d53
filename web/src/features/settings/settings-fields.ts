import {
  APP_SETTINGS_TIMEZONES,
  SETTINGS_BOUNDS as B,
  BACKUP_FREQUENCIES,
  CLOUD_STORAGE_PROVIDERS,
  CURRENCIES,
  DATE_FORMATS,
  EMAIL_PROVIDERS,
  LANGUAGES,
  PAYMENT_PROVIDERS,
  SMS_PROVIDERS,
  THEMES,
  TIME_FORMATS,
  ZAppSettings,
} from "@storeops/domain";

export type FieldSpec =
  | { key: string; kind: "switch" }
  | { key: string; kind: "select"; options: readonly string[] }
  | { key: string; kind: "number"; min: number; max: number; unit: string }
  | { key: string; kind: "text" };

/** The application settings tabs (spec 3 §3), in order, each with its fields and the spec's bounds. */
export const TABS: ReadonlyArray<{ section: string; fields: readonly FieldSpec[] }> = [
  {
    section: "general",
    fields: [
      { key: "language", kind: "select", options: LANGUAGES },
      { key: "timezone", kind: "select", options: APP_SETTINGS_TIMEZONES },
      { key: "date_format", kind: "select", options: DATE_FORMATS },
      { key: "time_format", kind: "select", options: TIME_FORMATS },
      { key: "currency", kind: "select", options: CURRENCIES },
      { key: "theme", kind: "select", options: THEMES },
    ],
  },
  {
    section: "notifications",
    fields: Object.keys(ZAppSettings.shape.notifications.shape).map((key) => ({
      key,
      kind: "switch" as const,
    })),
  },
  {
    section: "security",
    fields: [
      { key: "two_factor_auth", kind: "switch" },
      { key: "session_timeout", kind: "number", ...B.sessionTimeoutMinutes, unit: "minutes" },
      { key: "login_alerts", kind: "switch" },
      { key: "password_expiry", kind: "number", ...B.passwordExpiryDays, unit: "days" },
      { key: "ip_whitelist", kind: "text" },
      { key: "device_tracking", kind: "switch" },
    ],
  },
  {
    section: "integrations",
    fields: [
      { key: "email_provider", kind: "select", options: EMAIL_PROVIDERS },
      { key: "sms_provider", kind: "select", options: SMS_PROVIDERS },
      { key: "payment_provider", kind: "select", options: PAYMENT_PROVIDERS },
      { key: "cloud_storage_provider", kind: "select", options: CLOUD_STORAGE_PROVIDERS },
      { key: "analytics", kind: "switch" },
      { key: "slack", kind: "switch" },
    ],
  },
  {
    section: "system",
    fields: [
      { key: "auto_backup", kind: "switch" },
      { key: "backup_frequency", kind: "select", options: BACKUP_FREQUENCIES },
      { key: "maintenance_mode", kind: "switch" },
      { key: "debug_mode", kind: "switch" },
      { key: "api_rate_limit", kind: "number", ...B.apiRateLimitPerHour, unit: "perHour" },
      { key: "max_file_size_mb", kind: "number", ...B.maxFileSizeMb, unit: "mb" },
      { key: "session_duration_hours", kind: "number", ...B.sessionDurationHours, unit: "hours" },
      { key: "audit_logging", kind: "switch" },
    ],
  },
];

/**
 * Integrations this product has no connector for: a provider chosen (not "none") or a switch
 * turned on is recorded and shown as not connected, never as working.
 */
export const chosenIntegration = (section: string, value: unknown) =>
  section === "integrations" && value !== "none" && value !== false && value !== undefined;
