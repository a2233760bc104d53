// A reader thread of the SQLite database (sqlite-dialect.ts): its own read-only connection to the
// file, opened on its first read, running one statement at a time and keeping each distinct
// statement compiled. In WAL mode a reader sees every transaction committed before its statement
// began, so a read sent here after a write has returned sees that write.
//
// Plain JavaScript, so that the thread starts without a TypeScript loader from the sources (tests,
// npm run dev): under tsx each thread started a compiler of its own. The built server has it as
// dist/sqlite-read-worker.js (server/scripts/build.mjs).
import { workerData } from "node:worker_threads";
import SQLite from "better-sqlite3";

const CACHED_STATEMENTS = 500;
/** @type {Map<string, import("better-sqlite3").Statement>} */
const statements = new Map();
/** @type {import("better-sqlite3").Database | undefined} */
let connection;

function database() {
  if (!connection) {
    connection = new SQLite(workerData.filename, { readonly: true, fileMustExist: true });
    connection.pragma("busy_timeout = 5000");
  }
  return connection;
}

/** @param {string} source */
function statement(source) {
  const cached = statements.get(source);
  if (cached) {
    statements.delete(source);
    statements.set(source, cached);
    return cached;
  }
  const prepared = database().prepare(source);
  statements.set(source, prepared);
  if (statements.size > CACHED_STATEMENTS) statements.delete(statements.keys().next().value);
  return prepared;
}

/**
 * The rows, and how long SQLite took to run the statement (ms): the connection runs a statement
 * that proves cheap itself. Compiling is paid once per thread and is not counted.
 * @param {{ sql: string, parameters: readonly unknown[] }} task
 */
export default function read({ sql, parameters }) {
  const prepared = statement(sql);
  const started = performance.now();
  const rows = prepared.all(parameters);
  return { rows, ms: performance.now() - started };
}
