/** A week answer for the schedules' component tests (two cashiers, a draft and a published shift). */
import type { TScheduleWeek } from "@storeops/domain";
import { weekDates } from "./week.ts";

export const dates = weekDates("2026-03-09");
const forecast = (over: boolean) => ({
  projected_takings: 1000,
  labour_cost: over ? 400 : 200,
  labour_percent: over ? 40 : 20,
  over_target: over,
  averaged_dates: ["2026-03-02"],
  left_out: [{ date: "2026-02-23", reason: "holiday" as const }],
});
const shift = (id: string, employee: string, date: string, status: "draft" | "published") =>
  ({
    id,
    store_id: "s1",
    employee_id: employee,
    employee_name: employee === "e1" ? "Ann Lee" : "Bo Park",
    position: "Cashier",
    shift_date: date,
    start_time: "09:00",
    end_time: "17:00",
    start_at: `${date}T17:00:00.000Z`,
    end_at: `${date}T01:00:00.000Z`,
    break_minutes: 30,
    hours: 7.5,
    status,
    notes: null,
    allowed_actions: ["edit", "delete"],
  }) as unknown as TScheduleWeek["shifts"][number];

export const week = {
  store: { id: "s1", name: "Cafe", code: "DT", timezone: "America/Los_Angeles" },
  week_start: dates[0],
  week_end: dates[6],
  counts: { draft: 1, published: 1 },
  rules: {
    labour_target_percent: 30,
    min_rest_hours: 10,
    overtime_weekly_hours: 40,
    overtime_multiplier: 1.5,
  },
  shifts: [shift("a", "e1", dates[0] as string, "draft"), shift("b", "e2", dates[1] as string, "published")],
  days: dates.map((date, index) => ({
    date,
    weekday: index + 1,
    holiday: null,
    shift_count: index < 2 ? 1 : 0,
    hours: index < 2 ? 7.5 : 0,
    forecast: forecast(index === 0),
  })),
  week: { shift_count: 2, hours: 15, forecast: forecast(false) },
  employees: [
    {
      employee_id: "e1",
      name: "Ann Lee",
      position: "Cashier",
      status: "active",
      hours: 7.5,
      overtime_hours: 0,
      pay: "hourly",
      labour_cost: null,
    },
    {
      employee_id: "e2",
      name: "Bo Park",
      position: "Cashier",
      status: "active",
      hours: 7.5,
      overtime_hours: 0,
      pay: "hourly",
      labour_cost: null,
    },
  ],
  warnings: [],
  history: [],
} as unknown as TScheduleWeek;
