import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { type AppLanguage, localizeMessage, type TImportProblem } from "@storeops/domain";
import { csvLines } from "../export/csv-cells.ts";
import { backpressure } from "../export/stream-helpers.ts";
import { SPOOL_DIR } from "../files/spooled-upload.ts";

/** The file store's area of refused rows files (docs/decisions.md, Imports). */
export const REFUSED_AREA = "imports";

/** A stored refused rows file's name: generated, never the uploaded file's. */
export const refusedFileName = () => `${Date.now().toString(36)}-${randomBytes(12).toString("hex")}.csv`;

/**
 * The refused rows of a run as they are found, written to a local file (owner-only, beside the
 * spooled uploads): the file's own columns, then `error` with each problem's message in the run's
 * language. CSV with a byte order mark, every cell quoted and guarded against formulas (export/csv-cells.ts).
 */
export async function refusedRowsFile(headers: readonly string[], language: AppLanguage) {
  await fs.mkdir(SPOOL_DIR, { recursive: true, mode: 0o700 });
  const file = path.join(SPOOL_DIR, `${process.pid}-refused-${randomBytes(12).toString("hex")}`);
  const out = createWriteStream(file, { flags: "wx", mode: 0o600 });
  const width = headers.length;
  out.write(`\uFEFF${csvLines([[...headers, "error"]], true)}`);
  return {
    path: file,
    /** Appends refused rows: their cells (as many as the header has) and their problems. */
    async add(rows: readonly { cells: readonly string[]; problems: readonly TImportProblem[] }[]) {
      if (rows.length === 0) return;
      const lines = rows.map((row) => [
        ...Array.from({ length: width }, (_, index) => row.cells[index] ?? ""),
        row.problems.map((problem) => localizeMessage(problem.message, language)).join(" "),
      ]);
      out.write(csvLines(lines, true));
      await backpressure(out);
    },
    /** Closes the file (its bytes are all on disk when this resolves). */
    close: () =>
      new Promise<void>((resolve, reject) =>
        out.end((error?: Error | null) => (error ? reject(error) : resolve())),
      ),
    remove: () => fs.rm(file, { force: true }),
  };
}

export type RefusedRowsFile = Awaited<ReturnType<typeof refusedRowsFile>>;
