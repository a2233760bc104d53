/**
 * Schedules' requests (docs/decisions.md, Schedules): a shift on the generic front, and the
 * week's, templates', holidays', availability's and swaps' own calls.
 */
import { z } from "zod";
import { date, id, intBetween, optionalText, time } from "../shared/fields.ts";
import { LONG_TEXT_LIMIT } from "../shared/limits.ts";
import { VALIDATION } from "../shared/validation-messages.ts";
import { SCHEDULE_MESSAGES } from "./messages.ts";
import { MAX_TEMPLATE_LINES, SWAP_STATUSES } from "./options.ts";

/** An instant with Z or an offset, or a date and time without one: on the store's clock. */
const moment = (label: string) =>
  z.iso.datetime({ offset: true, local: true, error: VALIDATION.instant(label) });

const breakMinutes = () => intBetween("Unpaid break (minutes)", 0, 720);
const weekday = () => intBetween("Weekday", 1, 7);

const shiftFields = {
  store_id: id().optional(),
  employee_id: id(),
  position: optionalText("Position", 100),
  start_at: moment("Start"),
  end_at: moment("End"),
  shift_date: date("Shift date"),
  start_time: time("Start time"),
  end_time: time("End time"),
  break_minutes: breakMinutes(),
  notes: optionalText("Notes", LONG_TEXT_LIMIT),
};

const INSTANT_FIELDS = ["start_at", "end_at"] as const;
const CLOCK_FIELDS = ["shift_date", "start_time", "end_time"] as const;

/** The times are given in one form, never both (a create gives one form whole). */
function refineTimes(whole: boolean) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const instants = INSTANT_FIELDS.filter((field) => value[field] !== undefined);
    const clock = CLOCK_FIELDS.filter((field) => value[field] !== undefined);
    if (instants.length > 0 && clock.length > 0) {
      ctx.addIssue({ code: "custom", message: SCHEDULE_MESSAGES.shiftTimesMixed, path: [clock[0] ?? "_"] });
      return;
    }
    if (!whole) return;
    const given = instants.length > 0 ? INSTANT_FIELDS : CLOCK_FIELDS;
    const missing = given.filter((field) => value[field] === undefined);
    if (missing.length > 0)
      ctx.addIssue({
        code: "custom",
        message: SCHEDULE_MESSAGES.shiftTimesRequired,
        path: [missing[0] ?? "_"],
      });
  };
}

/**
 * POST /api/rest/v1/shifts: an employee of the store, and the start and end as instants or on the
 * store's clock. The store defaults to the employee's; the position to the employee's; a new
 * shift is a draft.
 */
export const ZShiftCreate = z
  .strictObject({
    ...shiftFields,
    start_at: shiftFields.start_at.optional(),
    end_at: shiftFields.end_at.optional(),
    shift_date: shiftFields.shift_date.optional(),
    start_time: shiftFields.start_time.optional(),
    end_time: shiftFields.end_time.optional(),
    break_minutes: breakMinutes().optional(),
  })
  .superRefine(refineTimes(true));

/** PATCH: any field; the times in one form (the others of that form are kept). */
export const ZShiftUpdate = z.strictObject(shiftFields).partial().superRefine(refineTimes(false));

/** A store and the first day of a week (7 days from it; the screens start weeks on Monday). */
export const ZScheduleWeekQuery = z.strictObject({ store_id: id(), week_start: date("Week start") });
export type TScheduleWeekQuery = z.infer<typeof ZScheduleWeekQuery>;

/** POST /api/schedules/publish: the week's drafts of the store. */
export const ZSchedulePublish = z.strictObject({ store_id: id(), week_start: date("Week start") });
export type TSchedulePublish = z.infer<typeof ZSchedulePublish>;

/** POST /api/schedules/copy-week: every shift of one week to the same days of another, as drafts. */
export const ZScheduleCopyWeek = z
  .strictObject({
    store_id: id(),
    from_week_start: date("Week to copy"),
    to_week_start: date("Week to copy to"),
  })
  .superRefine((value, ctx) => {
    if (value.from_week_start === value.to_week_start)
      ctx.addIssue({ code: "custom", message: SCHEDULE_MESSAGES.scheduleWeeksSame, path: ["to_week_start"] });
  });
export type TScheduleCopyWeek = z.infer<typeof ZScheduleCopyWeek>;

/** GET /api/schedules/templates, /holidays, /availability and /api/shift-swaps: one store. */
export const ZScheduleStoreQuery = z.strictObject({ store_id: id() });

