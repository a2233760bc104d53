import { Readable } from "node:stream";
import Papa from "papaparse";
import { cellText, type ExportColumn } from "./export-columns.ts";
import { batches } from "./stream-helpers.ts";

/** RFC 4180 CSV with a UTF-8 byte order mark, so spreadsheets open it as UTF-8. */
export function csvStream(
  columns: readonly ExportColumn[],
  rows: AsyncIterable<Record<string, unknown>>,
): Readable {
  // escapeFormulae: a cell starting with =, +, - or @ cannot run as a spreadsheet formula.
  const options = { header: false, newline: "\r\n", escapeFormulae: true } as const;
  async function* lines() {
    yield `\uFEFF${Papa.unparse([columns.map((column) => column.heading)], options)}\r\n`;
    for await (const batch of batches(rows, 500)) {
      const cells = batch.map((row) => columns.map((column) => cellText(column, row[column.name])));
      yield `${Papa.unparse(cells, options)}\r\n`;
    }
  }
  return Readable.from(lines());
}
