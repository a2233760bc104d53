import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import {
  type AppLanguage,
  IMPORT_MAX_ROWS,
  IMPORT_PREVIEW_PROBLEMS,
  type ImportMapping,
  type ImportTable,
  importLayout,
  importStopped,
  importVerbs,
  localizeMessage,
  MSG,
  mappingProblems,
  requiredImportFields,
  suggestMapping,
  type TImportJob,
  type TImportPreview,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { requireAccess } from "../../access/permissions.ts";
import type { DB } from "../../db/database.ts";
import { badRequest, notFound } from "../../errors.ts";
import { newId, nowIso } from "../../ids.ts";
import { isPinnedToCurrentStore } from "../../rest/write-input.ts";
import { SPOOL_DIR } from "../files/spooled-upload.ts";
import { openImportFile } from "./import-file.ts";
import { rowChecker } from "./import-rows.ts";
import { RUNS_IN_PROCESS, type RunDeps, runImport, writeImportAudit } from "./import-run.ts";
import { type ImportUpload, presentJob } from "./import-upload.ts";
import {
  findImportJob,
  type ImportJobRow,
  importLookups,
  insertImportJob,
  rememberedMapping,
  rememberMapping,
  runningImportJobs,
  updateImportJob,
} from "./imports.repository.ts";

/**
 * The rights an import takes: those of creating one of the table's records by hand (the matrix's
 * words when refused, 403); budgets, those of setting them, as the budget import (create, update, delete).
 */
export function authorizeImport(actor: Actor, table: ImportTable): void {
  for (const verb of importVerbs(table)) requireAccess(actor, table, verb);
}

/** A layout as kept: the SHA-256 of the header row as compared. */
const layoutHash = (headers: readonly string[]) =>
  createHash("sha256").update(importLayout(headers)).digest("hex");

/** The required fields no column of the mapping fills. */
const missingFields = (actor: Actor, table: ImportTable, mapping: ImportMapping) =>
  requiredImportFields(table, isPinnedToCurrentStore(actor.user.role)).filter(
    (name) => !mapping.includes(name),
  );

function assertMapping(table: ImportTable, headers: string[], mapping: ImportMapping) {
  if (mappingProblems(table, headers, mapping).length > 0) throw badRequest(MSG.importMappingInvalid);
}

/**
 * POST /api/imports/{table}/preview (docs/decisions.md, Imports): the file's header row, the
 * mapping (the one sent, else the one remembered for its layout, else matched by header names),
 * and every data row checked as the import checks it: counts, and the first problems, in the
 * caller's language. Nothing is stored.
 */
export async function previewImport(
  db: Kysely<DB>,
  actor: Actor,
  table: ImportTable,
  upload: ImportUpload,
  language: AppLanguage,
): Promise<TImportPreview> {
  authorizeImport(actor, table);
  const opened = await openImportFile(upload.path, upload.kind);
  try {
    const { headers } = opened;
    let mapping = upload.mapping;
    let remembered = false;
    if (mapping) assertMapping(table, headers, mapping);
    else {
      const kept = await rememberedMapping(db, table, layoutHash(headers));
      remembered = kept !== undefined && mappingProblems(table, headers, kept).length === 0;
      mapping = remembered && kept ? kept : suggestMapping(table, headers);
    }
    const check = rowChecker(table, mapping, await importLookups(db, table, actor.scope), actor);
    const examples = headers.map(() => "");
    const counts = { rows: 0, valid: 0, refused: 0, problems_total: 0 };
    const problems: TPreviewProblems = [];
    for await (const row of opened.rows) {
      if (++counts.rows > IMPORT_MAX_ROWS) throw badRequest(MSG.importTooManyRows);
      if (counts.rows <= 20) for (const [index, cell] of row.cells.entries()) examples[index] ||= cell;
      const checked = check(row);
      if (checked.input) counts.valid++;
      else counts.refused++;
      counts.problems_total += checked.problems.length;
      for (const problem of checked.problems)
        if (problems.length < IMPORT_PREVIEW_PROBLEMS)
          problems.push({ ...problem, message: localizeMessage(problem.message, language) });
    }
    if (counts.rows === 0) throw badRequest(MSG.importFileEmpty);
    return {
      table,
      file_name: upload.name,
      format: upload.kind.format,
      headers,
      examples: examples.slice(0, headers.length),
      mapping,
      remembered,
      missing: missingFields(actor, table, mapping),
      ...counts,
      problems,
    };
  } finally {
    await opened.close();
  }
}
type TPreviewProblems = TImportPreview["problems"];

/**
 * POST /api/imports/{table}: checks the file's header and mapping (every required field mapped),
 * remembers the mapping for the file's layout, and starts the run in the background: answers the
 * job at once; GET /api/imports/jobs/{id} follows it.
 */
export async function startImport(
  deps: RunDeps,
  actor: Actor,
  table: ImportTable,
  upload: ImportUpload,
  language: AppLanguage,
): Promise<TImportJob> {
  authorizeImport(actor, table);
  const mapping = upload.mapping;
  if (!mapping) throw badRequest(MSG.importMappingInvalid);
  const opened = await openImportFile(upload.path, upload.kind);
  const { headers } = opened;
  try {
    if ((await opened.rows.next()).done) throw badRequest(MSG.importFileEmpty);
  } finally {
    await opened.close();
  }
  assertMapping(table, headers, mapping);
  const missing = missingFields(actor, table, mapping);
  if (missing.length > 0) throw badRequest(MSG.importFieldsMissing, { missing });
  await rememberMapping(deps.db, {
    table,
    layout: layoutHash(headers),
    headers,
    mapping,
    userId: actor.user.id,
  });
  const id = newId();
  const file = path.join(SPOOL_DIR, `${process.pid}-import-${id}`);
  await fs.rename(upload.path, file);
  const job = {
    id,
    table_name: table,
    user_id: actor.user.id,
    file_name: upload.name,
    format: upload.kind.format,
    language,
  };
  await insertImportJob(deps.db, job);
  const run = {
    id,
    table,
    actor,
    file,
    kind: upload.kind,
    fileName: upload.name,
    headers,
    mapping,
    language,
  };
  // Not awaited: the run outlives the request, and ends its job itself (done or failed).
  void runImport(deps, run);
  return presentJob((await findImportJob(deps.db, id, undefined)) as ImportJobRow, language);
}

/** A job not moved for this long, and not running in this process, stopped with its process. */
const STALE_MS = 10 * 60_000;

/**
 * Ends the runs whose process stopped under them (docs/decisions.md, Imports): failed, with what
 * they had stored, and their IMPORT entry written then. Of one user, or of everyone.
 */
export async function endStoppedImports(db: Kysely<DB>, userId?: string): Promise<number> {
  const before = new Date(Date.now() - STALE_MS).toISOString();
  const stopped = (await runningImportJobs(db, { userId, before })).filter(
    (job) => !RUNS_IN_PROCESS.has(job.id),
  );
  for (const job of stopped) {
    const user = await db.selectFrom("users").select("name").where("id", "=", job.user_id).executeTakeFirst();
    const audit = { userId: job.user_id, userName: user?.name ?? null, ip: "", userAgent: "" };
    const counts = {
      processed: Number(job.processed),
      imported: Number(job.imported),
      refused: Number(job.refused),
    };
    const message = importStopped(counts.imported);
    await db.transaction().execute(async (trx) => {
      await updateImportJob(trx, job.id, { status: "failed", message, finished_at: nowIso() });
      await writeImportAudit(
        trx,
        audit,
        { id: job.id, table: job.table_name, fileName: job.file_name },
        counts,
        message,
      );
    });
  }
  return stopped.length;
}

/** Whether the user has a run going (one at a time each). */
export async function hasRunningImport(db: Kysely<DB>, userId: string): Promise<boolean> {
  await endStoppedImports(db, userId);
  return (await runningImportJobs(db, { userId })).length > 0;
}

/** A job its starter, or an admin, reads; anyone else's is not found. */
export async function readImportJob(db: Kysely<DB>, actor: Actor, id: string): Promise<ImportJobRow> {
  await endStoppedImports(db, actor.user.id);
  const job = await findImportJob(db, id, actor.user.role === "admin" ? undefined : actor.user.id);
  if (!job) throw notFound();
  return job;
}
