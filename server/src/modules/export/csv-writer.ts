import { Readable } from "node:stream";
import type { DisplayPrefs } from "@storeops/domain";
import { csvLines } from "./csv-cells.ts";
import { cellText, type ExportColumn } from "./export-columns.ts";
import { batches } from "./stream-helpers.ts";

/**
 * RFC 4180 CSV with a UTF-8 byte order mark, so spreadsheets open it as UTF-8. Every cell is
 * guarded against formulas and every free-text cell (what a person typed) is quoted (csv-cells.ts);
 * figures, dates and option labels are written as they read, in the exporting person's formats.
 */
export function csvStream(
  columns: readonly ExportColumn[],
  rows: AsyncIterable<Record<string, unknown>>,
  prefs: DisplayPrefs,
): Readable {
  const quoted = columns.map((column) => column.kind === "text");
  async function* lines() {
    yield `\uFEFF${csvLines([columns.map((column) => column.heading)], false)}`;
    for await (const batch of batches(rows, 500)) {
      yield csvLines(
        batch.map((row) => columns.map((column) => cellText(column, row[column.name], prefs))),
        quoted,
      );
    }
  }
  return Readable.from(lines());
}
