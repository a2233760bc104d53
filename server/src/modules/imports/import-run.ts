import fs from "node:fs/promises";
import {
  type AppLanguage,
  IMPORT_MAX_ROWS,
  type ImportMapping,
  type ImportTable,
  importStopped,
  MSG,
} from "@storeops/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { type AuditContext, writeAudit } from "../../audit/audit.ts";
import type { DB, Dialect } from "../../db/database.ts";
import { AppError, badRequest } from "../../errors.ts";
import { nowIso } from "../../ids.ts";
import type { FileStore } from "../files/file-store.ts";
import { fileKey } from "../files/file-store.ts";
import type { FileRow } from "./file-rows.ts";
import { BATCH_ROWS, type Counts, storeBatch } from "./import-batches.ts";
import { type FileKind, openImportFile } from "./import-file.ts";
import { type CheckedRow, rowChecker } from "./import-rows.ts";
import { importLookups, updateImportJob } from "./imports.repository.ts";
import { REFUSED_AREA, type RefusedRowsFile, refusedFileName, refusedRowsFile } from "./refused-rows.ts";

/** One run of an import, as its start decided it (docs/decisions.md, Imports). */
export interface ImportRun {
  id: string;
  table: ImportTable;
  actor: Actor;
  /** The uploaded file on local disk: the run's own, removed when it ends. */
  file: string;
  kind: FileKind;
  fileName: string;
  headers: string[];
  mapping: ImportMapping;
  language: AppLanguage;
}

export interface RunDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  storage: FileStore;
  log: FastifyBaseLogger;
}

/** The runs of this process, by id: never taken for stopped ones (imports.plugin.ts). */
export const RUNS_IN_PROCESS = new Set<string>();

/** The file's data rows, read to their end. */
async function* dataRows(run: Pick<ImportRun, "file" | "kind">): AsyncGenerator<FileRow> {
  const opened = await openImportFile(run.file, run.kind);
  try {
    yield* opened.rows;
  } finally {
    await opened.close();
  }
}

/** The file's data rows, counted before any is stored: a file past the limit stores nothing. */
async function countRows(run: ImportRun): Promise<number> {
  let count = 0;
  for await (const _row of dataRows(run))
    if (++count > IMPORT_MAX_ROWS) throw badRequest(MSG.importTooManyRows);
  return count;
}

/**
 * Runs an import to its end (docs/decisions.md, Imports): counts the rows, checks them as the
 * preview did and stores the valid ones in batches, each its own transaction; then keeps the
 * refused rows file and, with the job's last counts, writes the run's one IMPORT audit entry.
 * A run that stops on a fault ends failed, with what it stored until then.
 */
export async function runImport(deps: RunDeps, run: ImportRun): Promise<void> {
  RUNS_IN_PROCESS.add(run.id);
  const counts: Counts = { processed: 0, imported: 0, refused: 0 };
  let refused: RefusedRowsFile | undefined;
  let failure: string | undefined;
  // The next rows are read and checked while the last ones are being stored (waiting on
  // PostgreSQL); one batch is stored at a time, in the file's order.
  let storing: Promise<void> = Promise.resolve();
  try {
    refused = await refusedRowsFile(run.headers, run.language);
    const total = await countRows(run);
    await updateImportJob(deps.db, run.id, { total });
    const check = rowChecker(
      run.table,
      run.mapping,
      await importLookups(deps.db, run.table, run.actor.scope),
      run.actor,
    );
    let pending: CheckedRow[] = [];
    for await (const row of dataRows(run)) {
      pending.push(check(row));
      if (pending.length < BATCH_ROWS) continue;
      await storing;
      storing = storeBatch(deps, run, pending, counts, refused);
      // Its fault is met where it is awaited (the next batch, or the end).
      storing.catch(() => {});
      pending = [];
    }
    await storing;
    await storeBatch(deps, run, pending, counts, refused);
  } catch (error) {
    // A batch still being stored when reading stopped lands (or not) before the counts are final.
    await storing.catch(() => {});
    if (!(error instanceof AppError)) deps.log.error({ err: error, job: run.id }, "import stopped");
    failure = error instanceof AppError ? error.message : importStopped(counts.imported);
  }
  try {
    await finishRun(deps, run, counts, refused, failure);
  } catch (error) {
    deps.log.error({ err: error, job: run.id }, "import could not be finished");
  } finally {
    RUNS_IN_PROCESS.delete(run.id);
    await refused?.remove();
    await fs.rm(run.file, { force: true });
  }
}

async function finishRun(
  deps: RunDeps,
  run: ImportRun,
  counts: Counts,
  refused: RefusedRowsFile | undefined,
  failure: string | undefined,
) {
  let refusedName: string | null = null;
  if (refused) await refused.close();
  if (refused && counts.refused > 0) {
    refusedName = refusedFileName();
    await deps.storage.writeFile(fileKey(REFUSED_AREA, refusedName), refused.path);
  }
  await deps.db.transaction().execute(async (trx) => {
    await updateImportJob(trx, run.id, {
      ...counts,
      status: failure === undefined ? "done" : "failed",
      message: failure ?? null,
      refused_file: refusedName,
      finished_at: nowIso(),
    });
    await writeImportAudit(trx, run.actor.audit, run, counts, failure);
  });
}

/** The run's one IMPORT entry: its table, file and counts, by whoever started it (docs/decisions.md, Imports). */
export function writeImportAudit(
  db: Kysely<DB>,
  audit: AuditContext,
  run: { id: string; table: string; fileName: string },
  counts: Counts,
  failure?: string,
) {
  const stopped = failure === undefined ? "" : " (stopped before its end)";
  return writeAudit(db, audit, {
    action: "IMPORT",
    targetTable: run.table,
    targetId: run.id,
    description: `Imported ${counts.imported} of ${counts.processed} rows of ${run.fileName} into ${run.table.replaceAll("_", " ")}, ${counts.refused} refused${stopped}`,
    changes: { file: run.fileName, ...counts, ...(failure === undefined ? {} : { message: failure }) },
  });
}
