import {
  type DisplayPrefs,
  REPORT_SUMMARY_FIELDS,
  REPORT_SUMMARY_FIGURES,
  REPORT_TREND_FIELDS,
  REPORT_TREND_FIGURES,
  type TFinancialReport,
} from "@storeops/domain";
import ExcelJS from "exceljs";
import { dateValue } from "../export/export-columns.ts";
import { cellFormats } from "../export/xlsx-writer.ts";

/**
 * The report as a workbook: a Summary sheet (`field`, `value`, money in a currency format) and a
 * Trend sheet with the CSV's columns, dates as date cells and figures as numbers, so the sheet sums
 * and sorts them. A year of every store is ~18k rows: written in memory, like the PDF.
 */
export async function reportXlsx(report: TFinancialReport, prefs: DisplayPrefs): Promise<Buffer> {
  const person = cellFormats(prefs);
  const FORMATS = { money: person.money, percent: '0.00"%"', count: "#,##0", text: "@" } as const;
  const workbook = new ExcelJS.Workbook();
  const summary = workbook.addWorksheet("Summary");
  summary.columns = [
    { header: "field", key: "field", width: 26 },
    { header: "value", key: "value", width: 18 },
  ];
  for (const field of REPORT_SUMMARY_FIELDS) {
    const row = summary.addRow({ field, value: report.summary[field] });
    row.getCell(2).numFmt = FORMATS[REPORT_SUMMARY_FIGURES[field]] ?? "";
  }
  const trend = workbook.addWorksheet("Trend");
  trend.columns = REPORT_TREND_FIELDS.map((field) => ({
    header: field,
    key: field,
    width: field === "store" || field === "store_id" ? 28 : 14,
    style: {
      numFmt: field === "date" ? person.date : FORMATS[REPORT_TREND_FIGURES[field]],
    },
  }));
  for (const row of report.trend) trend.addRow({ ...row, date: dateValue(row.date, prefs) });
  for (const sheet of [summary, trend]) sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
