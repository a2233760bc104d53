import {
  type DisplayPrefs,
  REPORT_SUMMARY_FIELDS,
  REPORT_SUMMARY_FIGURES,
  REPORT_TREND_FIELDS,
  REPORT_TREND_FIGURES,
  type ReportExportFormat,
  reportFileName,
  type TFinancialReport,
} from "@storeops/domain";
import { csvLines } from "../export/csv-cells.ts";

const CONTENT_TYPES: Record<ReportExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  json: "application/json; charset=utf-8",
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/**
 * CSV (RFC 4180, UTF-8 BOM): the summary as `field,value` rows under a `field,value` heading,
 * a blank line, then the trend with a heading of its field names (docs/decisions.md, Reports).
 */
export function reportCsv(report: TFinancialReport): string {
  const summary = REPORT_SUMMARY_FIELDS.map((field) => {
    const value = report.summary[field];
    return [field, REPORT_SUMMARY_FIGURES[field] === "money" ? value.toFixed(2) : String(value)];
  });
  const trend = report.trend.map((row) =>
    REPORT_TREND_FIELDS.map((field) => {
      const value = row[field];
      return typeof value === "number" && REPORT_TREND_FIGURES[field] === "money"
        ? value.toFixed(2)
        : String(value);
    }),
  );
  // Text cells (the store's name) are quoted and guarded against formulas; figures stay bare.
  const top = csvLines([["field", "value"], ...summary], false);
  const heading = csvLines([[...REPORT_TREND_FIELDS]], false);
  const bottom = csvLines(
    trend,
    REPORT_TREND_FIELDS.map((field) => field === "store"),
  );
  return `\uFEFF${top}\r\n${heading}${bottom}`;
}

/** The report as a file of the format: its bytes, type and name. */
export async function reportFile(
  report: TFinancialReport,
  storeCode: string | null,
  format: ReportExportFormat,
  prefs: DisplayPrefs,
) {
  const body =
    format === "csv"
      ? reportCsv(report)
      : format === "json"
        ? JSON.stringify(report, null, 2)
        : format === "xlsx"
          ? // exceljs and pdfkit load on the first file of theirs, not with the server.
            await (await import("./report-xlsx.ts")).reportXlsx(report, prefs)
          : await (await import("./report-pdf.ts")).reportPdf(report, prefs);
  return { body, contentType: CONTENT_TYPES[format], fileName: reportFileName(report, storeCode, format) };
}
