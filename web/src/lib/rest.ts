/**
 * The one client of the REST API's tables: the generic /rest/v1 front (list, read, create,
 * update, delete) and the named action routes (/api/{table}/{id}/approve…). Transport and
 * errors live in api.ts.
 */
import type { TableName, TServerDate } from "@storeops/domain";
import { apiJson, apiRequest } from "./api.ts";

export type Row = Record<string, unknown>;

export interface ListQuery {
  select?: readonly string[];
  order?: string;
  limit?: number;
  offset?: number;
  /** Equality filters: column → value. */
  eq?: Record<string, string>;
  q?: string;
  count?: boolean;
}

export interface ListResult<T> {
  rows: T[];
  /** From X-Total-Count when count was asked for. */
  total: number | null;
  /** From X-Total-Count-At-Least: an estimated count past its cap (more rows than this match). */
  atLeast: number | null;
}

export function listQueryString(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.select && query.select.length > 0) params.set("select", query.select.join(","));
  if (query.order) params.set("order", query.order);
  if (query.limit !== undefined) params.set("limit", String(query.limit));
  if (query.offset) params.set("offset", String(query.offset));
  Object.entries(query.eq ?? {}).forEach(([column, value], index) => {
    params.set(index === 0 ? "eq" : `eq${index}`, `${column}.${value}`);
  });
  if (query.q) params.set("q", query.q);
  if (query.count) params.set("count", "exact");
  return params.toString();
}

/** GET /api/rest/v1/{table}: a page of rows and, with count, the total. */
export async function listRows<T = Row>(
  table: TableName,
  query: ListQuery | URLSearchParams,
  signal?: AbortSignal,
): Promise<ListResult<T>> {
  const search = query instanceof URLSearchParams ? query.toString() : listQueryString(query);
  const response = await apiRequest(`/rest/v1/${table}?${search}`, { signal });
  const rows = (await response.json()) as T[];
  return {
    rows,
    total: numberHeader(response, "X-Total-Count"),
    atLeast: numberHeader(response, "X-Total-Count-At-Least"),
  };
}

function numberHeader(response: Response, name: string): number | null {
  const header = response.headers.get(name);
  const value = header === null ? Number.NaN : Number(header);
  return Number.isFinite(value) ? value : null;
}

export function getRow<T>(table: TableName, id: string, signal?: AbortSignal): Promise<T> {
  return apiJson<T>(`/rest/v1/${table}/${encodeURIComponent(id)}`, { signal });
}

/** POST /rest/v1/{table}; with an Idempotency-Key, sending it again answers the first record. */
export function createRow<T>(
  table: TableName,
  body: Row,
  options: { idempotencyKey?: string } = {},
): Promise<T> {
  return apiJson<T>(`/rest/v1/${table}`, { method: "POST", body, ...options });
}

function first<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error("The server returned no row");
  return row;
}

/** PATCH ?eq=id.{id} with the changed fields; the API answers with the updated rows. */
export async function updateRow<T>(table: TableName, id: string, patch: Row): Promise<T> {
  const query = new URLSearchParams({ eq: `id.${id}` });
  return first(await apiJson<T[]>(`/rest/v1/${table}?${query.toString()}`, { method: "PATCH", body: patch }));
}

export async function deleteRow<T>(table: TableName, id: string): Promise<T> {
  const query = new URLSearchParams({ eq: `id.${id}` });
  return first(await apiJson<T[]>(`/rest/v1/${table}?${query.toString()}`, { method: "DELETE" }));
}

/**
 * The named use cases of a record: POST /api/{table}/{id}/{action} → the updated record, the
 * table's name written with hyphens (cash_ups → /api/cash-ups/{id}/submit).
 */
export type ActionRoute = "approve" | "reject" | "pay" | "submit";

export function runAction<T>(table: TableName, id: string, action: ActionRoute, body?: Row): Promise<T> {
  const path = table.replaceAll("_", "-");
  return apiJson<T>(`/${path}/${encodeURIComponent(id)}/${action}`, { method: "POST", body: body ?? {} });
}

export interface StoreOption {
  id: string;
  code: string;
  name: string;
}

/** The stores the user may read, for store filters and store fields. */
export function fetchStores(signal?: AbortSignal): Promise<StoreOption[]> {
  return apiJson<StoreOption[]>("/rest/v1/stores?select=id,code,name&order=name.asc&limit=1000", { signal });
}

/** The active stores anyone may see (id, code, name): the sign-in store picker and store settings. */
export function fetchPublicStores(): Promise<StoreOption[]> {
  return apiJson<StoreOption[]>("/auth/v1/stores");
}

/** Today in the current store's time zone (docs/decisions.md, Roles and the permission matrix: no hard-coded date). */
export async function fetchServerDate(signal?: AbortSignal): Promise<string> {
  const body = await apiJson<TServerDate>("/rest/v1/server-date", { signal });
  return body.date;
}
