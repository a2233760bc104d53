/** Bounds of the numbers the settings screens take. */
export const SETTINGS_BOUNDS = {
  passwordMinLength: { min: 6, max: 20 },
  passwordExpiryDays: { min: 30, max: 365 },
  sessionTimeoutMinutes: { min: 5, max: 480 },
  maxConcurrentSessions: { min: 1, max: 10 },
  rememberMeDays: { min: 1, max: 90 },
  logRetentionDays: { min: 30, max: 2555 },
  apiRateLimitPerHour: { min: 100, max: 10_000 },
  maxFileSizeMb: { min: 1, max: 100 },
  sessionDurationHours: { min: 1, max: 168 },
} as const;
