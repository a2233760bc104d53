import { Readable } from "node:stream";
import type { ExportColumn } from "./export-columns.ts";
import { batches } from "./stream-helpers.ts";

/** A JSON array of the rows as the API presents them (dollars, YYYY-MM-DD), the exported columns only. */
export function jsonStream(
  columns: readonly ExportColumn[],
  rows: AsyncIterable<Record<string, unknown>>,
): Readable {
  async function* parts() {
    yield "[";
    let first = true;
    for await (const batch of batches(rows, 500)) {
      const text = batch
        .map((row) =>
          JSON.stringify(
            Object.fromEntries(columns.map((column) => [column.name, row[column.name] ?? null])),
          ),
        )
        .join(",\n");
      yield `${first ? "\n" : ",\n"}${text}`;
      first = false;
    }
    yield "\n]\n";
  }
  return Readable.from(parts());
}
