/**
 * Application settings (spec 3 §3, bounds §5, defaults §9) and the user policy settings of the
 * users screen. Store settings are in store-settings.ts. Each has a complete schema, a partial
 * update schema (sections and fields optional, no defaults injected) and DEFAULT_* values.
 */
import { z } from "zod";
import type { Role } from "../access/roles.ts";
import { SETTINGS_BOUNDS as B } from "../settings/limits.ts";
import {
  APP_SETTINGS_TIMEZONES,
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
} from "../settings/options.ts";
import { intBetween, oneOf } from "../shared/fields.ts";
import { ipWhitelist } from "./store-settings.ts";

export * from "./store-settings.ts";

const range = (label: string, bounds: { min: number; max: number }) =>
  intBetween(label, bounds.min, bounds.max);

const general = z.strictObject({
  language: oneOf("Language", LANGUAGES),
  timezone: oneOf("Time zone", APP_SETTINGS_TIMEZONES),
  date_format: oneOf("Date format", DATE_FORMATS),
  time_format: oneOf("Time format", TIME_FORMATS),
  currency: oneOf("Currency", CURRENCIES),
  theme: oneOf("Theme", THEMES),
});
const notifications = z.strictObject({
  email_notifications: z.boolean(),
  sms_notifications: z.boolean(),
  push_notifications: z.boolean(),
  daily_reports: z.boolean(),
  weekly_reports: z.boolean(),
  security_alerts: z.boolean(),
  system_updates: z.boolean(),
});
const security = z.strictObject({
  two_factor_auth: z.boolean(),
  session_timeout: range("Session timeout", B.sessionTimeoutMinutes),
  login_alerts: z.boolean(),
  password_expiry: range("Password expiry", B.passwordExpiryDays),
  ip_whitelist: ipWhitelist(),
  device_tracking: z.boolean(),
});
const integrations = z.strictObject({
  email_provider: oneOf("Email provider", EMAIL_PROVIDERS),
  sms_provider: oneOf("SMS provider", SMS_PROVIDERS),
  payment_provider: oneOf("Payment provider", PAYMENT_PROVIDERS),
  cloud_storage_provider: oneOf("Cloud storage provider", CLOUD_STORAGE_PROVIDERS),
  analytics: z.boolean(),
  slack: z.boolean(),
});
const system = z.strictObject({
  auto_backup: z.boolean(),
  backup_frequency: oneOf("Backup frequency", BACKUP_FREQUENCIES),
  maintenance_mode: z.boolean(),
  debug_mode: z.boolean(),
  api_rate_limit: range("API rate limit", B.apiRateLimitPerHour),
  max_file_size_mb: range("Max file size", B.maxFileSizeMb),
  session_duration_hours: range("Session duration", B.sessionDurationHours),
  audit_logging: z.boolean(),
});

export const ZAppSettings = z.strictObject({ general, notifications, security, integrations, system });
export type TAppSettings = z.infer<typeof ZAppSettings>;

export const DEFAULT_APP_SETTINGS = {
  general: {
    language: "en",
    timezone: "UTC",
    date_format: "MM/DD/YYYY",
    time_format: "12h",
    currency: "USD",
    theme: "light",
  },
  notifications: {
    email_notifications: true,
    sms_notifications: false,
    push_notifications: true,
    daily_reports: false,
    weekly_reports: true,
    security_alerts: true,
    system_updates: true,
  },
  security: {
    two_factor_auth: false,
    session_timeout: 30,
    login_alerts: true,
    password_expiry: 90,
    ip_whitelist: "",
    device_tracking: true,
  },
  integrations: {
    email_provider: "none",
    sms_provider: "none",
    payment_provider: "none",
    cloud_storage_provider: "none",
    analytics: false,
    slack: false,
  },
  system: {
    auto_backup: true,
    backup_frequency: "daily",
    maintenance_mode: false,
    debug_mode: false,
    api_rate_limit: 1000,
    max_file_size_mb: 10,
    session_duration_hours: 24,
    audit_logging: true,
  },
} as const satisfies TAppSettings;

