/**
 * Time entries (employee_time_entries). `total_hours` is computed by the server with
 * hoursWorked (overnight rule, minus breaks); `employee_name`/`store_name` are joined.
 * `store_id` is optional: for a staff clock-in the server uses the current store.
 */
import { z } from "zod";
import { CLOCK_IN_FLAGS } from "../schedules/options.ts";
import { date, id, instant, numberBetween, oneOf, optionalText, time } from "../shared/fields.ts";
import { LONG_TEXT_LIMIT } from "../shared/limits.ts";
import { TIME_ENTRY_STATUSES } from "./options.ts";

const fields = {
  // Optional only for a staff clock-in, where the server uses the user's own staff record.
  employee_id: id().optional(),
  store_id: id().nullable().optional(),
  work_date: date("Work date"),
  clock_in_time: time("Clock in time"),
  clock_out_time: time("Clock out time").nullable().optional(),
  break_hours: numberBetween("Break hours", 0, 24).nullable().optional(),
  notes: optionalText("Notes", LONG_TEXT_LIMIT),
};

/**
 * An open entry has no clock_out_time; its status is set by the server. `occurred_at`: when a
 * staff member's own clock-in was made, if their device was offline then (docs/decisions.md,
 * Time entries: late punches); not a column, and read for that clock-in only.
 */
export const ZTimeEntryCreate = z.strictObject({ ...fields, occurred_at: instant("Punch time").optional() });

/**
 * Clock-out sends clock_out_time and status "recorded" (the server derives the stored status).
 * Setting the clock-out of an open entry is a clock-out; with status "recorded" the PATCH is a
 * clock-out even when the entry has closed meanwhile, so the second of two is a 409.
 */
export const ZTimeEntryUpdate = z
  .strictObject({ ...fields, status: oneOf("Status", TIME_ENTRY_STATUSES) })
  .partial();

/** POST /api/time/clock-in: a manager or admin clocks an employee of the store in, at server time. */
export const ZClockInFor = z.strictObject({ employee_id: id(), store_id: id() });

/**
 * POST /api/time/break/start and /break/end: staff for themselves (no employee_id), a manager or
 * admin for an employee of their stores. `paid` (start only): a paid rest break, counted as worked.
 */
export const ZBreakStart = z.strictObject({ employee_id: id().optional(), paid: z.boolean().optional() });
export const ZBreakEnd = z.strictObject({ employee_id: id().optional() });

/** One break of an entry, as the API answers it. */
export const ZEntryBreak = z.object({
  id: z.string(),
  entry_id: z.string(),
  start_time: z.string(),
  end_time: z.string().nullable(),
  paid: z.boolean(),
});
export type TEntryBreak = z.infer<typeof ZEntryBreak>;

/** A published shift of today as the board and the kiosk show it: the store's clock as written. */
export const ZShiftOfToday = z.object({
  id: z.string(),
  shift_date: z.string().describe("the day it starts"),
  start_time: z.string().describe("HH:MM, the store's clock"),
  end_time: z.string().describe("HH:MM, the store's clock; at or before the start: the next day"),
  position: z.string().nullable(),
});

/** GET /api/time/on-shift: who is clocked in now, since when, and on break or not. */
export const ZOnShiftQuery = z.strictObject({ store_id: id().optional() });
export const ZOnShiftPerson = z.object({
  entry_id: z.string(),
  employee_id: z.string(),
  employee_name: z.string(),
  position: z.string().nullable(),
  store_id: z.string().nullable(),
  store_name: z.string().nullable(),
  work_date: z.string(),
  clock_in_time: z.string(),
  /** The running break, if any. */
  on_break: z.object({ start_time: z.string(), paid: z.boolean() }).nullable(),
  shift: ZShiftOfToday.nullable().describe(
    "the published shift this clock-in is measured against, else the person's shift running now or next today; null: none",
  ),
  clock_in_flag: z
    .enum(CLOCK_IN_FLAGS)
    .nullable()
    .describe("late / early beyond the store's tolerance, or on time; null without a shift or for staff"),
  clock_in_minutes: z
    .number()
    .nullable()
    .describe("the clock-in minus the shift's start, in minutes (negative: early); null as the flag"),
});

/** Someone whose published shift of today has started and who has not clocked in for it. */
export const ZNotClockedIn = z.object({
  employee_id: z.string(),
  employee_name: z.string(),
  store_id: z.string(),
  store_name: z.string().nullable(),
  shift: ZShiftOfToday,
  status: z.enum(["due", "no_show"]).describe("no_show: its start plus the store's tolerance has passed"),
  minutes_since_start: z.number(),
});

export const ZOnShift = z.object({
  people: z.array(ZOnShiftPerson),
  not_clocked_in: z
    .array(ZNotClockedIn)
    .describe("today's started published shifts without a clock-in, earliest first; empty for staff"),
});
export type TOnShiftPerson = z.infer<typeof ZOnShiftPerson>;
export type TShiftOfToday = z.infer<typeof ZShiftOfToday>;
export type TOnShift = z.infer<typeof ZOnShift>;
