import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { openDatabase } from "../db/database.ts";
import { DirectoryFileStore } from "../modules/files/directory-file-store.ts";
import { type FileStore, readWhole } from "../modules/files/file-store.ts";
import { ownerOnlyDir, ownerOnlyExisting, ownerOnlyFile } from "../owner-only.ts";
import { type AuditHead, compareAuditHeads, readAuditHead } from "./audit-head.ts";
import { type Fingerprint, filesFingerprint, fingerprint } from "./checksums.ts";
import { pgConnection } from "./pg-connection.ts";
import { type Snapshot, snapshotSqliteInThread } from "./sqlite-snapshot.ts";

const run = promisify(execFile);

/** Where the data lives: the embedded SQLite file under dataDir, or PostgreSQL; the file store. */
export interface DataLocation {
  dataDir: string;
  databaseUrl?: string;
  /** The configured file store (an S3 bucket too); by default the folder dataDir/files. */
  files?: FileStore;
}

const filesOf = (location: DataLocation): FileStore =>
  location.files ?? new DirectoryFileStore(path.join(location.dataDir, "files"));

/** Copies every file of one store into another, one file at a time (each within the upload limit). */
async function copyFiles(from: FileStore, to: FileStore): Promise<void> {
  for (const { key } of await from.list("")) {
    const bytes = await readWhole(from, key);
    // Gone since the listing: a temporary upload that was attached (moved) or swept meanwhile.
    if (bytes) await to.write(key, bytes);
  }
}

export interface Manifest {
  format: 1;
  engine: "sqlite" | "postgres";
  created_at: string;
  fingerprint: Fingerprint;
  /** The audit chain's head in the backup: a restore must bring back this head. */
  audit_head: AuditHead | null;
}

const MANIFEST = "manifest.json";
const SQLITE_FILE = "storeops.sqlite";
const PG_DUMP = "database.pgdump";

/**
 * A consistent backup while the app runs: SQLite through its online backup API, PostgreSQL through
 * pg_dump on a snapshot exported from the transaction that also fingerprints it; then the files.
 * Returns the backup folder, which holds the database, `files/` and `manifest.json`.
 */
export async function backup(
  from: DataLocation,
  outDir: string,
): Promise<{ dir: string; manifest: Manifest }> {
  const dir = path.join(outDir, `storeops-${new Date().toISOString().replace(/[:.]/g, "-")}`);
  ownerOnlyDir(outDir);
  ownerOnlyDir(dir);
  let snapshot: Snapshot;
  if (from.databaseUrl) {
    snapshot = await dumpPostgres(from, path.join(dir, PG_DUMP));
  } else {
    snapshot = await snapshotSqliteInThread(
      path.join(from.dataDir, SQLITE_FILE),
      path.join(dir, SQLITE_FILE),
      dir,
    );
  }
  // Stored files are written once and never changed, so a copy after the snapshot holds every file it
  // names, wherever the store keeps them (a folder or a bucket): the backup holds them as files/{key}.
  const copied = new DirectoryFileStore(path.join(dir, "files"));
  await copyFiles(filesOf(from), copied);
  const manifest: Manifest = {
    format: 1,
    engine: from.databaseUrl ? "postgres" : "sqlite",
    created_at: new Date().toISOString(),
    fingerprint: { ...snapshot.print, files: await filesFingerprint(copied) },
    audit_head: snapshot.auditHead,
  };
  ownerOnlyFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return { dir, manifest };
}

async function dumpPostgres(from: DataLocation, file: string): Promise<Snapshot> {
  const database = openDatabase({ dataDir: from.dataDir, databaseUrl: from.databaseUrl });
  try {
    return await database.db.connection().execute(async (connection) => {
      await sql`begin isolation level repeatable read read only`.execute(connection);
      try {
        const { rows } = await sql<{ snapshot: string }>`select pg_export_snapshot() as snapshot`.execute(
          connection,
        );
        const snapshot = rows[0]?.snapshot ?? "";
        const { url, env } = pgConnection(String(from.databaseUrl));
        ownerOnlyExisting(file);
        const [, print, auditHead] = await Promise.all([
          run("pg_dump", ["--format=custom", `--snapshot=${snapshot}`, `--file=${file}`, url], { env }),
          fingerprint(connection, "postgres"),
          readAuditHead(connection),
        ]);
        return { print, auditHead };
      } finally {
        await sql`commit`.execute(connection);
      }
    });
  } finally {
    await database.close();
  }
}

