/**
 * GET /api/reports/schedule-adherence (docs/decisions.md, Reports, Schedule adherence): one store's
 * week, its published plan against the clock. Hours with two decimals, money in dollars, percents
 * with two decimals against the day's takings (daily income).
 */
import { z } from "zod";
import { SHIFT_ATTENDANCE } from "../schedules/options.ts";
import { date, id } from "../shared/fields.ts";

export const ZAdherenceQuery = z.strictObject({ store_id: id(), week_start: date("Week start") });
export type TAdherenceQuery = z.infer<typeof ZAdherenceQuery>;

/** Plan and actual side by side, for a day or the week. */
const ZPlanActual = z.object({
  scheduled_hours: z.number().describe("the published shifts' paid hours"),
  worked_hours: z.number().describe("the time entries' hours (closed entries)"),
  scheduled_cost: z.number().describe("dollars: the scheduled hours by payroll's rules, as the week view"),
  worked_cost: z.number().describe("dollars: the worked hours by the same rules"),
  takings: z.number().describe("dollars: the daily income recorded"),
  planned_labour_percent: z.number().describe("scheduled cost / takings × 100; 0 without takings"),
  actual_labour_percent: z.number().describe("worked cost / takings × 100; 0 without takings"),
  planned_over_target: z.boolean(),
  actual_over_target: z.boolean(),
});

/** How a person kept to their published shifts. */
const ZAdherenceCounts = z.object({
  shifts: z.number().describe("published shifts"),
  on_time: z.number(),
  late: z.number(),
  early: z.number(),
  no_show: z.number(),
});

export const ZScheduleAdherence = z.object({
  store: z.object({ id: z.string(), name: z.string(), code: z.string().nullable(), timezone: z.string() }),
  week_start: z.string(),
  week_end: z.string(),
  generated_at: z.string(),
  tolerance_minutes: z.number().describe("the store's clock-in tolerance"),
  labour_target_percent: z.number().describe("the store's labour target; 0: none"),
  days: z.array(ZPlanActual.extend({ date: z.string(), weekday: z.number() })),
  week: ZPlanActual.extend(ZAdherenceCounts.shape),
  employees: z
    .array(
      ZAdherenceCounts.extend({
        employee_id: z.string(),
        name: z.string(),
        position: z.string().nullable(),
        scheduled_hours: z.number(),
        worked_hours: z.number(),
      }),
    )
    .describe("everyone with a published shift or a time entry in the week, A to Z"),
  shifts: z
    .array(
      z.object({
        shift_id: z.string(),
        employee_id: z.string(),
        employee_name: z.string(),
        shift_date: z.string(),
        start_time: z.string(),
        end_time: z.string(),
        hours: z.number(),
        status: z.enum(SHIFT_ATTENDANCE),
        minutes: z.number().nullable().describe("clock-in minus start, in minutes"),
        clock_in_time: z.string().nullable(),
      }),
    )
    .describe("the week's published shifts in start order, each against its clock-in"),
});
export type TScheduleAdherence = z.infer<typeof ZScheduleAdherence>;

/** The month-end pack's week lines: a week overlapping the month, plan against actual for the stores in scope. */
export const ZPlanWeekLine = z.object({
  week_start: z.string().describe("a Monday"),
  week_end: z.string(),
  scheduled_hours: z.number(),
  worked_hours: z.number(),
  scheduled_cost: z.number(),
  worked_cost: z.number(),
});
export type TPlanWeekLine = z.infer<typeof ZPlanWeekLine>;
