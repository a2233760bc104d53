import type { TReportExportQuery } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import type { DB, Dialect } from "../../db/database.ts";
import { writeActivity } from "../settings/activity-audit.ts";
import { readDisplayPrefs } from "../settings/settings-store.ts";
import { reportFile } from "./report-files.ts";
import { buildReport } from "./reports.service.ts";

/** GET /api/reports/financial/export: the report as CSV, JSON, PDF or XLSX, with one EXPORT audit entry. */
export async function exportReport(
  db: Kysely<DB>,
  actor: Actor,
  query: TReportExportQuery,
  dialect?: Dialect,
) {
  const { format, ...request } = query;
  const { report, storeCode } = await buildReport(db, actor, request, dialect);
  const file = await reportFile(report, storeCode, format, await readDisplayPrefs(db, actor.user.id));
  const rows = report.trend.length;
  await writeActivity(db, actor.audit, {
    action: "EXPORT",
    targetTable: "reports",
    description: `Exported ${report.type} financial report of ${report.store_label} (${report.from} to ${report.to}, ${rows.toLocaleString("en-US")} trend rows) as ${format.toUpperCase()}`,
    changes: { format, rows, type: report.type, from: report.from, to: report.to, store_id: report.store_id },
  });
  return file;
}
