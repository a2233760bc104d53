/**
 * Store settings (spec 2 §3), saved on the store's `settings` column: only what takes effect
 * (docs/decisions.md, Stores). The security section applies to every session whose current store
 * is the store: a shorter idle timeout, two-factor sign-in, an IP whitelist. The specification's
 * other sections (notifications, operations, integrations, display) changed nothing and are no
 * longer offered: a PUT naming them is refused, and values saved before are not read.
 * ZStoreSettings is the complete object; ZStoreSettingsUpdate changes any of its fields.
 */
import { z } from "zod";
import { MSG } from "../messages.ts";
import { DEFAULT_CLOCK_IN_TOLERANCE_MINUTES, DEFAULT_MIN_REST_HOURS } from "../schedules/options.ts";
import { SETTINGS_BOUNDS } from "../settings/limits.ts";
import { intBetween, numberBetween } from "../shared/fields.ts";

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

/** A section or key that is not offered is refused with words, not the validation library's. */
const notOffered = {
  error: (issue: { code?: string }) =>
    issue.code === "unrecognized_keys" ? MSG.storeSettingNotOffered : undefined,
};

const securityFields = {
  two_factor_auth: z.boolean(),
  session_timeout: intBetween("Session timeout", timeout.min, timeout.max),
  ip_whitelist: ipWhitelist(),
};
const security = z.strictObject(securityFields, notOffered);

/**
 * The store's break rule (issue #30): a shift of at least `break_after_hours` needs unpaid breaks
 * of at least `break_minimum_minutes` in all, or its entry shows a warning; 0 hours: no rule.
 */
const timeFields = {
  break_after_hours: numberBetween("Break required after (hours)", 0, 24),
  break_minimum_minutes: intBetween("Minimum unpaid break (minutes)", 0, 240),
};
const time = z.strictObject(timeFields, notOffered);

/**
 * The store's cash-up (issue #30): a drawer off by more than `variance_tolerance` dollars either
 * way needs a reason and an approval by accounting or an admin.
 */
const cashUpFields = { variance_tolerance: numberBetween("Cash-up variance tolerance", 0, 10_000) };
const cashUp = z.strictObject(cashUpFields, notOffered);

/**
 * The store's labour target (issue #31, item 5): labour cost as a percent of income the store aims
 * to stay under; the month-end pack shows labour % against it. 0: no target.
 */
const labourFields = { target_percent: numberBetween("Labour target (%)", 0, 100) };
const labour = z.strictObject(labourFields, notOffered);

/**
 * The store's approval rule (issue #31, item 1; docs/decisions.md, Approvals): on, a purchase or
 * expense that no admin rule matches waits for one of the store's managers, then the usual
 * approvers. A section of its own: the `operations.require_manager_approval` saved before, when
 * it did nothing, is still not read.
 */
const approvalFields = { require_manager_approval: z.boolean() };
const approval = z.strictObject(approvalFields, notOffered);

/**
 * The store's schedule rules (issue #33, items 2 and 5; docs/decisions.md, Schedules): the rest a
 * person needs between two shifts (less is a warning before the week is published; 0: no rule),
 * and how many minutes a clock-in may be off its shift's start before it is late or early (and a
 * shift without one a no-show).
 */
const scheduleFields = {
  min_rest_hours: numberBetween("Minimum rest between shifts (hours)", 0, 24),
  clock_in_tolerance_minutes: intBetween("Late or early after (minutes)", 0, 240),
};
const schedule = z.strictObject(scheduleFields, notOffered);

// `time`, `cash_up`, `labour` and `schedule` may be left out (a settings object written before it existed): its defaults apply.
export const ZStoreSettings = z.strictObject(
  {
    security,
    time: time.optional(),
    cash_up: cashUp.optional(),
    labour: labour.optional(),
    approval: approval.optional(),
    schedule: schedule.optional(),
  },
  notOffered,
);
export type TStoreSettings = z.infer<typeof ZStoreSettings>;

export const ZStoreSettingsUpdate = z.strictObject(
  {
    security: z.strictObject(securityFields, notOffered).partial().optional(),
    time: z.strictObject(timeFields, notOffered).partial().optional(),
    cash_up: z.strictObject(cashUpFields, notOffered).partial().optional(),
    labour: z.strictObject(labourFields, notOffered).partial().optional(),
    approval: z.strictObject(approvalFields, notOffered).partial().optional(),
    schedule: z.strictObject(scheduleFields, notOffered).partial().optional(),
  },
  notOffered,
);
export type TStoreSettingsUpdate = z.infer<typeof ZStoreSettingsUpdate>;

/** Settings of a store that has never saved any (session timeout 30 per spec 2 §9). */
export const DEFAULT_STORE_SETTINGS = {
  security: { two_factor_auth: false, session_timeout: 30, ip_whitelist: "" },
  // No break rule until the store sets one (rules differ by state and country).
  time: { break_after_hours: 0, break_minimum_minutes: 0 },
  // $5 either way before a cash-up needs a reason and an approval (issue #30).
  cash_up: { variance_tolerance: 5 },
  // No labour target until the store sets one (issue #31, item 5).
  labour: { target_percent: 0 },
  // Off: the admin's approval rules alone decide (issue #31, item 1).
  approval: { require_manager_approval: false },
  // Ten hours between two shifts of one person (issue #33, item 2); a clock-in more than ten
  // minutes off its shift's start is late or early (item 5).
  schedule: {
    min_rest_hours: DEFAULT_MIN_REST_HOURS,
    clock_in_tolerance_minutes: DEFAULT_CLOCK_IN_TOLERANCE_MINUTES,
  },
} as const satisfies TStoreSettings;
