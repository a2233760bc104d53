import { PassThrough, type Readable } from "node:stream";
import { type DisplayPrefs, formatMoneyFor } from "@storeops/domain";
import ExcelJS from "exceljs";
import { cellText, dateValue, type ExportColumn } from "./export-columns.ts";
import { backpressure, eventLoopTurns } from "./stream-helpers.ts";

/** The sheet's number formats in the person's date and time formats and currency symbol. */
export function cellFormats(prefs: DisplayPrefs): Partial<Record<ExportColumn["kind"], string>> {
  const date = prefs.date_format.toLowerCase();
  const symbol = formatMoneyFor(0, prefs).replace(/[\d.,\s]/g, "");
  return {
    money: `"${symbol}"#,##0.00;-"${symbol}"#,##0.00`,
    date,
    instant: `${date} ${prefs.time_format === "24h" ? "hh:mm" : "h:mm AM/PM"}`,
  };
}

function cellValue(column: ExportColumn, value: unknown, prefs: DisplayPrefs): unknown {
  if (value === null || value === undefined || value === "") return null;
  if (column.kind === "money" || column.kind === "int" || column.kind === "number") return Number(value);
  if (column.kind === "date" || column.kind === "instant") return dateValue(String(value), prefs);
  return cellText(column, value, prefs);
}

/**
 * A spreadsheet written row by row into the response (exceljs' streaming writer): money cells are
 * numbers with a currency format, dates are date cells, so sums and sorting work in the sheet.
 */
export function xlsxStream(
  title: string,
  columns: readonly ExportColumn[],
  rows: AsyncIterable<Record<string, unknown>>,
  onError: (error: unknown) => void,
  prefs: DisplayPrefs,
): Readable {
  const formats = cellFormats(prefs);
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(title.slice(0, 31));
  sheet.columns = columns.map((column) => ({
    header: column.heading,
    key: column.name,
    width: column.kind === "text" ? 28 : 16,
    style: formats[column.kind] ? { numFmt: formats[column.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  (async () => {
    const turn = eventLoopTurns();
    for await (const row of rows) {
      // The client left (the response closed the stream): stop reading and writing.
      if (output.destroyed) break;
      await turn();
      sheet.addRow(columns.map((column) => cellValue(column, row[column.name], prefs))).commit();
      await backpressure(output);
    }
    if (output.destroyed) return;
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
