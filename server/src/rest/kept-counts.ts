import type { Access, TableName } from "@storeops/domain";
import { type Kysely, sql } from "kysely";
import type { Actor } from "../access/actor.ts";
import { type Condition, inList, readCondition } from "../access/store-scope.ts";
import type { DB } from "../db/database.ts";
import { DOC_FILTERS } from "../db/migrations/045_search_filters.ts";
import type { ColumnContext } from "./column-context.ts";
import { whereOf } from "./conditions.ts";
import type { Filter } from "./filter.ts";
import type { ParsedQuery } from "./query.ts";
import { tableModule } from "./registry.ts";
import { countRows } from "./rest.repository.ts";
import { isIndexed } from "./search-match.ts";
import type { KeptTotals } from "./table-module.ts";

/**
 * A list's "of N" counted without reading its rows (issue #15). When a request filters only by
 * store, status and a range of its date (the screens' usual filters) and the caller reads by
 * store, N is a sum over the aggregates the triggers keep exact in every write's transaction
 * (the module's `keptTotals`): a few rows per store over all time, or per store and day within a
 * date range. Anything else (search text, other columns, own or self rows) is counted from the
 * rows themselves (rest/counts.ts).
 */
type CountSource = KeptTotals;
/** One kept table a count sums (per store and day, or per store). */
type KeptTable = NonNullable<KeptTotals["days"]>;

/** Reads that reach whole stores (every row, or every row of the caller's stores): kept totals count them. */
export const STORE_WIDE: Record<Access, boolean> = {
  all: true,
  stores: true,
  own: false,
  self: false,
  review: false,
  own_pending: false,
  within_24h: false,
  own_within_24h: false,
  clock: false,
  shared: false,
  published: false,
};

const RANGE_OPS: Partial<Record<Filter["op"], string>> = { gt: ">", gte: ">=", lt: "<", lte: "<=", eq: "=" };

const isText = (value: unknown): value is string => typeof value === "string";

/** A list read as its count sees it: the table, its filters and search text, who reads and how far. */
export interface CountRequest {
  db: Kysely<DB>;
  table: TableName;
  query: Pick<ParsedQuery, "filters" | "q">;
  actor: Actor;
  access: Access;
  /** The read's column context (its date range's search keys among them). */
  context: ColumnContext;
  /**
   * Whether the search text is common in the table (search-match.ts isCommonTerm), when the read
   * worked it out: a rare term is counted from its few matches whatever the filters.
   */
  common?: boolean;
  /** The rows the filters and scope keep without the text (filteredRows), worked out once a read. */
  filtered?: () => Promise<number | undefined>;
}

/** The caller's stores on `ref` when the read is of its stores (as readCondition puts them on store_id). */
export function callerStores(
  { actor, table, access }: CountRequest,
  ref: ReturnType<typeof sql.ref>,
): Condition | undefined {
  return readCondition(actor, table, access) && actor.scope !== "all" ? inList(ref, actor.scope) : undefined;
}

/** The filter as a condition on the aggregates' columns, or undefined when they cannot answer it. */
function aggregateCondition(source: CountSource, filter: Filter): Condition | undefined {
  const { column, op, value } = filter;
  const values = Array.isArray(value) ? value : [value];
  if (column === "store_id" || (column === "status" && source.status)) {
    const ref = sql.ref(column);
    if (op === "eq" && isText(value)) return sql<boolean>`${ref} = ${value}`;
    if (op === "neq" && isText(value)) return sql<boolean>`${ref} <> ${value}`;
    if (op === "in" && values.every(isText)) return inList(ref, values);
    return undefined;
  }
  const compare = RANGE_OPS[op];
  if (column === source.date && compare && isText(value)) {
    return sql<boolean>`day ${sql.raw(compare)} ${value}`;
  }
  return undefined;
}

/**
 * Counted from the aggregates, or undefined when this read is not one they can count. `days`: only
 * the rows of these days (a search read by day, rest/search-days.ts), from the day totals.
 */
