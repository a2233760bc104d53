import type SQLite from "better-sqlite3";
import {
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from "kysely";

/**
 * Kysely's SQLite dialect with two changes for a server under load.
 *
 * Fair turns: SQLite has one connection, so every query and transaction waits for it. Kysely's own
 * lock wakes every waiter at once and lets a newcomer take the connection first, so a request that
 * needs several turns (a write: session, checks, transaction) could wait behind a stream of reads
 * until its client gave up. Here the waiters take the connection in the order they asked.
 *
 * Prepared once: each distinct statement is compiled once and kept (the most recent 500), instead
 * of being parsed again on every call.
 */
export class FairSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig & { database: SQLite.Database };

  constructor(config: SqliteDialectConfig & { database: SQLite.Database }) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new FairSqliteDriver({ ...this.#config, database: preparedOnce(this.#config.database) });
  }
}

class FairSqliteDriver extends SqliteDriver {
  readonly #turns = new Turns();
  #connection: DatabaseConnection | undefined;

  override async init(): Promise<void> {
    await super.init();
    // The base driver's own lock is taken once here and never given back: turns are ours.
    this.#connection = await super.acquireConnection();
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.#turns.take();
    if (!this.#connection) throw new Error("the SQLite driver is not initialised");
    return this.#connection;
  }

  override async releaseConnection(): Promise<void> {
    this.#turns.give();
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
