import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, type LogEvent, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
// Kysely streams PostgreSQL rows through a cursor (exports keep flat memory).
import Cursor from "pg-cursor";
import { ownerOnlyDir, ownerOnlyExisting } from "../owner-only.ts";
import { keepStatementsPrepared } from "./postgres-statements.ts";
import type { Database as Tables } from "./schema.ts";
import { FairSqliteDialect } from "./sqlite-dialect.ts";

/** An untyped row: only the generic rest front (and rows it hands to modules) works in these. */
export type Row = Record<string, unknown>;
/** The typed database every repository uses. */
export type DB = Tables;
/** The same database seen untyped, for the generic front whose table is a request parameter. */
export type UntypedDB = Record<string, Row>;
export type Dialect = "sqlite" | "postgres";

export interface Database {
  db: Kysely<DB>;
  /**
   * Long reads (exports) stream through this: on SQLite a second, read-only connection opened on
   * first use, so a download never holds the connection every other request waits for; on
   * PostgreSQL the same pool.
   */
  streamDb: Kysely<DB>;
  dialect: Dialect;
  close(): Promise<void>;
}

// int8 (bigint money sums, counts) and numeric come back as strings from pg; our values fit in doubles.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(1700, (value) => Number.parseFloat(value));

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Called with each statement the main connection runs (tests count round trips with it). */
  onQuery?: (sql: string) => void;
  /** SQLite's reader threads (sqlite-dialect.ts); SQLITE_READERS or one per core, two at most; 0 reads on the connection. */
  readers?: number;
}

function readerThreads(options: OpenOptions): number {
  if (options.readers !== undefined) return options.readers;
  const configured = process.env.SQLITE_READERS;
  if (configured !== undefined && configured !== "") return Math.max(0, Math.floor(Number(configured)) || 0);
  return Math.min(2, os.availableParallelism());
}

export function openDatabase(options: OpenOptions): Database {
  const log = options.onQuery ? logQueries(options.onQuery) : undefined;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, an administrator's terminate) is an event, not
    // a crash: the pool drops it and opens another for the next query.
    pool.on("error", (error) => console.error(`PostgreSQL connection lost while idle: ${error.message}`));
    keepStatementsPrepared(pool);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool, cursor: Cursor }), log });
    return { db, streamDb: db, dialect: "postgres", close: () => db.destroy() };
  }
  ownerOnlyDir(options.dataDir);
  const filename = path.join(options.dataDir, "storeops.sqlite");
  // Made owner-only before SQLite opens it; its -wal and -shm files take the same mode.
  ownerOnlyExisting(filename);
  const file = new SQLite(filename);
  file.pragma("journal_mode = WAL");
  file.pragma("foreign_keys = ON");
  file.pragma("busy_timeout = 5000");
  file.pragma("synchronous = NORMAL");
  const db = new Kysely<DB>({
    dialect: new FairSqliteDialect({
      database: file,
      readers: { filename, threads: readerThreads(options) },
    }),
    log,
  });
  const streamDb = new Kysely<DB>({
    dialect: new SqliteDialect({
      database: async () => new SQLite(filename, { readonly: true, fileMustExist: true }),
    }),
  });
  return {
    db,
    streamDb,
    dialect: "sqlite",
    close: async () => {
      await streamDb.destroy();
      await db.destroy();
    },
  };
}

/** The database seen untyped, for code whose table name is a runtime value (the generic front, seeding). */
export function untyped(db: Kysely<DB>): Kysely<UntypedDB> {
  return db as unknown as Kysely<UntypedDB>;
}

function logQueries(onQuery: (sql: string) => void) {
  return (event: LogEvent) => {
    if (event.level === "query") onQuery(event.query.sql);
  };
}
