/**
 * Store settings (spec 2 §3), saved on the store's `settings` column. ZStoreSettings is the
 * complete object; ZStoreSettingsUpdate changes any section fields without touching the rest.
 */
import { z } from "zod";
import { SETTINGS_BOUNDS } from "../settings/limits.ts";
import {
  BACKUP_FREQUENCIES,
  CURRENCIES,
  DATE_FORMATS,
  LANGUAGES,
  PAYMENT_GATEWAYS,
  THEMES,
  TIME_FORMATS,
  TOGGLE_STATES,
} from "../settings/options.ts";
import { intBetween, oneOf } from "../shared/fields.ts";

const IP_ENTRY = /^[0-9A-Fa-f:.]+(\/\d{1,3})?$/;

/** A comma-separated list of IP addresses or CIDR ranges; "" allows every address. */
export const ipWhitelist = () =>
  z
    .string()
    .trim()
    .max(2000)
    .refine(
      (text) => text.split(",").every((entry) => entry.trim() === "" || IP_ENTRY.test(entry.trim())),
      "IP whitelist must be a comma-separated list of IP addresses.",
    );

const { sessionTimeoutMinutes: timeout } = SETTINGS_BOUNDS;

const notifications = z.strictObject({
  email_alerts: z.boolean(),
  sms_alerts: z.boolean(),
  low_inventory_alert: z.boolean(),
  sales_target_alert: z.boolean(),
  staff_schedule_alert: z.boolean(),
});
const operations = z.strictObject({
  auto_backup: z.boolean(),
  backup_frequency: oneOf("Backup frequency", BACKUP_FREQUENCIES),
  maintenance_mode: z.boolean(),
  allow_online_orders: z.boolean(),
  require_manager_approval: z.boolean(),
});
const security = z.strictObject({
  two_factor_auth: z.boolean(),
  session_timeout: intBetween("Session timeout", timeout.min, timeout.max),
  ip_whitelist: ipWhitelist(),
  audit_logging: z.boolean(),
  data_encryption: z.boolean(),
});
const integrations = z.strictObject({
  pos_system: oneOf("POS system", TOGGLE_STATES),
  payment_gateway: oneOf("Payment gateway", PAYMENT_GATEWAYS),
  inventory_system: oneOf("Inventory system", TOGGLE_STATES),
  crm_system: oneOf("CRM system", TOGGLE_STATES),
  analytics_tracking: z.boolean(),
});
const display = z.strictObject({
  theme: oneOf("Theme", THEMES),
  language: oneOf("Language", LANGUAGES),
  currency: oneOf("Currency", CURRENCIES),
  date_format: oneOf("Date format", DATE_FORMATS),
  time_format: oneOf("Time format", TIME_FORMATS),
});

export const ZStoreSettings = z.strictObject({ notifications, operations, security, integrations, display });
export type TStoreSettings = z.infer<typeof ZStoreSettings>;

export const ZStoreSettingsUpdate = z.strictObject({
  notifications: notifications.partial().optional(),
  operations: operations.partial().optional(),
  security: security.partial().optional(),
  integrations: integrations.partial().optional(),
  display: display.partial().optional(),
});
export type TStoreSettingsUpdate = z.infer<typeof ZStoreSettingsUpdate>;

/** Settings of a store that has never saved any (session timeout 30 per spec 2 §9). */
export const DEFAULT_STORE_SETTINGS = {
  notifications: {
    email_alerts: true,
    sms_alerts: false,
    low_inventory_alert: true,
    sales_target_alert: true,
    staff_schedule_alert: true,
  },
  operations: {
    auto_backup: true,
    backup_frequency: "daily",
    maintenance_mode: false,
    allow_online_orders: false,
    require_manager_approval: false,
  },
  security: {
    two_factor_auth: false,
    session_timeout: 30,
    ip_whitelist: "",
    audit_logging: true,
    data_encryption: true,
  },
  integrations: {
    pos_system: "disabled",
    payment_gateway: "disabled",
    inventory_system: "disabled",
    crm_system: "disabled",
    analytics_tracking: false,
  },
  display: { theme: "light", language: "en", currency: "USD", date_format: "MM/DD/YYYY", time_format: "12h" },
} as const satisfies TStoreSettings;
