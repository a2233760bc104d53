import { DEFAULT_CLOCK_IN_TOLERANCE_MINUTES } from "@storeops/domain";
import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/database.ts";
import type { ColumnContext, ComputedColumn } from "../../rest/column-context.ts";
import { parseSettings } from "../stores/stores.service.ts";

/** Rounding slack: hours are kept to two decimals. */
const SLACK = 0.000001;

/**
 * The break rules of the stores that set one (store settings, `time`) and the clock-in tolerances
 * that differ from the default (`schedule`), for a read of time entries: a few hundred stores at
 * most, read with the list.
 */
export async function breakRulesContext(db: Kysely<DB>): Promise<ColumnContext> {
  const stores = await db
    .selectFrom("stores")
    .select(["id", "settings"])
    .where("settings", "is not", null)
    .execute();
  const rules = new Map<string, { after_hours: number; minimum_minutes: number }>();
  const tolerance = new Map<string, number>();
  for (const store of stores) {
    const { time, schedule } = parseSettings(store.settings);
    const minutes = Number(schedule?.clock_in_tolerance_minutes ?? DEFAULT_CLOCK_IN_TOLERANCE_MINUTES);
    if (minutes !== DEFAULT_CLOCK_IN_TOLERANCE_MINUTES) tolerance.set(store.id, minutes);
    if (time && time.break_after_hours > 0 && time.break_minimum_minutes > 0) {
      rules.set(store.id, {
        after_hours: time.break_after_hours,
        minimum_minutes: time.break_minimum_minutes,
      });
    }
  }
  return { breakRules: rules, clockInTolerance: tolerance };
}

/**
 * 1 when a closed entry missed its store's break rule (domain missedBreak): it lasted the rule's
 * hours or more from clock-in to clock-out, with fewer unpaid break minutes than the minimum.
 */
export const missedBreakColumn: ComputedColumn = (t, context) => {
  const rules = [...(context.breakRules ?? new Map()).entries()];
  if (rules.length === 0) return sql`0`;
  const total = sql.ref(`${t}.total_hours`);
  const breaks = sql`coalesce(${sql.ref(`${t}.break_hours`)}, 0)`;
  const whens = rules.map(
    ([storeId, rule]) =>
      sql`when ${storeId} then (case when ${total} is not null and ${total} + ${breaks} >= ${rule.after_hours - SLACK}
        and ${breaks} * 60 < ${rule.minimum_minutes - SLACK} then 1 else 0 end)`,
  );
  return sql`(case ${sql.ref(`${t}.store_id`)} ${sql.join(whens, sql` `)} else 0 end)`;
};
