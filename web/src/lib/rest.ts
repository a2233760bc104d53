import type { TableName } from "@storeops/domain";
import { apiRequest } from "./api.ts";

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
  query: ListQuery,
  signal?: AbortSignal,
): Promise<ListResult<T>> {
  const response = await apiRequest(`/rest/v1/${table}?${listQueryString(query)}`, { signal });
  const rows = (await response.json()) as T[];
  const header = response.headers.get("X-Total-Count");
  const total = header === null ? null : Number(header);
  return { rows, total: Number.isFinite(total) ? total : null };
}
