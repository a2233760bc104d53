import type { StoreScope } from "@storeops/domain";
import { type RawBuilder, sql } from "kysely";
import { inList } from "../access/store-scope.ts";

/** `column` among the stores of `scope` ("all" = every row, those without a store included). */
export function storesSql(column: string, scope: StoreScope): RawBuilder<boolean> {
  return scope === "all" ? sql<boolean>`1 = 1` : inList(sql.ref(column), scope);
}

/**
 * The rows of each store's today (its own time zone) as a condition on `store_id` and `day`:
 * one `day = … and store_id in (…)` per distinct date, so it is a few index probes; rows of no
 * known store take the server's date, like the rows' "today" columns.
 */
export function todaySql(
  alias: string,
  todayByStore: ReadonlyMap<string, string> | undefined,
  fallback = new Date().toISOString().slice(0, 10),
): RawBuilder<boolean> {
  const byDate = new Map<string, string[]>();
  for (const [storeId, today] of todayByStore ?? [])
    byDate.set(today, [...(byDate.get(today) ?? []), storeId]);
  const day = sql.ref(`${alias}.day`);
  const store = sql.ref(`${alias}.store_id`);
  const known = [...(todayByStore?.keys() ?? [])];
  const others = known.length > 0 ? sql<boolean>`${store} not in (${sql.join(known)})` : sql<boolean>`1 = 1`;
  const terms = [...byDate].map(
    ([date, ids]) => sql<boolean>`(${day} = ${date} and ${store} in (${sql.join(ids)}))`,
  );
  terms.push(sql<boolean>`(${day} = ${fallback} and ${others})`);
  return sql<boolean>`(${sql.join(terms, sql` or `)})`;
}
