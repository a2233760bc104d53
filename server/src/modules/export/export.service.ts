import type { Readable } from "node:stream";
import type { ListExportFormat, TableName } from "@storeops/domain";
import { type AppLanguage, EXPORT_WORDS, exportFileName, formatDateTime } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import type { DB } from "../../db/database.ts";
import { presentRow } from "../../rest/columns.ts";
import { readQuery } from "../../rest/read-query.ts";
import { countRows, streamRows } from "../../rest/rest.repository.ts";
import { writeActivity } from "../settings/activity-audit.ts";
import { readDisplayPrefs } from "../settings/settings-store.ts";
import { csvStream } from "./csv-writer.ts";
import { exportColumns, headingIn } from "./export-columns.ts";
import { jsonStream } from "./json-writer.ts";

export const CONTENT_TYPES: Record<ListExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  json: "application/json; charset=utf-8",
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

export interface ExportDeps {
  db: Kysely<DB>;
  streamDb: Kysely<DB>;
}

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Readable;
}

/**
 * `GET /api/export/{table}.{format}`: every row the caller's list shows with these filters, search
 * and order (paging ignored), read through a cursor and written as it is read. One EXPORT audit
 * entry names the format and the row count once the last row is out (or the download stopped).
 * The PDF and XLSX writers (pdfkit, exceljs: some 55 MB between them) load on the first export
 * that needs them, not with the server.
 */
export async function exportTable(
  deps: ExportDeps,
  actor: Actor,
  table: TableName,
  format: ListExportFormat,
  rawQuery: Record<string, unknown>,
  log: { error(value: unknown, message: string): void },
  language: AppLanguage = "en",
): Promise<ExportFile> {
  const { limit: _limit, offset: _offset, count: _count, ...options } = rawQuery;
  const { query, where, context } = await readQuery(deps.db, actor, table, options);
  const columns = exportColumns(table, query.select, language);
  const words = EXPORT_WORDS[language];
  const prefs = await readDisplayPrefs(deps.db, actor.user.id);
  const source = streamRows(
    deps.streamDb,
    table,
    { select: columns.map((column) => column.name), order: query.order },
    where,
    context,
  );
  const today = new Date().toISOString().slice(0, 10);
  const label = table === "audit_logs" ? words.auditReport : headingIn(table, language);
  let written = 0;
  async function* rows() {
    try {
      for await (const row of source) {
        written += 1;
        yield presentRow(table, row);
      }
    } finally {
      await writeActivity(deps.db, actor.audit, {
        action: "EXPORT",
        targetTable: table,
        description: `Exported ${written.toLocaleString("en-US")} ${table.replaceAll("_", " ")} as ${format.toUpperCase()}`,
        changes: { format, rows: written, query: options },
      }).catch((error: unknown) => log.error(error, "export audit entry failed"));
    }
  }
  const onError = (error: unknown) => log.error(error, "export failed");
  // A PDF is read on paper: it names when it was generated and how many records it holds.
  const generated = words.generated(formatDateTime(new Date(), prefs, null, { withZone: true }));
  const records = format === "pdf" ? `${words.records(await countRows(deps.db, table, where))} · ` : "";
  const subtitle = `${records}${generated}${query.q ? ` · ${words.search(query.q)}` : ""}${query.filters.length ? ` · ${words.filters(query.filters.length)}` : ""}`;
  const body =
    format === "csv"
      ? csvStream(columns, rows(), prefs)
      : format === "json"
        ? jsonStream(columns, rows())
        : format === "xlsx"
          ? (await import("./xlsx-writer.ts")).xlsxStream(label, columns, rows(), onError, prefs)
          : (await import("./pdf-writer.ts")).pdfStream(
              label,
              subtitle,
              columns,
              rows(),
              onError,
              prefs,
              words,
            );
  return { fileName: exportFileName(table, today, format), contentType: CONTENT_TYPES[format], body };
}
