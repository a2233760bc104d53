import {
  REPORT_SUMMARY_FIELDS,
  REPORT_SUMMARY_FIGURES,
  REPORT_TREND_FIELDS,
  REPORT_TREND_FIGURES,
  reportFileName,
  type TFinancialReport,
} from "@storeops/domain";
import Papa from "papaparse";

export type ReportFormat = "csv" | "json" | "pdf";

const CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  json: "application/json; charset=utf-8",
  pdf: "application/pdf",
};

/**
 * CSV (RFC 4180, UTF-8 BOM): the summary as `field,value` rows under a `field,value` heading,
 * a blank line, then the trend with a heading of its field names (docs/decisions.md, Reports).
 */
export function reportCsv(report: TFinancialReport): string {
  const options = { newline: "\r\n", escapeFormulae: true } as const;
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
  const top = Papa.unparse({ fields: ["field", "value"], data: summary }, options);
  const bottom = Papa.unparse({ fields: [...REPORT_TREND_FIELDS], data: trend }, options);
  return `\uFEFF${top}\r\n\r\n${bottom}\r\n`;
}

/** The report as a file of the format: its bytes, type and name. */
export async function reportFile(report: TFinancialReport, storeCode: string | null, format: ReportFormat) {
  const body =
    format === "csv"
      ? reportCsv(report)
      : format === "json"
        ? JSON.stringify(report, null, 2)
        : // pdfkit loads on the first PDF, not with the server.
          await (await import("./report-pdf.ts")).reportPdf(report);
  return { body, contentType: CONTENT_TYPES[format], fileName: reportFileName(report, storeCode, format) };
}
