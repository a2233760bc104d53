/**
 * The Recent lists' state (filters, page, sort) lives in the URL search params, so a link such
 * as /purchases?status=pending pre-filters and a reload keeps everything. Shared by purchases
 * and expenses; each passes its own ListConfig.
 */
import { PAYMENT_TYPES } from "@storeops/domain";

export const FILTER_KEYS = [
  "q",
  "status",
  "payment_type",
  "vendor",
  "category",
  "store",
  "min",
  "max",
  "from",
  "to",
  "id",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Partial<Record<FilterKey, string>>;

export type SortDirection = "asc" | "desc";
export interface Sort {
  column: string;
  direction: SortDirection;
}

export interface ListState {
  filters: Filters;
  /** 1-based. */
  page: number;
  sort: Sort;
}

export interface ListConfig {
  /** The business date the date range and default order use. */
  dateColumn: string;
  statuses: readonly string[];
  /** The third filter: vendor (text, contains) for purchases, category (one of a list) for expenses. */
  textFilter: { key: "vendor" } | { key: "category"; values: readonly string[] };
  sortColumns: readonly string[];
  defaultSort: Sort;
  pageSize: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = /^\d+(\.\d{1,2})?$/;

function validFilter(key: FilterKey, value: string, config: ListConfig): boolean {
  switch (key) {
    case "status":
      return config.statuses.includes(value);
    case "payment_type":
      return (PAYMENT_TYPES as readonly string[]).includes(value);
    case "vendor":
      return config.textFilter.key === "vendor";
    case "category":
      return config.textFilter.key === "category" && config.textFilter.values.includes(value);
    case "min":
    case "max":
      return AMOUNT.test(value);
    case "from":
    case "to":
      return DATE.test(value);
    default:
      return true;
  }
}

function parseSort(value: string | null, config: ListConfig): Sort {
  const match = value ? /^([a-z_]+)\.(asc|desc)$/.exec(value) : null;
  if (!match?.[1] || !config.sortColumns.includes(match[1])) return config.defaultSort;
  return { column: match[1], direction: match[2] as SortDirection };
}

/** Reads the list state from the URL; unknown or malformed values are ignored. */
export function readListState(params: URLSearchParams, config: ListConfig): ListState {
  const filters: Filters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value && validFilter(key, value, config)) filters[key] = value;
  }
  const page = Number(params.get("page"));
  return {
    filters,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sort: parseSort(params.get("sort"), config),
  };
}

/** The URL form of a state: only what differs from the defaults, in a stable order. */
export function writeListState(state: ListState, config: ListConfig): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = state.filters[key]?.trim();
    if (value) params.set(key, value);
  }
  const { column, direction } = state.sort;
  if (column !== config.defaultSort.column || direction !== config.defaultSort.direction) {
    params.set("sort", `${column}.${direction}`);
  }
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

type Operator = "eq" | "ilike" | "gte" | "lte";

/** The data API conditions of a state, as [operator, column, value]. */
export function listConditions(filters: Filters, config: ListConfig): [Operator, string, string][] {
  const conditions: [Operator, string, string][] = [];
  const add = (op: Operator, column: string, value: string | undefined) => {
    if (value) conditions.push([op, column, value]);
  };
  add("eq", "id", filters.id);
  add("eq", "status", filters.status);
  add("eq", "payment_type", filters.payment_type);
  if (config.textFilter.key === "vendor") add("ilike", "vendor", filters.vendor && `*${filters.vendor}*`);
  else add("eq", "category", filters.category);
  add("eq", "store_id", filters.store);
  add("gte", "amount", filters.min);
  add("lte", "amount", filters.max);
  add("gte", config.dateColumn, filters.from);
  add("lte", config.dateColumn, filters.to);
  return conditions;
}

/**
 * GET /api/rest/v1/{table} options for one page: numbered keys when an operator repeats
 * (gte=amount.100&gte1=purchase_date.2026-01-01), count=exact for the pager.
 */
export function listApiParams(
  state: ListState,
  config: ListConfig,
  select: readonly string[],
): URLSearchParams {
  const params = new URLSearchParams();
  params.set("select", select.join(","));
  params.set("order", `${state.sort.column}.${state.sort.direction}`);
  // A stable second key, so rows with the same date do not swap between pages.
  params.set("order1", "created_at.desc");
  params.set("limit", String(config.pageSize));
  params.set("offset", String((state.page - 1) * config.pageSize));
  params.set("count", "exact");
  const seen: Partial<Record<Operator, number>> = {};
  for (const [op, column, value] of listConditions(state.filters, config)) {
    const index = seen[op] ?? 0;
    seen[op] = index + 1;
    params.set(index === 0 ? op : `${op}${index}`, `${column}.${value}`);
  }
  if (state.filters.q) params.set("q", state.filters.q);
  return params;
}

/** "Showing x–y of N" numbers of a page; null when the page is empty. */
export function pageRange(page: number, pageSize: number, rows: number, total: number | null) {
  if (rows === 0) return null;
  const from = (page - 1) * pageSize + 1;
  return { from, to: from + rows - 1, total: total ?? from + rows - 1 };
}

/** How many filters (other than search text and a linked id) are active, for the Filter button. */
export function activeFilterCount(filters: Filters): number {
  return FILTER_KEYS.filter((key) => key !== "q" && key !== "id" && filters[key]).length;
}
