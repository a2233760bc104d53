import type { ApprovalTable, TApprovalPathAnswer } from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../lib/api.ts";

/** GET /api/approvals/{table}/{id}: the record's approval path. */
export function useApprovalPath(table: ApprovalTable, id: string) {
  return useQuery({
    // Under ["rest", table]: every write to the table (an approval) refreshes it (invalidateTable).
    queryKey: ["rest", table, "approval-path", id],
    queryFn: ({ signal }) =>
      apiJson<TApprovalPathAnswer>(`/approvals/${table}/${encodeURIComponent(id)}`, { signal }),
  });
}
