/** The answers of the schedules' own calls (docs/decisions.md, Schedules). Money in dollars. */
import { z } from "zod";
import { rowSchema } from "../rows.ts";
import { SCHEDULE_WARNINGS, SWAP_ACTIONS, SWAP_STATUSES } from "./options.ts";

/** A shift as the generic front presents it, with what the caller may do to it. */
export const ZScheduleShift = rowSchema("shifts").extend({
  allowed_actions: z.array(z.string()).optional(),
});

const ZForecast = z.object({
  projected_takings: z
    .number()
    .describe("dollars: the same weekday's average daily income over the 8 weeks before"),
  labour_cost: z
    .number()
    .describe("dollars: scheduled hours at each employee's wage, overtime and salaries included"),
  labour_percent: z
    .number()
    .describe("labour cost / projected takings × 100, two decimals; 0 without takings"),
  over_target: z.boolean().describe("above the store's labour target (never when the store has none)"),
});

const ZDayForecast = ZForecast.extend({
  averaged_dates: z.array(z.string()).describe("the days whose income was averaged, newest first"),
  left_out: z
    .array(z.object({ date: z.string(), reason: z.enum(["holiday", "no_income"]) }))
    .describe("the days of the 8 weeks not averaged, and why"),
});

export const ZScheduleWarning = z.object({
  kind: z.enum(SCHEDULE_WARNINGS),
  date: z.string().nullable().describe("the day it is about; null for the whole week"),
  shift_id: z.string().nullable(),
  employee_id: z.string().nullable(),
  other_shift_id: z.string().nullable().describe("the other shift of an overlap or a short rest"),
  value: z.number().nullable().describe("labour %, the workweek's hours, or the hours of rest"),
  limit: z.number().nullable().describe("the store's target, the overtime threshold, or the minimum rest"),
  message: z.string(),
});

/** GET /api/schedules/week: a store's week with its forecast, warnings and history. */
export const ZScheduleWeek = z.object({
  store: z.object({ id: z.string(), name: z.string(), code: z.string().nullable(), timezone: z.string() }),
  week_start: z.string(),
  week_end: z.string(),
  counts: z.object({ draft: z.number(), published: z.number() }),
  rules: z.object({
    labour_target_percent: z.number().describe("the store's labour target; 0: none"),
    min_rest_hours: z.number(),
    overtime_weekly_hours: z.number(),
    overtime_multiplier: z.number(),
  }),
  shifts: z.array(ZScheduleShift).describe("staff: the published shifts only"),
  days: z.array(
    z.object({
      date: z.string(),
      weekday: z.number().describe("1 Monday … 7 Sunday"),
      holiday: z.object({ id: z.string(), name: z.string() }).nullable(),
      shift_count: z.number(),
      hours: z.number(),
      forecast: ZDayForecast.nullable().describe("null for staff"),
    }),
  ),
  week: z.object({
    shift_count: z.number(),
    hours: z.number(),
    forecast: ZForecast.nullable().describe("null for staff"),
  }),
  employees: z.array(
    z.object({
      employee_id: z.string(),
      name: z.string(),
      position: z.string().nullable(),
      status: z.string().nullable(),
      hours: z.number(),
      overtime_hours: z.number(),
      pay: z
        .enum(["hourly", "monthly"])
        .nullable()
        .describe("null: no wage recorded (its hours cost nothing)"),
      labour_cost: z.number().nullable().describe("dollars; only for those who read wages (admins)"),
    }),
  ),
  warnings: z.array(ZScheduleWarning).describe("none for staff"),
  history: z
    .array(
      z.object({
        id: z.string(),
        at: z.string(),
        action: z.enum(["published", "changed", "removed", "swapped"]),
        shift_id: z.string(),
        shift_date: z.string(),
        employee_id: z.string().nullable(),
        employee_name: z.string().nullable(),
        user_name: z.string().nullable(),
        changes: z.record(z.string(), z.unknown()).nullable(),
      }),
    )
    .describe("what happened to the week's published shifts, newest first; none for staff"),
});
export type TScheduleWeek = z.infer<typeof ZScheduleWeek>;

/** POST /api/schedules/publish. */
export const ZSchedulePublished = z.object({
  store_id: z.string(),
  week_start: z.string(),
  week_end: z.string(),
  published: z.number().describe("draft shifts now published"),
  notified: z.number().describe("employees told of their shifts"),
});
export type TSchedulePublished = z.infer<typeof ZSchedulePublished>;

/** POST /api/schedules/copy-week and /apply-templates: the drafts made and what was left out. */
export const ZScheduleFilled = z.object({
  created: z.number(),
  skipped: z.array(
    z.object({
      date: z.string(),
      employee_id: z.string(),
      reason: z
        .enum(["already_planned", "employee_inactive"])
        .describe("a shift of that person already starts then, or they are no longer active"),
    }),
  ),
});
export type TScheduleFilled = z.infer<typeof ZScheduleFilled>;

export const ZShiftTemplate = z.object({
  id: z.string(),
  weekday: z.number(),
  employee_id: z.string(),
  employee_name: z.string().nullable(),
  position: z.string().nullable(),
  start_time: z.string(),
  end_time: z.string(),
  break_minutes: z.number(),
  notes: z.string().nullable(),
});

/** GET|PUT /api/schedules/templates: a store's templates, by weekday then start. */
export const ZScheduleTemplates = z.object({ store_id: z.string(), templates: z.array(ZShiftTemplate) });
export type TScheduleTemplates = z.infer<typeof ZScheduleTemplates>;

export const ZScheduleHoliday = z.object({
  id: z.string(),
  store_id: z.string(),
  date: z.string(),
  name: z.string(),
});
export type TScheduleHoliday = z.infer<typeof ZScheduleHoliday>;
export const ZScheduleHolidays = z.object({ holidays: z.array(ZScheduleHoliday) });
export type TScheduleHolidays = z.infer<typeof ZScheduleHolidays>;

/** GET|PUT /api/schedules/availability: every weekday of each employee (a weekday never given: available). */
export const ZAvailability = z.object({
  employees: z.array(
    z.object({
      employee_id: z.string(),
      name: z.string(),
      position: z.string().nullable(),
      store_id: z.string(),
      days: z.array(
        z.object({
          weekday: z.number(),
          available: z.boolean(),
          from_time: z.string().nullable(),
          to_time: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type TAvailability = z.infer<typeof ZAvailability>;

export const ZShiftSwap = z.object({
  id: z.string(),
  store_id: z.string(),
  shift_id: z.string(),
  shift: z.object({
    shift_date: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    start_at: z.string(),
    end_at: z.string(),
    position: z.string().nullable(),
    hours: z.number(),
  }),
  from_employee_id: z.string(),
  from_employee_name: z.string().nullable(),
  to_employee_id: z
    .string()
    .nullable()
    .describe("offered to (null: anyone of the position), or who accepted"),
  to_employee_name: z.string().nullable(),
  status: z.enum(SWAP_STATUSES),
  note: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  accepted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  allowed_actions: z.array(z.enum(SWAP_ACTIONS)).describe("the steps the caller may take now"),
});
export type TShiftSwap = z.infer<typeof ZShiftSwap>;
export const ZShiftSwaps = z.object({ swaps: z.array(ZShiftSwap) });
export type TShiftSwaps = z.infer<typeof ZShiftSwaps>;
