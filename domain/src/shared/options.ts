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
