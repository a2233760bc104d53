/**
 * A list's state (filters, page, sort) lives in the URL search params, so a link such as
 * /purchases?status=pending pre-filters and a reload keeps everything. Each list declares its
 * filters; their zod schemas make the URL schema, and a value that fails it is ignored.
 */
import { SAVED_VIEW_PAGE_SIZES, type TableName } from "@storeops/domain";
import { z } from "zod";

export type Filters = Partial<Record<string, string>>;
export type Operator = "eq" | "ilike" | "gte" | "lte";
/** A data API condition: [operator, column, value]. */
export type Condition = [Operator, string, string];

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
  /** Rows per page when the person chose other than the list's own (`size` in the URL). */
  size?: number;
  /** The table's columns the person hid (`hide` in the URL, comma-separated). */
  hidden?: string[];
}

/** The rows per page a person may choose (the saved views' sizes). */
export const PAGE_SIZES: readonly number[] = SAVED_VIEW_PAGE_SIZES;

/** The pure half of a filter: its URL keys and the conditions it sends (filters.tsx adds controls). */
export interface FilterSpec {
  /** URL key → the values it accepts. */
  params: Record<string, z.ZodType<string>>;
  conditions: (filters: Filters) => Condition[];
}

export interface ListDefinition {
  table: TableName;
  select: readonly string[];
  filters: readonly FilterSpec[];
  sortColumns: readonly string[];
  defaultSort: Sort;
  pageSize: number;
  /**
   * With search text, count only up to the server's cap ("of 1,000+"), for the tables whose common
   * terms match tens of thousands of rows (purchases, expenses): the count=estimated option.
   */
  estimateSearchCount?: boolean;
}

/** Free-text search and the one-record link of global search are part of every list. */
const BUILT_IN = { q: z.string(), id: z.string() };
const PAGE = z.coerce.number().int().min(1);
const SORT = /^([a-z_]+)\.(asc|desc)$/;
/** At most 20 column names, as a saved view keeps them. */
const HIDE = /^[a-z][a-z0-9_]{0,39}(,[a-z][a-z0-9_]{0,39}){0,19}$/;

/** Every URL key a list reads, in the order it writes them. */
export function filterKeys(definition: ListDefinition): string[] {
  return ["q", ...definition.filters.flatMap((filter) => Object.keys(filter.params)), "id"];
}

/** The URL schema of a list: each key optional, and a malformed value reads as absent. */
export function listSchema(definition: ListDefinition) {
  const shape: Record<string, z.ZodType<string | undefined>> = {};
  const params: Record<string, z.ZodType<string>> = Object.assign(
    { ...BUILT_IN },
    ...definition.filters.map((filter) => filter.params),
  );
  for (const [key, schema] of Object.entries(params)) shape[key] = schema.optional().catch(undefined);
  return z.object(shape);
}

function parseSort(value: string | null, definition: ListDefinition): Sort {
  const match = value ? SORT.exec(value) : null;
  if (!match?.[1] || !definition.sortColumns.includes(match[1])) return definition.defaultSort;
  return { column: match[1], direction: match[2] as SortDirection };
}

/** Reads the list state from the URL; unknown or malformed values are ignored. */
export function readListState(params: URLSearchParams, definition: ListDefinition): ListState {
  const raw: Record<string, string> = {};
  for (const key of filterKeys(definition)) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  const parsed = listSchema(definition).parse(raw);
  const filters: Filters = {};
  for (const [key, value] of Object.entries(parsed)) if (value) filters[key] = value;
  const page = PAGE.safeParse(params.get("page"));
  const size = Number(params.get("size"));
  const hide = params.get("hide") ?? "";
  return {
    filters,
    page: page.success ? page.data : 1,
    sort: parseSort(params.get("sort"), definition),
    ...(PAGE_SIZES.includes(size) && size !== definition.pageSize ? { size } : {}),
    ...(HIDE.test(hide) ? { hidden: hide.split(",") } : {}),
  };
}

/** The rows a page of the list holds: the person's choice, else the list's own. */
export const pageSizeOf = (state: ListState, definition: ListDefinition): number =>
  state.size ?? definition.pageSize;

/** The URL form of a state: only what differs from the defaults, in a stable order. */
export function writeListState(state: ListState, definition: ListDefinition): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of filterKeys(definition)) {
    const value = state.filters[key]?.trim();
    if (value) params.set(key, value);
  }
  const { column, direction } = state.sort;
  if (column !== definition.defaultSort.column || direction !== definition.defaultSort.direction) {
    params.set("sort", `${column}.${direction}`);
  }
  if (state.page > 1) params.set("page", String(state.page));
  if (state.size && state.size !== definition.pageSize) params.set("size", String(state.size));
  if (state.hidden?.length) params.set("hide", [...state.hidden].sort().join(","));
  return params;
}

/** The data API conditions of the filters, the linked id first. */
export function listConditions(filters: Filters, definition: ListDefinition): Condition[] {
  const linked: Condition[] = filters.id ? [["eq", "id", filters.id]] : [];
  return [...linked, ...definition.filters.flatMap((filter) => filter.conditions(filters))];
}

/**
 * The data API's filter options: numbered keys when an operator repeats
 * (gte=amount.100&gte1=purchase_date.2026-01-01), and the search text.
 */
export function filterParams(filters: Filters, definition: ListDefinition): URLSearchParams {
  const params = new URLSearchParams();
  const seen: Partial<Record<Operator, number>> = {};
  for (const [op, column, value] of listConditions(filters, definition)) {
    const index = seen[op] ?? 0;
    seen[op] = index + 1;
    params.set(index === 0 ? op : `${op}${index}`, `${column}.${value}`);
  }
  if (filters.q) params.set("q", filters.q);
  return params;
}

/** GET /api/rest/v1/{table} options for one page, counted (count=exact, or estimated) for the pager. */
export function listApiParams(state: ListState, definition: ListDefinition): URLSearchParams {
  const params = new URLSearchParams();
  params.set("select", definition.select.join(","));
  params.set("order", `${state.sort.column}.${state.sort.direction}`);
  // A stable second key, so rows with the same date do not swap between pages.
  params.set("order1", "created_at.desc");
  const size = pageSizeOf(state, definition);
  params.set("limit", String(size));
  params.set("offset", String((state.page - 1) * size));
  params.set("count", definition.estimateSearchCount && state.filters.q ? "estimated" : "exact");
  for (const [key, value] of filterParams(state.filters, definition)) params.set(key, value);
  return params;
}

/**
 * "Showing a–b of N" numbers of a page; null when the page is empty. `atLeast`: the server counted
 * only this far (an estimated count), so N is "at least" that.
 */
export function pageRange(
  page: number,
  pageSize: number,
  rows: number,
  total: number | null,
  atLeast: number | null = null,
) {
  if (rows === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = from + rows - 1;
  // Past the estimate's cap: "of 1000+" until a page short of full shows where the rows end.
  if (total === null && atLeast !== null && rows === pageSize)
    return { from, to, total: Math.max(atLeast, to), more: true };
  return { from, to, total: total ?? to, more: false };
}

/** How many filters (other than search text and a linked id) are active, for the Filter button. */
export function activeFilterCount(filters: Filters, definition: ListDefinition): number {
  return filterKeys(definition).filter((key) => key !== "q" && key !== "id" && filters[key]).length;
}
