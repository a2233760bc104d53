/** Formats of a list export, `GET /api/export/{table}.{format}` (docs/decisions.md, Export); the Export menu lists them, CSV first. */
export const LIST_EXPORT_FORMATS = ["csv", "json", "pdf", "xlsx"] as const;
export type ListExportFormat = (typeof LIST_EXPORT_FORMATS)[number];

export function isListExportFormat(value: string): value is ListExportFormat {
  return (LIST_EXPORT_FORMATS as readonly string[]).includes(value);
}

/** `{table}-{YYYY-MM-DD}.{ext}`, with the table's underscores as hyphens (`audit-logs-2026-01-31.csv`). */
export function exportFileName(table: string, date: string, format: ListExportFormat): string {
  return `${table.replaceAll("_", "-")}-${date}.${format}`;
}

/** Formats of the financial report's export (docs/decisions.md, Reports): the list's, JSON last on screen. */
export const REPORT_EXPORT_FORMATS = ["csv", "pdf", "xlsx", "json"] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];