const ZTemplateLine = z.strictObject({
  employee_id: id(),
  position: optionalText("Position", 100),
  start_time: time("Start time"),
  end_time: time("End time"),
  break_minutes: breakMinutes().optional(),
  notes: optionalText("Notes", LONG_TEXT_LIMIT),
});

/** PUT /api/schedules/templates: a weekday's usual shifts, replacing that weekday's. */
export const ZScheduleTemplatesSave = z.strictObject({
  store_id: id(),
  weekday: weekday(),
  lines: z.array(ZTemplateLine).max(MAX_TEMPLATE_LINES, VALIDATION.maxItems("Shifts", MAX_TEMPLATE_LINES)),
});
export type TScheduleTemplatesSave = z.infer<typeof ZScheduleTemplatesSave>;

/** POST /api/schedules/apply-templates: the templates of the weekdays given (every weekday by default) to a week. */
export const ZScheduleApplyTemplates = z.strictObject({
  store_id: id(),
  week_start: date("Week start"),
  weekdays: z.array(weekday()).max(7).optional(),
});
export type TScheduleApplyTemplates = z.infer<typeof ZScheduleApplyTemplates>;

/** GET /api/schedules/holidays: a store's holidays, within the dates when given. */
export const ZScheduleHolidaysQuery = z.strictObject({
  store_id: id(),
  from: date("From date").optional(),
  to: date("To date").optional(),
});
export type TScheduleHolidaysQuery = z.infer<typeof ZScheduleHolidaysQuery>;

/** POST /api/schedules/holidays: a day of a store left out of the forecast. */
export const ZScheduleHolidayCreate = z.strictObject({
  store_id: id(),
  date: date("Date"),
  name: optionalText("Name", 100),
});
export type TScheduleHolidayCreate = z.infer<typeof ZScheduleHolidayCreate>;

const ZAvailabilityDay = z
  .strictObject({
    weekday: weekday(),
    available: z.boolean({ error: VALIDATION.trueOrFalse("Available") }),
    from_time: time("Available from").nullable().optional(),
    to_time: time("Available to").nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.from_time == null) !== (value.to_time == null))
      ctx.addIssue({ code: "custom", message: SCHEDULE_MESSAGES.availabilityTimesBoth, path: ["to_time"] });
  });

/** GET /api/schedules/availability: the store's employees (staff: their own record). */
export const ZAvailabilityQuery = z.strictObject({ store_id: id().optional() });
export type TAvailabilityQuery = z.infer<typeof ZAvailabilityQuery>;

/** PUT /api/schedules/availability: an employee's weekdays given (staff: their own, no employee_id). */
export const ZAvailabilitySave = z
  .strictObject({
    employee_id: id().optional(),
    days: z
      .array(ZAvailabilityDay)
      .min(1, VALIDATION.minItems("Days", 1))
      .max(7, VALIDATION.maxItems("Days", 7)),
  })
  .superRefine((value, ctx) => {
    const weekdays = value.days.map((day) => day.weekday);
    if (new Set(weekdays).size !== weekdays.length)
      ctx.addIssue({ code: "custom", message: SCHEDULE_MESSAGES.availabilityWeekdayTwice, path: ["days"] });
  });
export type TAvailabilitySave = z.infer<typeof ZAvailabilitySave>;

/** POST /api/shifts/{id}/swap: to a named colleague, or to anyone of the store and position. */
export const ZShiftSwapOffer = z.strictObject({
  to_employee_id: id().nullable().optional(),
  note: optionalText("Note", 500),
});
export type TShiftSwapOffer = z.infer<typeof ZShiftSwapOffer>;

/** POST /api/shift-swaps/{id}/decline (and the other steps, which take no body or a note). */
export const ZShiftSwapStep = z.strictObject({ reason: optionalText("Reason", 500) });
export type TShiftSwapStep = z.infer<typeof ZShiftSwapStep>;

/** GET /api/shift-swaps: a store's swaps (the caller's stores when none), newest first. */
export const ZShiftSwapsQuery = z.strictObject({
  store_id: id().optional(),
  status: z.enum(SWAP_STATUSES, { error: VALIDATION.oneOf("Status", SWAP_STATUSES) }).optional(),
});
export type TShiftSwapsQuery = z.infer<typeof ZShiftSwapsQuery>;

/** A record id in the path. */
export const ZScheduleIdParams = z.strictObject({ id: id() });