const passwordPolicy = z.strictObject({
  min_length: range("Minimum password length", B.passwordMinLength),
  require_uppercase: z.boolean(),
  require_numbers: z.boolean(),
  require_special: z.boolean(),
  expiry_days: range("Password expiry", B.passwordExpiryDays),
});
const sessions = z.strictObject({
  timeout_minutes: range("Session timeout", B.sessionTimeoutMinutes),
  max_concurrent: range("Maximum concurrent sessions", B.maxConcurrentSessions),
  remember_me_days: range("Remember me", B.rememberMeDays),
});
const audit = z.strictObject({
  log_user_actions: z.boolean(),
  log_data_changes: z.boolean(),
  retention_days: range("Log retention", B.logRetentionDays),
});
const policyNotifications = z.strictObject({
  email_alerts: z.boolean(),
  system_maintenance: z.boolean(),
  security_alerts: z.boolean(),
});

export const ZPasswordPolicy = passwordPolicy;
export type TPasswordPolicy = z.infer<typeof ZPasswordPolicy>;

export const ZUserPolicySettings = z.strictObject({
  password_policy: passwordPolicy,
  sessions,
  audit,
  notifications: policyNotifications,
});
export type TUserPolicySettings = z.infer<typeof ZUserPolicySettings>;

export const ZUserPolicySettingsUpdate = z.strictObject({
  password_policy: passwordPolicy.partial().optional(),
  sessions: sessions.partial().optional(),
  audit: audit.partial().optional(),
  notifications: policyNotifications.partial().optional(),
});

export const DEFAULT_USER_POLICY_SETTINGS = {
  password_policy: {
    min_length: 8,
    require_uppercase: true,
    require_numbers: true,
    require_special: false,
    expiry_days: 90,
  },
  sessions: { timeout_minutes: 30, max_concurrent: 3, remember_me_days: 30 },
  audit: { log_user_actions: true, log_data_changes: true, retention_days: 365 },
  notifications: { email_alerts: true, system_maintenance: true, security_alerts: true },
} as const satisfies TUserPolicySettings;

/** Profile Privacy Controls (the caller's own, saved with their general and notification settings). */
const privacy = z.strictObject({
  profile_visible: z.boolean(),
  show_activity_status: z.boolean(),
  share_usage_data: z.boolean(),
});
export const DEFAULT_PRIVACY_SETTINGS = {
  profile_visible: true,
  show_activity_status: true,
  share_usage_data: false,
} as const satisfies z.infer<typeof privacy>;

/** Sections of GET/PUT /api/settings (docs/decisions.md, API contract: general rules): `own` ones are each caller's; the rest organisation-wide. */
export const SETTINGS_SECTIONS = [
  "general",
  "notifications",
  "privacy",
  "security",
  "integrations",
  "system",
  "user_policy",
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];
export const OWN_SETTINGS_SECTIONS = ["general", "notifications", "privacy"] as const;

/** Who reads each organisation-wide section (own sections: everyone). */
export const SETTINGS_READERS: Record<SettingsSection, readonly Role[] | "all"> = {
  general: "all",
  notifications: "all",
  privacy: "all",
  security: ["admin", "accounting", "staff"],
  integrations: ["admin", "accounting"],
  system: ["admin"],
  user_policy: ["admin"],
};
/** Who writes each organisation-wide section (own sections: everyone). */
export const SETTINGS_WRITERS: Record<SettingsSection, readonly Role[] | "all"> = {
  ...SETTINGS_READERS,
  security: ["admin"],
};

export const mayReadSettings = (role: Role, section: SettingsSection): boolean => {
  const readers = SETTINGS_READERS[section];
  return readers === "all" || readers.includes(role);
};
export const mayWriteSettings = (role: Role, section: SettingsSection): boolean => {
  const writers = SETTINGS_WRITERS[section];
  return writers === "all" || writers.includes(role);
};

/** The partial body of PUT /api/settings/{section}: the keys given are merged over the saved ones. */
export const SETTINGS_SECTION_UPDATES = {
  general: general.partial(),
  notifications: notifications.partial(),
  privacy: privacy.partial(),
  security: security.partial(),
  integrations: integrations.partial(),
  system: system.partial(),
  user_policy: ZUserPolicySettingsUpdate,
} as const;

export const ZPrivacySettings = privacy;
