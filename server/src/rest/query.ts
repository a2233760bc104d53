import {
  API_DEFAULT_LIMIT,
  API_MAX_LIMIT,
  isWithinMoneyRange,
  MSG,
  requestMessages,
  type TableDef,
  toCents,
} from "@storeops/domain";
import { badRequest } from "../errors.ts";
import { columnOf } from "./columns.ts";
import { type Filter, OPERATORS, type Operator } from "./filter.ts";

export interface ParsedQuery {
  select: string[];
  order: Array<{ column: string; direction: "asc" | "desc" }>;
  limit: number;
  offset: number;
  filters: Filter[];
  q: string | undefined;
  /**
   * `exact`: the number of matching rows. `estimated`: the same number while it is at most
   * ESTIMATED_COUNT.cap; past it, only that more rows than the cap match (a count of a common search
   * term stops there instead of reading every match).
   */
  count: "exact" | "estimated" | undefined;
}

/** At most this many values in one `in=` filter. */
const MAX_IN_VALUES = 500;
/** How far an estimated count (count=estimated) counts: past it, "more than 1,000". Tests lower it. */
export const ESTIMATED_COUNT = { cap: 1000 };

const FILTER_KEY = new RegExp(`^(${OPERATORS.join("|")})(\\d*)$`);
const ORDER_KEY = /^order(\d*)$/;

/** Columns a client may name: stored and computed, never hidden. */
export function visibleColumns(def: TableDef): string[] {
  return Object.entries(def.columns)
    .filter(([, column]) => !column.hidden)
    .map(([name]) => name);
}

/** A column the caller may name; a filter may also name a hidden computed one (users' store_ids). */
function assertColumn(def: TableDef, column: string, filtering = false): void {
  const known = columnOf(def, column);
  if (!known || (known.hidden && !(filtering && known.computed))) {
    throw badRequest(requestMessages.unknownColumn(column), { column });
  }
}

function single(value: unknown, key: string): string {
  if (Array.isArray(value)) {
    if (value.length !== 1) throw badRequest(requestMessages.repeatedParameter(key));
    return String(value[0]);
  }
  return String(value);
}

/**
 * A raw filter value in the database's terms: cents for money, 0/1 for booleans. Numbers the
 * column cannot hold (an amount past the money range, a fraction for a count) are refused here,
 * not left for the database to reject.
 */
export function convertValue(def: TableDef, column: string, raw: string): string | number {
  const kind = columnOf(def, column)?.kind;
  if (kind === "money" || kind === "int" || kind === "number") {
    const number = Number(raw);
    const fits =
      raw.trim() !== "" &&
      Number.isFinite(number) &&
      (kind !== "money" || isWithinMoneyRange(number)) &&
      (kind !== "int" || Number.isSafeInteger(number));
    if (!fits) throw badRequest(requestMessages.invalidNumber(column, raw));
    return kind === "money" ? toCents(number) : number;
  }
  if (kind === "bool") {
    if (raw === "true" || raw === "1") return 1;
    if (raw === "false" || raw === "0") return 0;
    throw badRequest(requestMessages.invalidBoolean(column, raw));
  }
  return raw;
}

function parseFilter(def: TableDef, op: Operator, raw: string): Filter {
  const dot = raw.indexOf(".");
  if (dot <= 0) throw badRequest(requestMessages.filterShape(op));
  const column = raw.slice(0, dot);
  const value = raw.slice(dot + 1);
  assertColumn(def, column, true);
  if (op === "is") {
    if (value === "null") return { column, op, value: null };
    if (value === "not.null") return { column, op: "neq", value: null };
    if (value === "true" || value === "false")
      return { column, op: "eq", value: convertValue(def, column, value) };
    throw badRequest(MSG.isFilterValues);
  }
  if (op === "in") {
    const items = value.split(",").filter((item) => item !== "");
    if (items.length === 0 || items.length > MAX_IN_VALUES)
      throw badRequest(requestMessages.inListSize(MAX_IN_VALUES));
    return { column, op, value: items.map((item) => convertValue(def, column, item)) };
  }
  if (op === "like" || op === "ilike") return { column, op, value: value.replaceAll("*", "%") };
  return { column, op, value: convertValue(def, column, value) };
}

/** Plain decimal digits only, at most Number.MAX_SAFE_INTEGER: `1e20`, `0x10` or 2^63 never reach SQL. */
function parseInteger(raw: string, key: string, min: number): number {
  const number = /^\d{1,16}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < min)
    throw badRequest(requestMessages.wholeNumber(key, min, Number.MAX_SAFE_INTEGER));
  return number;
}

/** Parses the generic data API's query options; anything unknown is refused before SQL is built. */
export function parseQuery(def: TableDef, query: Record<string, unknown>): ParsedQuery {
  const parsed: ParsedQuery = {
    select: visibleColumns(def),
    order: [],
    limit: API_DEFAULT_LIMIT,
    offset: 0,
    filters: [],
    q: undefined,
    count: undefined,
  };
  const orders: Array<[number, string]> = [];
  for (const [key, rawValue] of Object.entries(query)) {
    if (rawValue === undefined) continue;
    const value = single(rawValue, key);
    const filterMatch = FILTER_KEY.exec(key);
    const orderMatch = ORDER_KEY.exec(key);
    if (filterMatch) {
      parsed.filters.push(parseFilter(def, filterMatch[1] as Operator, value));
    } else if (orderMatch) {
      orders.push([Number(orderMatch[1] || 0), value]);
    } else if (key === "select") {
      if (value !== "*" && value.trim() !== "") {
        const columns = value.split(",").map((column) => column.trim());
        for (const column of columns) assertColumn(def, column);
        parsed.select = [...new Set(columns)];
      }
    } else if (key === "limit") {
      parsed.limit = Math.min(parseInteger(value, "limit", 0), API_MAX_LIMIT);
    } else if (key === "offset") {
      parsed.offset = parseInteger(value, "offset", 0);
    } else if (key === "q") {
      parsed.q = value.trim() || undefined;
    } else if (key === "count") {
      if (value !== "exact" && value !== "estimated") throw badRequest(MSG.countValues);
      parsed.count = value;
    } else {
      throw badRequest(requestMessages.unknownParameter(key));
    }
  }
  for (const [, spec] of orders.sort((a, b) => a[0] - b[0])) {
    const [column = "", direction = "asc"] = spec.split(".");
    assertColumn(def, column);
    if (direction !== "asc" && direction !== "desc") throw badRequest(requestMessages.orderDirection(spec));
    parsed.order.push({ column, direction });
  }
  if (parsed.order.length === 0) {
    const [column, direction] = def.defaultOrder;
    parsed.order.push({ column, direction });
  }
  return parsed;
}

/** Escapes LIKE wildcards in user text so `q=50%` searches for "50%". */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
