import type { RowOf, TAuditSummary, TAuditVerdict } from "@storeops/domain";
import { apiJson } from "../../lib/api.ts";
import { downloadFile } from "../../lib/download.ts";

/** An audit entry as the list reads it: the domain's row, its `changes` the before and after of each field. */
export type AuditEntry = Omit<RowOf<"audit_logs">, "changes"> & { changes: Record<string, unknown> | null };

/** GET /api/audit/summary with the list's filters and search. */
export function fetchAuditSummary(query: URLSearchParams, signal?: AbortSignal): Promise<TAuditSummary> {
  const search = query.toString();
  return apiJson<TAuditSummary>(`/audit/summary${search ? `?${search}` : ""}`, { signal });
}

export function verifyAuditTrail(): Promise<TAuditVerdict> {
  return apiJson<TAuditVerdict>("/audit/verify");
}

/** GET /api/audit/{id}/report.txt as a download. */
export async function downloadAuditReport(id: string): Promise<void> {
  await downloadFile(`/audit/${encodeURIComponent(id)}/report.txt`, `audit-report-${id}.txt`);
}
