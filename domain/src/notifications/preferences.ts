import { z } from "zod";

/**
 * The events that notify someone (issue #31, docs/decisions.md, Notifications), in the order the
 * profile lists them: a step waiting for you (a purchase or expense to approve), your record
 * rejected, a cash-up variance to approve, a store's takings not entered by its closing time, a
 * payroll period ready to approve, your shifts published or changed (issue #33), a shift swap
 * that concerns you (offered to you, accepted, waiting for your approval, decided).
 */
export const NOTIFICATION_EVENTS = [
  "step_waiting",
  "record_rejected",
  "cash_up_variance",
  "takings_missing",
  "payroll_ready",
  "shifts_published",
  "shift_swap",
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/**
 * Where a person wants an event: the bell of the top bar, an email at once, one email a day with
 * the day's events (the daily digest), or nowhere. Without an SMTP server configured, email and
 * digest ring the bell instead.
 */
export const NOTIFICATION_CHANNELS = ["bell", "email", "digest", "off"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Everyone's channel until they choose another. */
export const DEFAULT_NOTIFICATION_CHANNEL: NotificationChannel = "bell";

const channel = z.enum(NOTIFICATION_CHANNELS);

/** GET/PUT /api/notifications/preferences: the caller's channel for every event. */
export const ZNotificationPreferences = z
  .object(
    Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, channel])) as Record<
      NotificationEvent,
      typeof channel
    >,
  )
  .describe("The caller's channel for each event: bell, email, digest (one email a day) or off.");
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;

/** PUT /api/notifications/preferences: the events to change; the others keep their channel. */
export const ZNotificationPreferencesUpdate = ZNotificationPreferences.partial().strict();

/** Every event on its default channel. */
export const DEFAULT_NOTIFICATION_PREFERENCES = Object.fromEntries(
  NOTIFICATION_EVENTS.map((event) => [event, DEFAULT_NOTIFICATION_CHANNEL]),
) as TNotificationPreferences;
