import type { Row } from "../db/database.ts";
import { logEvent, recorderFor, type SeedContext, tradingHours } from "./context.ts";
import { centsBetween, rngFor, uuidFromKey } from "./random.ts";
import { dateRange, daysBetween, hhmm, instantAt, monthOf, weekday } from "./time.ts";

/** Daily takings of every store over the twelve months. */
const INCOME_NOTES: Record<string, readonly string[]> = {
  cafe: [
    "Busy morning rush",
    "Rainy day, slower foot traffic",
    "Farmers market nearby",
    "Catering order picked up",
  ],
  retail: ["Weekend sale event", "Card reader down for an hour", "New collection launch", "Slow weekday"],
  online: ["Email campaign went out", "Carrier pickup delayed", "Flash sale"],
  realty: ["Rent collections", "Application fees", "Property management fees"],
};

export function dailyIncomeRows(ctx: SeedContext): Row[] {
  const rows: Row[] = [];
  for (const store of ctx.stores) {
    const { def, profile } = store;
    const notes = INCOME_NOTES[def.kind] ?? [];
    dateRange(ctx.start, ctx.lastDay).forEach((date, dayIndex) => {
      const hours = tradingHours(store, date);
      const rng = rngFor(`income:${def.code}:${date}`);
      if (!hours || rng.chance(0.012)) return;
      const trend = 0.95 + (0.1 * dayIndex) / 364;
      const factor =
        (profile.weekdayFactor[weekday(date)] ?? 1) * (profile.season[monthOf(date)] ?? 1) * trend;
      let total = Math.round(rng.jitter(def.dailyBase * 100 * factor, 0.14));
      let commission = 0;
      if (def.kind === "realty" && rng.chance(0.16)) {
        commission = centsBetween(rng, 6000, 22000);
        total += commission;
      }
      const cash = Math.round(rng.jitter((total - commission) * profile.cashShare, 0.2));
      const other = Math.round(rng.jitter((total - commission) * profile.otherShare, 0.3)) + commission;
      const card = total - cash - other;
      const recorder = recorderFor(ctx, store, date, rng);
      const at = instantAt(date, hours[1] + rng.int(5, 35), def.timezone);
      const id = uuidFromKey(`income:${def.code}:${date}`);
      rows.push({
        id,
        created_at: at,
        updated_at: at,
        store_id: store.id,
        date,
        work_start_time: hhmm(hours[0]),
        work_end_time: hhmm(hours[1]),
        income_cash: cash,
        income_card: card,
        income_other: other,
        total_income: cash + card + other,
        notes: commission ? "Closing commission received" : rng.chance(0.06) ? rng.pick(notes) : null,
        attachments: "[]",
        created_by: recorder.id,
      });
      if (daysBetween(date, ctx.today) < 7) {
        logEvent(ctx, {
          at,
          userId: recorder.id,
          action: "CREATE",
          table: "daily_income",
          targetId: id,
          description: `Created daily income record for ${def.code} on ${date}`,
          changes: { after: { store_id: store.id, date, work_start_time: hhmm(hours[0]) } },
        });
      }
    });
  }
  return rows;
}
