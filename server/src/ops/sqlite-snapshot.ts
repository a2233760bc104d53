import SQLite from "better-sqlite3";
import { Piscina } from "piscina";
import { openDatabase } from "../db/database.ts";
import { ownerOnlyExisting } from "../owner-only.ts";
import { type AuditHead, readAuditHead } from "./audit-head.ts";
import { type Fingerprint, fingerprint } from "./checksums.ts";

export interface SnapshotTask {
  source: string;
  target: string;
  dataDir: string;
}

/** What the database part of a backup holds, read from the same snapshot as the copy. */
export interface Snapshot {
  print: Omit<Fingerprint, "files">;
  auditHead: AuditHead | null;
}

/**
 * Copies the SQLite file at `source` to `target` through SQLite's online backup API while the app
 * writes, then fingerprints the copy. Runs in the calling thread: the server calls it through
 * {@link snapshotSqliteInThread}.
 */
export async function snapshotSqlite(source: string, target: string, dataDir: string): Promise<Snapshot> {
  const file = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    ownerOnlyExisting(target);
    // A thousand pages (4 MB) a step: the thread does nothing else, and the app's writers are not
    // held by a reader in WAL mode.
    await file.backup(target, { progress: () => 1000 });
  } finally {
    file.close();
  }
  const copy = openDatabase({ dataDir });
  try {
    return { print: await fingerprint(copy.db, "sqlite"), auditHead: await readAuditHead(copy.db) };
  } finally {
    await copy.close();
  }
}

/**
 * {@link snapshotSqlite} on a thread of its own. better-sqlite3 is synchronous: copying a database of
 * gigabytes and reading every money column of the copy on the server's thread took half its CPU and
 * held each request behind whole-table reads for as long as a backup ran. The built server has the
 * thread's code as dist/sqlite-snapshot-worker.js (server/scripts/build.mjs).
 */
export async function snapshotSqliteInThread(
  source: string,
  target: string,
  dataDir: string,
): Promise<Snapshot> {
  const fromSource = import.meta.url.endsWith(".ts");
  const pool = new Piscina<SnapshotTask, Snapshot>({
    filename: new URL(
      fromSource ? "./sqlite-snapshot-worker.ts" : "./sqlite-snapshot-worker.js",
      import.meta.url,
    ).href,
    execArgv: fromSource ? ["--import", "tsx"] : [],
    minThreads: 0,
    maxThreads: 1,
    // The money columns' fingerprint reads a column of every row at once: room for a million rows.
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
  });
  try {
    return await pool.run({ source, target, dataDir });
  } finally {
    await pool.destroy();
  }
}
