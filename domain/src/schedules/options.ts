/**
 * Closed lists and defaults of schedules (docs/decisions.md, Schedules): the statuses of a shift
 * and of a swap, the warnings a week may carry, and the numbers the rules use.
 */

/** A shift is a draft until its week is published; a published shift stays published when changed. */
export const SHIFT_STATUSES = ["draft", "published"] as const;

/** offered → accepted (by a colleague) → approved (by a manager), or declined / cancelled on the way. */
export const SWAP_STATUSES = ["offered", "accepted", "approved", "declined", "cancelled"] as const;
export type SwapStatus = (typeof SWAP_STATUSES)[number];

/** The steps of a swap after its offer, each a route: POST /api/shift-swaps/{id}/{action}. */
export const SWAP_ACTIONS = ["accept", "approve", "decline", "cancel"] as const;
export type SwapAction = (typeof SWAP_ACTIONS)[number];

/** What the week view warns of before publishing. */
export const SCHEDULE_WARNINGS = [
  "over_target",
  "overtime",
  "short_rest",
  "on_leave",
  "unavailable",
  "overlap",
] as const;
export type ScheduleWarningKind = (typeof SCHEDULE_WARNINGS)[number];

/** The labels of the statuses, for optionLabel. */
export const SCHEDULE_STATUS_LABELS = {
  published: "Published",
  offered: "Offered",
  accepted: "Accepted",
  declined: "Declined",
  cancelled: "Cancelled",
} as const;

/** Projected takings average the same weekday over this many weeks before the planned week. */
export const FORECAST_WEEKS = 8;
/** The rest a person needs between two shifts unless the store says otherwise (store settings `schedule.min_rest_hours`). */
export const DEFAULT_MIN_REST_HOURS = 10;
/**
 * A clock-in more than this many minutes after its shift's start is late, more than this many
 * before it early, unless the store says otherwise (store settings
 * `schedule.clock_in_tolerance_minutes`); a shift this long past its start without a clock-in is a
 * no-show.
 */
export const DEFAULT_CLOCK_IN_TOLERANCE_MINUTES = 10;
/** A clock-in from this many minutes before a shift's start up to its end is measured against it. */
export const CLOCK_IN_WINDOW_MINUTES = 240;
/** A clock-in against its shift's start (docs/decisions.md, Schedules: plan against actual). */
export const CLOCK_IN_FLAGS = ["late", "early", "on_time"] as const;
export type ClockInFlag = (typeof CLOCK_IN_FLAGS)[number];
/**
 * A published shift against the clock: its clock-in's flag; `no_show` (its start plus the
 * tolerance passed without one), `due` (started, still within the tolerance) or `upcoming`.
 */
export const SHIFT_ATTENDANCE = [...CLOCK_IN_FLAGS, "no_show", "due", "upcoming"] as const;
export type ShiftAttendance = (typeof SHIFT_ATTENDANCE)[number];
/** The longest shift, in hours. */
export const MAX_SHIFT_HOURS = 24;
/** At most this many template lines on one weekday, and shifts copied or published at once per week. */
export const MAX_TEMPLATE_LINES = 60;
/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
