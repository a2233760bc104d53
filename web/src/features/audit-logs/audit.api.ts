import { apiJson } from "../../lib/api.ts";
import { downloadFile } from "../../lib/download.ts";

/** An audit entry as the list reads it. */
export interface AuditEntry {
  id: string;
  created_at: string;
  user_id: string | null;
  user_name: string | null;
  action: string;
  target_table: string | null;
  target_id: string | null;
  description: string | null;
  changes: Record<string, unknown> | null;
  ip_address: string | null;
  user_agent: string | null;
}

export interface AuditSummary {
  total: number;
  today: number;
  active_users: number;
  critical: number;
}

export interface ChainVerdict {
  ok: boolean;
  checked: number;
  first_broken_id: string | null;
}

/** GET /api/audit/summary with the list's filters and search. */
export function fetchAuditSummary(query: URLSearchParams, signal?: AbortSignal): Promise<AuditSummary> {
  const search = query.toString();
  return apiJson<AuditSummary>(`/audit/summary${search ? `?${search}` : ""}`, { signal });
}

export function verifyAuditTrail(): Promise<ChainVerdict> {
  return apiJson<ChainVerdict>("/audit/verify");
}

/** GET /api/audit/{id}/report.txt as a download. */
export async function downloadAuditReport(id: string): Promise<void> {
  await downloadFile(`/audit/${encodeURIComponent(id)}/report.txt`, `audit-report-${id}.txt`);
}
