/**
 * A reader thread of the SQLite database (sqlite-dialect.ts): its own read-only connection to the
 * file, opened on its first read, running one statement at a time and keeping each distinct
 * statement compiled. In WAL mode a reader sees every transaction committed before its statement
 * began, so a read sent here after a write has returned sees that write. The built server has it
 * as dist/sqlite-read-worker.js (server/scripts/build.mjs).
 */
import { workerData } from "node:worker_threads";
import SQLite from "better-sqlite3";

export interface ReadTask {
  sql: string;
  parameters: readonly unknown[];
}

const CACHED_STATEMENTS = 500;
const statements = new Map<string, SQLite.Statement>();
let connection: SQLite.Database | undefined;

function database(): SQLite.Database {
  if (!connection) {
    connection = new SQLite((workerData as { filename: string }).filename, {
      readonly: true,
      fileMustExist: true,
    });
    connection.pragma("busy_timeout = 5000");
  }
  return connection;
}

function statement(source: string): SQLite.Statement {
  const cached = statements.get(source);
  if (cached) {
    statements.delete(source);
    statements.set(source, cached);
    return cached;
  }
  const prepared = database().prepare(source);
  statements.set(source, prepared);
  if (statements.size > CACHED_STATEMENTS) statements.delete(statements.keys().next().value as string);
  return prepared;
}

/** The rows, and how long SQLite took (ms): the connection runs a statement that proves cheap itself. */
export default function read({ sql, parameters }: ReadTask): { rows: unknown[]; ms: number } {
  const prepared = statement(sql);
  // Compiling is paid once per thread: the cost that decides where the statement runs is its run.
  const started = performance.now();
  const rows = prepared.all(parameters as unknown[]);
  return { rows, ms: performance.now() - started };
}
