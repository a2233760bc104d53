import { apiJson, apiRequest } from "../../../lib/api.ts";

/** The two tables of these screens. */
export type TransactionTable = "purchases" | "expenses";

export interface Page<T> {
  rows: T[];
  total: number | null;
}

/** GET /api/rest/v1/{table}?…: one page and, with count=exact, the total from X-Total-Count. */
export async function fetchPage<T>(
  table: TransactionTable,
  params: URLSearchParams,
  signal?: AbortSignal,
): Promise<Page<T>> {
  const response = await apiRequest(`/rest/v1/${table}?${params.toString()}`, { signal });
  const rows = (await response.json()) as T[];
  const header = response.headers.get("X-Total-Count");
  const total = header === null ? Number.NaN : Number(header);
  return { rows, total: Number.isFinite(total) ? total : null };
}

export function fetchRecord<T>(table: TransactionTable, id: string, signal?: AbortSignal): Promise<T> {
  return apiJson<T>(`/rest/v1/${table}/${encodeURIComponent(id)}`, { signal });
}

export function createRecord<T>(table: TransactionTable, body: Record<string, unknown>): Promise<T> {
  return apiJson<T>(`/rest/v1/${table}`, { method: "POST", body });
}

function first<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error("The server returned no row");
  return row;
}

/** PATCH ?eq=id.{id} with the changed fields; the API answers with the updated rows. */
export async function updateRecord<T>(
  table: TransactionTable,
  id: string,
  patch: Record<string, unknown>,
): Promise<T> {
  const query = new URLSearchParams({ eq: `id.${id}` });
  return first(await apiJson<T[]>(`/rest/v1/${table}?${query.toString()}`, { method: "PATCH", body: patch }));
}

export async function deleteRecord<T>(table: TransactionTable, id: string): Promise<T> {
  const query = new URLSearchParams({ eq: `id.${id}` });
  return first(await apiJson<T[]>(`/rest/v1/${table}?${query.toString()}`, { method: "DELETE" }));
}

export interface StoreOption {
  id: string;
  code: string;
  name: string;
}

/** The stores the user may read, for the store filter and the store field. */
export function fetchStores(signal?: AbortSignal): Promise<StoreOption[]> {
  return apiJson<StoreOption[]>("/rest/v1/stores?select=id,code,name&order=name.asc&limit=1000", { signal });
}

/** Today in the current store's time zone (PRODUCT.md §3: no hard-coded date). */
export async function fetchServerDate(signal?: AbortSignal): Promise<string> {
  const body = await apiJson<{ date: string }>("/rest/v1/server-date", { signal });
  return body.date;
}
