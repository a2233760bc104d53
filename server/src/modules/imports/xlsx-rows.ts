import type { Readable } from "node:stream";
import { MSG } from "@storeops/domain";
import ExcelJS from "exceljs";
import { badRequest } from "../../errors.ts";
import { type FileRow, rowCells } from "./file-rows.ts";

const pad = (n: number) => String(n).padStart(2, "0");

/** A workbook cell's value as text: a date cell as YYYY-MM-DD (a time-only cell as HH:MM), a formula as its result. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return "";
    const time = `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
    // Excel keeps a time of day as a fraction of 30 December 1899.
    if (value.getUTCFullYear() < 1900) return time;
    const day = value.toISOString().slice(0, 10);
    return time === "00:00" ? day : `${day} ${time}`;
  }
  if (typeof value === "object") {
    const cell = value as {
      richText?: { text: string }[];
      result?: unknown;
      text?: unknown;
      error?: unknown;
    };
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text).join("");
    if ("result" in cell) return cellText(cell.result);
    if ("error" in cell) return "";
    if ("text" in cell) return cellText(cell.text);
    return "";
  }
  return String(value);
}

interface SheetRow {
  number: number;
  values: unknown[];
}

/** The first sheet's rows of a workbook, streamed (exceljs' streaming reader); the rows it leaves blank are not listed. */
export async function* workbookRows(file: string): AsyncGenerator<FileRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: "emit",
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    entries: "ignore",
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as unknown as AsyncIterable<SheetRow>) {
        yield { row: row.number, cells: rowCells(row.values, 1, cellText) };
      }
      break;
    }
  } catch {
    throw badRequest(MSG.importFileUnreadable);
  } finally {
    (reader as unknown as { stream?: Readable }).stream?.destroy();
  }
}
