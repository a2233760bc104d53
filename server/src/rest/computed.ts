import { type Kysely, type RawBuilder, sql } from "kysely";
import { type Condition, inList } from "../access/store-scope.ts";
import type { DB } from "../db/database.ts";
import { dateInZone, storeZones } from "../db/store-time.ts";
import type { ColumnContext } from "./column-context.ts";

/** Each store's today as SQL: a CASE over store ids, the server's date for any other. */
export function storeTodaySql(table: string, context: ColumnContext): RawBuilder<unknown> {
  const fallback = new Date().toISOString().slice(0, 10);
  const entries = [...(context.todayByStore ?? new Map<string, string>()).entries()];
  if (entries.length === 0) return sql`${fallback}`;
  const whens = entries.map(([storeId, today]) => sql`when ${storeId} then ${today}`);
  return sql`(case ${sql.ref(`${table}.store_id`)} ${sql.join(whens, sql` `)} else ${fallback} end)`;
}

/**
 * Each store's today by the zones it was worked out from, and the second it was worked out in:
 * a day in any zone begins on a whole second, so within one second it is the same. Formatting a
 * date in 50 time zones on every list request took 3 % of a list's time.
 */
const todayBySecond = new WeakMap<
  Map<string, string>,
  { second: number; today: ReadonlyMap<string, string> }
>();

/** Every store's today in its own time zone, for columns and cards that depend on "today". */
export async function todayByStoreContext(db: Kysely<DB>, now = new Date()): Promise<ColumnContext> {
  const zones = await storeZones(db);
  const second = Math.floor(now.getTime() / 1000);
  const known = todayBySecond.get(zones);
  if (known?.second === second) return { todayByStore: known.today };
  const today = new Map([...zones].map(([storeId, zone]) => [storeId, dateInZone(now, zone)]));
  todayBySecond.set(zones, { second, today });
  return { todayByStore: today };
}

/** The reading caller's stores as a condition on a store column; no store when the caller is unknown. */
export function callerStoresSql(storeColumn: string, context: ColumnContext): Condition {
  const scope = context.caller?.scope ?? [];
  return scope === "all" ? sql<boolean>`1 = 1` : inList(sql.ref(storeColumn), scope);
}
