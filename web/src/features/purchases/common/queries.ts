import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import { type ListConfig, type ListState, listApiParams } from "./list-params.ts";
import {
  fetchPage,
  fetchRecord,
  fetchServerDate,
  fetchStores,
  type TransactionTable,
} from "./records.api.ts";

/** One page of the Recent list, filtered, sorted and counted on the server. */
export function usePagedList<T>(
  table: TransactionTable,
  state: ListState,
  config: ListConfig,
  select: readonly string[],
) {
  const params = listApiParams(state, config, select);
  return useQuery({
    queryKey: ["rest", table, "page", params.toString()],
    queryFn: ({ signal }) => fetchPage<T>(table, params, signal),
    placeholderData: keepPreviousData,
  });
}

/** A record kept fresh while its details are open (the caller shows the list row meanwhile). */
export function useRecord<T>(table: TransactionTable, id: string | null) {
  return useQuery({
    queryKey: ["rest", table, "one", id],
    queryFn: ({ signal }) => fetchRecord<T>(table, id ?? "", signal),
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

/** After any write: the lists, open details, summary cards and dashboards refetch. */
export function invalidateTransactions(client: QueryClient, table: TransactionTable) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ["rest", table] }),
    client.invalidateQueries({ queryKey: [table, "summary"] }),
    client.invalidateQueries({ queryKey: ["dashboard"] }),
  ]);
}
