import type SQLite from "better-sqlite3";
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from "kysely";
import { ReaderThreads, type SqliteReaders } from "./sqlite-readers.ts";

/**
 * Kysely's SQLite dialect with three changes for a server under load.
 *
 * Fair turns: SQLite has one connection, so every query and transaction waits for it. Kysely's own
 * lock wakes every waiter at once and lets a newcomer take the connection first, so a request that
 * needs several turns (a write: session, checks, transaction) could wait behind a stream of reads
 * until its client gave up. Here the waiters take the connection in the order they asked.
 *
 * Prepared once: each distinct statement is compiled once and kept (the most recent 500), instead
 * of being parsed again on every call.
 *
 * Reads on threads (`readers`): better-sqlite3 runs a statement on the thread that calls it, so on
 * the connection a page that costs 20 ms of SQLite holds every other request, the health check
 * included, for 20 ms, and the server uses one core of the machine's. A statement outside a
 * transaction that only reads (SQLite says so of the compiled statement: `reader` and `readonly`)
 * goes instead to a pool of reader threads, each with its own read-only connection (WAL lets them
 * read beside the writer, each statement seeing what was committed before it began). Writes and
 * every statement of a transaction stay on the connection, in turns; so do statements that read
 * the connection's own state (`total_changes()`, `pragma`), whose answer on another connection
 * differs. `db.connection()` holds nothing on SQLite with readers: each statement takes its turn.
 */
export class FairSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig & { database: SQLite.Database; readers?: SqliteReaders };

  constructor(config: SqliteDialectConfig & { database: SQLite.Database; readers?: SqliteReaders }) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    const { readers, database, ...config } = this.#config;
    const prepared = preparedOnce(database);
    return new FairSqliteDriver(
      { ...config, database: prepared },
      database,
      readers && readers.threads > 0 ? new ReaderThreads(readers, prepared) : undefined,
    );
  }
}

class FairSqliteDriver extends SqliteDriver {
  readonly #turns = new Turns();
  readonly #file: SQLite.Database;
  readonly #readers: ReaderThreads | undefined;
  #connection: DatabaseConnection | undefined;

  constructor(config: SqliteDialectConfig, file: SQLite.Database, readers: ReaderThreads | undefined) {
    super(config);
    this.#file = file;
    this.#readers = readers;
  }

  override async init(): Promise<void> {
    await super.init();
    // The base driver's own lock is taken once here and never given back: turns are ours.
    this.#connection = await super.acquireConnection();
  }

  #main(): DatabaseConnection {
    if (!this.#connection) throw new Error("the SQLite driver is not initialised");
    return this.#connection;
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#readers) return new SharedConnection(this.#main(), this.#turns, this.#readers);
    await this.#turns.take();
    return this.#main();
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    if (connection instanceof SharedConnection) await connection.pin();
    await super.beginTransaction(connection);
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await super.commitTransaction(connection);
    // A failed commit keeps the connection pinned: the rollback that follows runs in the same turn.
    if (connection instanceof SharedConnection) connection.unpin();
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await super.rollbackTransaction(connection);
    } finally {
      if (connection instanceof SharedConnection) connection.unpin();
    }
  }

  override async releaseConnection(...[connection]: [DatabaseConnection?]): Promise<void> {
    if (!(connection instanceof SharedConnection)) {
      this.#turns.give();
      return;
    }
    // A transaction that neither committed nor rolled back is not left open for the next turn.
    if (connection.pinned && this.#file.inTransaction) this.#file.exec("rollback");
    connection.unpin();
  }

  override async destroy(): Promise<void> {
    await this.#readers?.close();
    await super.destroy();
  }
}

/**
 * One caller's use of the database when reads run on threads: a read goes to a reader, anything
 * else takes its turn on the connection for one statement, and a transaction (`pin`) holds the
 * connection from begin to commit or rollback.
 */
class SharedConnection implements DatabaseConnection {
  readonly #main: DatabaseConnection;
  readonly #turns: Turns;
  readonly #readers: ReaderThreads;
  #pinned = false;

  constructor(main: DatabaseConnection, turns: Turns, readers: ReaderThreads) {
    this.#main = main;
    this.#turns = turns;
    this.#readers = readers;
  }

  get pinned(): boolean {
    return this.#pinned;
  }

  async pin(): Promise<void> {
    await this.#turns.take();
    this.#pinned = true;
  }

  unpin(): void {
    if (!this.#pinned) return;
    this.#pinned = false;
    this.#turns.give();
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#pinned) return this.#main.executeQuery(query);
    if (this.#readers.readsOnly(query.sql)) {
      // A read known to be cheap runs at once on the connection when no one holds it: the
      // statement runs to its end before this call returns, so nothing can come between.
      if (!(this.#readers.cheap(query.sql) && this.#turns.free))
        return { rows: (await this.#readers.read(query)) as R[] };
      const started = performance.now();
      const result = this.#main.executeQuery<R>(query);
      this.#readers.measured(query.sql, performance.now() - started);
      return result;
    }
    await this.#turns.take();
    try {
      return await this.#main.executeQuery(query);
    } finally {
      this.#turns.give();
    }
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    if (this.#pinned) {
      yield* this.#main.streamQuery<R>(query, chunkSize);
      return;
    }
    await this.#turns.take();
    try {
      yield* this.#main.streamQuery<R>(query, chunkSize);
    } finally {
      this.#turns.give();
    }
  }
}

/** A first-come, first-served lock. */
export class Turns {
  #held = false;
  readonly #waiting: Array<() => void> = [];

  take(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  /** Whether no one holds the lock (then no one waits for it either). */
  get free(): boolean {
    return !this.#held;
  }

  give(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
}

const CACHED_STATEMENTS = 500;

/** The database, with `prepare` answering from a cache of compiled statements. */
function preparedOnce(database: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (source: string) => {
    const cached = cache.get(source);
    // A statement being iterated cannot run again until it finishes (Kysely never asks for that,
    // as a stream holds the connection; a fresh statement keeps it safe if it ever does).
    if (cached && !cached.busy) {
      cache.delete(source);
      cache.set(source, cached);
      return cached;
    }
    const statement = database.prepare(source);
    if (!cached) {
      cache.set(source, statement);
      if (cache.size > CACHED_STATEMENTS) cache.delete(cache.keys().next().value as string);
    }
    return statement;
  };
  return { prepare, close: () => database.close() };
}
