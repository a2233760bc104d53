import { type Kysely, type RawBuilder, sql } from "kysely";
import { type Condition, inList } from "../access/store-scope.ts";
import type { DB } from "../db/database.ts";
import { dateInZone, storeZones } from "../db/store-time.ts";
import type { ColumnContext, ComputedColumn } from "./table-module.ts";

/** The store's name, joined by the row's store_id. */
export const storeNameColumn: ComputedColumn = (t) =>
  sql`(select s.name from stores s where s.id = ${sql.ref(`${t}.store_id`)})`;

/** The employee's name, joined by the row's employee_id. */
export const employeeNameColumn: ComputedColumn = (t) =>
  sql`(select e.name from staff e where e.id = ${sql.ref(`${t}.employee_id`)})`;

/** Each store's today as SQL: a CASE over store ids, the server's date for any other. */
export function storeTodaySql(table: string, context: ColumnContext): RawBuilder<unknown> {
  const fallback = new Date().toISOString().slice(0, 10);
  const entries = [...(context.todayByStore ?? new Map<string, string>()).entries()];
  if (entries.length === 0) return sql`${fallback}`;
  const whens = entries.map(([storeId, today]) => sql`when ${storeId} then ${today}`);
  return sql`(case ${sql.ref(`${table}.store_id`)} ${sql.join(whens, sql` `)} else ${fallback} end)`;
}

/** Every store's today in its own time zone, for columns and cards that depend on "today". */
export async function todayByStoreContext(db: Kysely<DB>, now = new Date()): Promise<ColumnContext> {
  const zones = await storeZones(db);
  return {
    todayByStore: new Map([...zones].map(([storeId, zone]) => [storeId, dateInZone(now, zone)])),
  };
}

/** The reading caller's stores as a condition on a store column; no store when the caller is unknown. */
export function callerStoresSql(storeColumn: string, context: ColumnContext): Condition {
  const scope = context.caller?.scope ?? [];
  return scope === "all" ? sql<boolean>`1 = 1` : inList(sql.ref(storeColumn), scope);
}
