/**
 * The month-end pack's week lines (docs/decisions.md, Reports, Month-end pack; Schedules: plan
 * against actual): each week, Monday to Sunday, that overlaps the pack's period, whole, with its
 * published shifts' hours and cost against the time entries', for the stores in scope.
 */
import { addDays, isoWeekday, type StoreScope, type TPlanWeekLine, toDollars } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { readPayPeriodSettings } from "../payroll/pay-period-settings.ts";
import { planActualOf, readPlanActual, weekTotals } from "../schedules/plan-actual.ts";

export async function monthWeekLines(
  db: Kysely<DB>,
  scope: StoreScope,
  period: { from: string; to: string },
): Promise<TPlanWeekLine[]> {
  const settings = await readPayPeriodSettings(db);
  const mondays: string[] = [];
  for (
    let monday = addDays(period.from, 1 - isoWeekday(period.from));
    monday <= period.to;
    monday = addDays(monday, 7)
  )
    mondays.push(monday);
  // The month's weeks read at once (a pack of every store reads a month of their shifts and entries).
  const rows = await readPlanActual(
    db,
    scope,
    mondays[0] ?? period.from,
    mondays.at(-1) ?? period.from,
    settings,
  );
  return mondays.map((monday) => {
    const week = planActualOf(rows, monday, settings);
    const total = weekTotals(week);
    return {
      week_start: week.weekStart,
      week_end: week.weekEnd,
      scheduled_hours: total.scheduledHours,
      worked_hours: total.workedHours,
      scheduled_cost: toDollars(total.scheduledCents),
      worked_cost: toDollars(total.workedCents),
    };
  });
}
