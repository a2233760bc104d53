import type { Row } from "../db/database.ts";
import { logEvent, type SeedContext, tradingHours } from "./context.ts";
import type { StaffSeed } from "./people.ts";
import { rngFor, uuidFromKey } from "./random.ts";
import { addDays, dateRange, daysBetween, hhmm, instantAt, maxDate, weekday } from "./time.ts";

/** Clocked shifts and cash withdrawals (pay advances) of every employee. */
export function timeEntryRows(ctx: SeedContext, staff: readonly StaffSeed[]): Row[] {
  const rows: Row[] = [];
  for (const member of staff) {
    const { store } = member;
    const rng = rngFor(`time:${member.key}`);
    const lead = store.def.kind === "cafe" ? 15 : 0;
    for (const date of dateRange(maxDate(ctx.start, member.hireDate), ctx.lastDay)) {
      if (!member.workdays.includes(weekday(date))) continue;
      const hours = tradingHours(store, date);
      if (!hours) continue;
      if (member.leave && date >= member.leave.start && date <= member.leave.end) continue;
      if (rng.chance(0.04)) continue; // sick day or swapped shift
      const [open, close] = hours;
      const length = Math.min(member.shiftMinutes, close - open + lead);
      let begin: number;
      if (member.shift === "open") begin = open - lead;
      else if (member.shift === "close") begin = close - length + lead;
      else begin = open + Math.floor((close - open - length) / 60) * 30;
      const clockIn = begin + rng.int(-7, 4);
      const clockOut = begin + length + rng.int(-4, 12);
      rows.push({
        id: uuidFromKey(`time:${member.key}:${date}`),
        created_at: instantAt(date, clockIn, store.def.timezone),
        updated_at: instantAt(date, clockOut, store.def.timezone),
        store_id: store.id,
        employee_id: member.id,
        work_date: date,
        clock_in_time: hhmm(clockIn),
        clock_out_time: hhmm(clockOut),
        total_hours: Math.round(((clockOut - clockIn) / 60) * 100) / 100,
        break_hours: 0,
        status: "recorded",
        notes: rng.chance(0.02) ? "Stayed late for inventory count" : null,
        created_by: member.user?.id ?? store.manager.id,
      });
    }
  }
  return rows;
}

const WITHDRAWAL_NOTES = [
  "Pay advance",
  "Advance for car repair",
  "Emergency advance",
  "Holiday advance",
  null,
];

export function withdrawalRows(ctx: SeedContext, staff: readonly StaffSeed[]): Row[] {
  const rows: Row[] = [];
  let checkNumber = 3101;
  for (const member of staff) {
    const { store } = member;
    const rng = rngFor(`withdrawals:${member.key}`);
    const from = maxDate(ctx.start, addDays(member.hireDate, 14));
    const span = daysBetween(from, ctx.lastDay);
    if (span < 7) continue;
    const count = member.salaryType === "monthly" ? rng.int(0, 2) : rng.int(2, 5);
    const dates = [...new Set(Array.from({ length: count }, () => addDays(from, rng.int(0, span))))].sort();
    for (const date of dates) {
      const method = rng.weighted([
        ["cash", 5],
        ["transfer", 4],
        ["check", 2],
      ] as const);
      const at = instantAt(date, rng.int(14 * 60, 17 * 60), store.def.timezone);
      const id = uuidFromKey(`withdrawal:${member.key}:${date}`);
      const amount = rng.int(5, 30) * 1000;
      rows.push({
        id,
        created_at: at,
        updated_at: at,
        store_id: store.id,
        employee_id: member.id,
        withdrawal_date: date,
        amount,
        payment_method: method,
        check_number: method === "check" ? String(checkNumber++) : null,
        notes: rng.pick(WITHDRAWAL_NOTES),
        created_by: ctx.admin.id,
      });
      logEvent(ctx, {
        at,
        userId: ctx.admin.id,
        action: "CREATE",
        table: "employee_withdrawals",
        targetId: id,
        description: `Recorded withdrawal for ${member.name}`,
        changes: { after: { employee_id: member.id, withdrawal_date: date, payment_method: method } },
      });
    }
  }
  return rows;
}
