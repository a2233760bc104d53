import type { TableName } from "@storeops/domain";
import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../lib/api.ts";
import { fetchServerDate, fetchStores, getRow, listRows } from "../../lib/rest.ts";
import { type ListDefinition, type ListState, listApiParams } from "./list-state.ts";

/**
 * One page of a list, filtered, sorted and counted on the server. While the next page loads the
 * previous one stays on screen, so the result names the page its rows are: the pager's
 * "Showing a–b" follows the rows shown, not the page asked for.
 */
export function usePagedList<T>(definition: ListDefinition, state: ListState) {
  const params = listApiParams(state, definition);
  return useQuery({
    queryKey: ["rest", definition.table, "page", params.toString()],
    queryFn: async ({ signal }) => ({
      ...(await listRows<T>(definition.table, params, signal)),
      page: state.page,
    }),
    placeholderData: keepPreviousData,
  });
}

export function recordKey(table: TableName, id: string | null) {
  return ["rest", table, "one", id] as const;
}

/** A record kept fresh while its details are open (the caller shows the list row meanwhile). */
export function useRecord<T>(table: TableName, id: string | null) {
  return useQuery({
    queryKey: recordKey(table, id),
    queryFn: ({ signal }) => getRow<T>(table, id ?? "", signal),
    enabled: id !== null,
  });
}

export function useStores(enabled = true) {
  return useQuery({
    queryKey: ["rest", "stores", "options"],
    queryFn: ({ signal }) => fetchStores(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useServerDate() {
  return useQuery({
    queryKey: ["server-date"],
    queryFn: ({ signal }) => fetchServerDate(signal),
    staleTime: 60_000,
  });
}

/**
 * After any write: the lists, open details, summary cards and dashboards refetch. A deleted
 * record's own query is dropped first, so nothing asks the server for it again.
 */
export function invalidateTable(client: QueryClient, table: TableName, deletedId?: string) {
  if (deletedId) client.removeQueries({ queryKey: recordKey(table, deletedId), exact: true });
  return Promise.all([
    client.invalidateQueries({ queryKey: ["rest", table] }),
    client.invalidateQueries({ queryKey: [table, "summary"] }),
    client.invalidateQueries({ queryKey: ["dashboard"] }),
  ]);
}

/** GET /api/{table}/summary: a list screen's summary cards, optionally for one store. */
export function useSummary<T>(table: TableName, storeId: string | undefined) {
  const search = storeId ? `?store_id=${encodeURIComponent(storeId)}` : "";
  return useQuery({
    queryKey: [table, "summary", storeId ?? null],
    queryFn: ({ signal }) => apiJson<T>(`/${table}/summary${search}`, { signal }),
  });
}
