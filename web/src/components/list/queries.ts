import type { TableName } from "@storeops/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../lib/api.ts";
import { fetchServerDate, fetchStores, getRow, listRows } from "../../lib/rest.ts";
import { recordKey } from "./invalidate.ts";
import { type ListDefinition, type ListState, listApiParams } from "./list-state.ts";

// A write's refresh, apart so the screens that only write (useRecordActions) do not load the lists' state.
export { invalidateTable } from "./invalidate.ts";

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

/** GET /api/{table}/summary: a list screen's summary cards, optionally for one store. */
export function useSummary<T>(table: TableName, storeId: string | undefined) {
  const search = storeId ? `?store_id=${encodeURIComponent(storeId)}` : "";
  return useQuery({
    queryKey: [table, "summary", storeId ?? null],
    queryFn: ({ signal }) => apiJson<T>(`/${table}/summary${search}`, { signal }),
  });
}
