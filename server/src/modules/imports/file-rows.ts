import { IMPORT_MAX_CELL_CHARS, IMPORT_MAX_COLUMNS } from "@storeops/domain";

/** A row of an import's file: its number (the header row is 1) and its cells' text. */
export interface FileRow {
  row: number;
  cells: string[];
}

/**
 * The cells of a row as text (`text` reads one value), at most IMPORT_MAX_COLUMNS + 1 (one more
 * says there are too many), each trimmed and cut at IMPORT_MAX_CELL_CHARS.
 */
export function rowCells(
  values: readonly unknown[],
  offset: number,
  text: (value: unknown) => string = String,
) {
  const cells: string[] = [];
  const end = Math.min(values.length, IMPORT_MAX_COLUMNS + 1 + offset);
  for (let i = offset; i < end; i++) {
    const cell = text(values[i] ?? "").trim();
    cells.push(cell.length > IMPORT_MAX_CELL_CHARS ? cell.slice(0, IMPORT_MAX_CELL_CHARS) : cell);
  }
  return cells;
}

/** A row with nothing in it (a CSV's last line break, a spreadsheet's spacer row): left out. */
export const isBlankRow = (row: FileRow) => row.cells.every((cell) => cell === "");