export async function countFromAggregates(
  read: CountRequest,
  days?: readonly string[],
): Promise<number | undefined> {
  const { db, table, query, access } = read;
  const source = tableModule(table).keptTotals;
  if (!source || query.q || !STORE_WIDE[access]) return undefined;
  if (days && !source.days) return undefined;
  const parts: Condition[] = [];
  const dates: Filter[] = [];
  for (const filter of query.filters) {
    const condition = aggregateCondition(source, filter);
    if (!condition) return undefined;
    if (filter.column === source.date) dates.push(filter);
    else parts.push(condition);
  }
  const stores = callerStores(read, sql.ref("store_id"));
  if (stores) parts.push(stores);
  const sum = async (from: KeptTable, extra: Condition[]) => {
    const all = [...parts, ...extra, ...(from.where ? [from.where] : [])];
    const where = all.length > 0 ? sql.join(all, sql` and `) : sql`1 = 1`;
    const { rows } = await sql<{ n: number | string | null }>`
      select coalesce(sum(${sql.ref(from.count)}), 0) as n from ${sql.table(from.table)} where ${where}`.execute(
      db,
    );
    return Number(rows[0]?.n ?? 0);
  };
  if (days && source.days) {
    const conditions = dates.map((filter) => aggregateCondition(source, filter) as Condition);
    return sum(source.days, [...conditions, inList(sql.ref("day"), days)]);
  }
  const everyDay = source.stores ?? source.days;
  if (dates.length === 0) return everyDay ? sum(everyDay, []) : undefined;
  const { days: dayTotals } = source;
  if (!dayTotals) return undefined;
  // "Up to a day" (a history's lte today) is everything but what lies after it: the store roll-up
  // less the few day rows past the bound, not every day row of the years before it.
  const [bound] = dates;
  if (source.stores && dates.length === 1 && bound && isText(bound.value)) {
    const after = bound.op === "lte" ? ">" : bound.op === "lt" ? ">=" : undefined;
    if (after) {
      const [everything, later] = await Promise.all([
        sum(source.stores, []),
        sum(dayTotals, [sql<boolean>`day ${sql.raw(after)} ${bound.value}`]),
      ]);
      return everything - later;
    }
  }
  return sum(
    dayTotals,
    dates.map((filter) => aggregateCondition(source, filter) as Condition),
  );
}

/**
 * An estimated count (`count=estimated`): exact up to `cap` matching rows, past it cap + 1.
 * `commonAscii`: the search text is common in the table (search-match.ts isCommonTerm; ASCII on SQLite).
 */
export interface Estimate {
  cap: number;
  commonAscii: boolean;
}

/** The count from kept totals (exact, a few rows read), or undefined when they cannot answer. */
export async function cheapCount(read: CountRequest): Promise<number | undefined> {
  const shortcut = tableModule(read.table).countShortcut?.(read.db, read.query, read.access);
  if (shortcut) return shortcut;
  return countFromAggregates(read);
}

/**
 * How many rows a read's filters and scope keep without its text, when that is cheap to know (a
 * search's count and page are planned by it, issue #29): the kept totals; else, for an amount
 * range within stores and no other filter, the (store, amount) or amount index (migrations 006,
 * 045), read up to `cap` + 1 entries (then cap + 1). Undefined when neither can say.
 */
export async function filteredRows(read: CountRequest, cap: number): Promise<number | undefined> {
  const { db, table, query, actor, access } = read;
  const filters = query.filters;
  const kept = await cheapCount({ ...read, query: { filters, q: undefined } });
  if (kept !== undefined) return kept;
  const amount = amountColumn(table);
  if (!amount || !STORE_WIDE[access] || !filters.some(({ column }) => column === amount)) return undefined;
  if (!filters.every(({ column, op }) => (column === amount && RANGE_OPS[op]) || column === "store_id"))
    return undefined;
  const where = whereOf(table, { filters, q: undefined }, readCondition(actor, table, access));
  return countRows(db, table, where, Math.max(cap, 0));
}

/** The money column of a table its search documents keep (migration 045), indexed with its store. */
export function amountColumn(table: TableName): string | undefined {
  return isIndexed(table) ? (DOC_FILTERS[table].amount ?? undefined) : undefined;
}