export function readManifest(dir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), "utf8")) as Manifest;
}

/**
 * Restores a backup into an empty location (or over an existing one with `force`), then checks
 * that every table's row count, every money column and every file match the manifest. The file
 * store (folder or bucket) is emptied and given the backup's files.
 */
export async function restore(
  dir: string,
  to: DataLocation,
  options: { force?: boolean } = {},
): Promise<{ ok: boolean; differences: string[] }> {
  const manifest = readManifest(dir);
  if ((manifest.engine === "postgres") !== Boolean(to.databaseUrl)) {
    throw new Error(`This is a ${manifest.engine} backup: restore it into ${manifest.engine}.`);
  }
  ownerOnlyDir(to.dataDir);
  if (to.databaseUrl) {
    await restorePostgres(path.join(dir, PG_DUMP), to, options);
  } else {
    const target = path.join(to.dataDir, SQLITE_FILE);
    if (fs.existsSync(target) && !options.force)
      throw new Error(`${target} exists: stop the app and pass --force.`);
    for (const suffix of ["-wal", "-shm"]) fs.rmSync(`${target}${suffix}`, { force: true });
    fs.copyFileSync(path.join(dir, SQLITE_FILE), target);
    ownerOnlyExisting(target);
  }
  const files = filesOf(to);
  for (const { key } of await files.list("")) await files.remove(key);
  await copyFiles(new DirectoryFileStore(path.join(dir, "files")), files);
  const database = openDatabase(to);
  try {
    const restored = {
      ...(await fingerprint(database.db, database.dialect)),
      files: await filesFingerprint(files),
    };
    const differences = [
      ...compare(manifest.fingerprint, restored),
      ...compareAuditHeads(manifest.audit_head ?? null, await readAuditHead(database.db)),
    ];
    return { ok: differences.length === 0, differences };
  } finally {
    await database.close();
  }
}

async function restorePostgres(file: string, to: DataLocation, options: { force?: boolean }) {
  const database = openDatabase(to);
  try {
    const { rows } = await sql<{
      n: number | string;
    }>`select count(*) as n from information_schema.tables where table_schema = 'public'`.execute(
      database.db,
    );
    if (Number(rows[0]?.n ?? 0) > 0) {
      if (!options.force) throw new Error("The target database is not empty: stop the app and pass --force.");
      // Emptied, then restored into: pg_restore --clean cannot drop the constraints a partition
      // inherits (the search index's partitions, migration 019), so nothing is left for it to drop.
      await sql`drop schema public cascade`.execute(database.db);
      await sql`create schema public`.execute(database.db);
    }
  } finally {
    await database.close();
  }
  const { url, env } = pgConnection(String(to.databaseUrl));
  await run("pg_restore", ["--no-owner", "--exit-on-error", `--dbname=${url}`, file], { env });
}

/** Human-readable differences between two fingerprints; none means the round trip is exact. */
export function compare(expected: Fingerprint, actual: Fingerprint): string[] {
  const differences: string[] = [];
  for (const key of new Set([...Object.keys(expected.tables), ...Object.keys(actual.tables)])) {
    if (expected.tables[key] !== actual.tables[key]) {
      differences.push(
        `${key}: ${expected.tables[key] ?? "missing"} rows expected, ${actual.tables[key] ?? "missing"} found`,
      );
    }
  }
  for (const key of Object.keys(expected.money)) {
    if (JSON.stringify(expected.money[key]) !== JSON.stringify(actual.money[key]))
      differences.push(`${key}: money differs`);
  }
  if (JSON.stringify(expected.files) !== JSON.stringify(actual.files)) {
    differences.push(
      `files: ${expected.files.count} expected (${expected.files.bytes} bytes), ${actual.files.count} found (${actual.files.bytes} bytes)`,
    );
  }
  return differences;
}
