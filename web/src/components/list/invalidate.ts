import type { TableName } from "@storeops/domain";
import type { QueryClient } from "@tanstack/react-query";

export function recordKey(table: TableName, id: string | null) {
  return ["rest", table, "one", id] as const;
}

/**
 * After any write: the lists, open details, summary cards and dashboards refetch. A deleted
 * record's own query is dropped first, so nothing asks the server for it again.
 */
export function invalidateTable(client: QueryClient, table: TableName, deletedId?: string) {
  // A deleted record's own queries (the record, its approval path…) are dropped, not asked again.
  if (deletedId) {
    client.removeQueries({ queryKey: recordKey(table, deletedId), exact: true });
    client.removeQueries({
      queryKey: ["rest", table],
      predicate: (query) => query.queryKey.includes(deletedId),
    });
  }
  return Promise.all([
    client.invalidateQueries({ queryKey: ["rest", table] }),
    client.invalidateQueries({ queryKey: [table, "summary"] }),
    client.invalidateQueries({ queryKey: ["dashboard"] }),
  ]);
}
