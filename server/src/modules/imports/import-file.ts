import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import type { Duplex } from "node:stream";
import { IMPORT_MAX_COLUMNS, type ImportFormat, MSG } from "@storeops/domain";
import Papa from "papaparse";
import { badRequest } from "../../errors.ts";
import { eventLoopTurns } from "../export/stream-helpers.ts";
import { type FileRow, isBlankRow, rowCells } from "./file-rows.ts";

/** How a file is read: its format and, for CSV, its text encoding. */
export interface FileKind {
  format: ImportFormat;
  encoding: BufferEncoding;
}

const SNIFF_BYTES = 64 * 1024;
/** Types a spreadsheet or document is often saved as by mistake: PDF, PNG, JPEG, GIF, the old .xls, gzip. */
const BINARY = [
  Buffer.from("%PDF"),
  Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  Buffer.from([0xff, 0xd8, 0xff]),
  Buffer.from("GIF8"),
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0]),
  Buffer.from([0x1f, 0x8b]),
];

/**
 * The file's format from its bytes, never its name (docs/decisions.md, Imports): a ZIP is a
 * workbook; text is CSV, read as UTF-8 (`latin1` when its start is not UTF-8, as older Excel
 * saves); anything else is no import (undefined).
 */
export async function sniffFormat(file: string): Promise<FileKind | undefined> {
  const handle = await fs.open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.subarray(0, 4).equals(Buffer.from("PK\x03\x04", "latin1")))
      return { format: "xlsx", encoding: "utf8" };
    if (BINARY.some((signature) => head.subarray(0, signature.length).equals(signature)) || head.includes(0))
      return undefined;
    // A multi-byte character cut at the sniff's end is no reason to call the file latin1.
    const checked = bytesRead === SNIFF_BYTES ? head.subarray(0, bytesRead - 4) : head;
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(checked);
      return { format: "csv", encoding: "utf8" };
    } catch {
      return { format: "csv", encoding: "latin1" };
    }
  } finally {
    await handle.close();
  }
}

async function* csvRows(file: string, encoding: BufferEncoding): AsyncGenerator<FileRow> {
  const source = createReadStream(file, { encoding });
  // The delimiter is guessed from the start (`,`, `;` or a tab); a byte order mark is dropped.
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { delimiter: "", skipEmptyLines: false }) as Duplex;
  source.pipe(parser);
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row++;
      const cells = rowCells(record, 0);
      if (row === 1 && cells[0]) cells[0] = cells[0].replace(/^\uFEFF/, "");
      yield { row, cells };
    }
  } finally {
    source.destroy();
    parser.destroy();
  }
}

/**
 * The file's rows in order, the header row first, read as they stream from disk (a 20 MB file is
 * never held whole): CSV through papaparse, XLSX through exceljs's streaming reader.
 */
function readImportFile(file: string, kind: FileKind): AsyncGenerator<FileRow> {
  return kind.format === "xlsx" ? xlsxRows(file) : csvRows(file, kind.encoding);
}

/** exceljs (some 20 MB of modules) loads with the first workbook read, not with the server. */
async function* xlsxRows(file: string): AsyncGenerator<FileRow> {
  yield* (await import("./xlsx-rows.ts")).workbookRows(file);
}

/**
 * An import's file opened: its header row (blank cells at its end left out; none, or more than
 * IMPORT_MAX_COLUMNS, is a 400) and its data rows as they are read, blank rows left out, giving
 * the event loop its turns. `close` lets go of the file when the rows are not read to the end.
 */
export async function openImportFile(file: string, kind: FileKind) {
  const source = readImportFile(file, kind);
  const first = await source.next();
  if (first.done) throw badRequest(MSG.importFileEmpty);
  const headers = [...first.value.cells];
  while (headers.length > 0 && headers.at(-1) === "") headers.pop();
  const close = async () => {
    await source.return(undefined);
  };
  if (headers.length === 0 || headers.length > IMPORT_MAX_COLUMNS) {
    await close();
    throw badRequest(headers.length === 0 ? MSG.importNoHeader : MSG.importTooManyColumns);
  }
  async function* rows(): AsyncGenerator<FileRow> {
    const turn = eventLoopTurns();
    for await (const row of source) {
      await turn();
      if (!isBlankRow(row)) yield row;
    }
  }
  return { headers, rows: rows(), close };
}
