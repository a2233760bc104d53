import type { Row } from "../db/database.ts";
import { type SeedContext, tradingHours } from "./context.ts";
import type { StaffSeed } from "./people.ts";
import { uuidFromKey } from "./random.ts";
import { addDays, hhmm, instantAt, weekday } from "./time.ts";

/**
 * The schedule of the last two whole weeks (Monday to Sunday) before the last day with activity
 * (docs/decisions.md, Schedules; Demo data): each employee's planned shift on each of their
 * workdays the store traded, as the time entries were clocked against, written by the store's
 * manager on the Thursday before the week and published on the Friday. The weeks after them are
 * for the demo's manager to plan (copy last week).
 */
export function shiftRows(ctx: SeedContext, staff: readonly StaffSeed[]): Row[] {
  const lastSunday = addDays(ctx.lastDay, -(weekday(ctx.lastDay) % 7));
  const firstMonday = addDays(lastSunday, -13);
  const rows: Row[] = [];
  for (const member of staff) {
    const { store } = member;
    const zone = store.def.timezone;
    const lead = store.def.kind === "cafe" ? 15 : 0;
    for (let day = 0; day < 14; day += 1) {
      const date = addDays(firstMonday, day);
      if (date < member.hireDate || !member.workdays.includes(weekday(date))) continue;
      if (member.leave && date >= member.leave.start && date <= member.leave.end) continue;
      const hours = tradingHours(store, date);
      if (!hours) continue;
      const [open, close] = hours;
      const length = Math.min(member.shiftMinutes, close - open + lead);
      let begin: number;
      if (member.shift === "open") begin = open - lead;
      else if (member.shift === "close") begin = close - length + lead;
      else begin = open + Math.floor((close - open - length) / 60) * 30;
      const weekStart = addDays(firstMonday, day < 7 ? 0 : 7);
      const planned = instantAt(addDays(weekStart, -4), 10 * 60, zone);
      const published = instantAt(addDays(weekStart, -3), 9 * 60, zone);
      rows.push({
        id: uuidFromKey(`shift:${member.key}:${date}`),
        created_at: planned,
        updated_at: published,
        store_id: store.id,
        employee_id: member.id,
        position: member.position,
        shift_date: date,
        start_time: hhmm(begin % (24 * 60)),
        end_time: hhmm((begin + length) % (24 * 60)),
        start_at: instantAt(date, begin, zone),
        end_at: instantAt(date, begin + length, zone),
        break_minutes: 0,
        hours: Math.round((length / 60) * 100) / 100,
        status: "published",
        published_at: published,
        published_by: store.manager.id,
        notes: null,
        created_by: store.manager.id,
      });
    }
  }
  return rows;
}
