import type SQLite from "better-sqlite3";
import type { CompiledQuery, SqliteDatabase } from "kysely";
import { Piscina } from "piscina";

/** A statement for a reader thread (sqlite-read-worker.mjs). */
interface ReadTask {
  sql: string;
  parameters: readonly unknown[];
}

/** Reader threads: the file they open and how many run at once (0: every statement on the connection). */
export interface SqliteReaders {
  filename: string;
  threads: number;
}

/** Statements that read the state of the connection they run on, which a reader's connection does not share. */
const CONNECTION_STATE = /\b(?:total_changes|changes|last_insert_rowid)\s*\(|\bpragma|\btemp\./i;
const KNOWN_STATEMENTS = 1000;

/** A read that took less than this (ms, its moving average) runs on the connection when it is free. */
const CHEAP_READ_MS = 1;

/** What is known of a statement: whether it only reads the file, and its average run (ms) once measured. */
interface Known {
  readsOnly: boolean;
  ms?: number;
}

/** The pool of reader threads (sqlite-read-worker.mjs) of sqlite-dialect.ts, started on the first read. */
export class ReaderThreads {
  readonly #pool: Piscina<ReadTask, { rows: unknown[]; ms: number }>;
  readonly #prepared: SqliteDatabase;
  readonly #known = new Map<string, Known>();

  constructor(readers: SqliteReaders, prepared: SqliteDatabase) {
    this.#prepared = prepared;
    // Plain JavaScript from the sources; the built server has it as dist/sqlite-read-worker.js.
    const fromSource = import.meta.url.endsWith(".ts");
    this.#pool = new Piscina<ReadTask, { rows: unknown[]; ms: number }>({
      filename: new URL(fromSource ? "./sqlite-read-worker.mjs" : "./sqlite-read-worker.js", import.meta.url)
        .href,
      workerData: { filename: readers.filename },
      minThreads: 0,
      maxThreads: readers.threads,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: 128 },
    });
  }

  /** The statement as known, learnt on first sight: compiled once on the connection (a mistake throws here). */
  #of(sql: string): Known {
    const known = this.#known.get(sql);
    if (known) return known;
    const statement = this.#prepared.prepare(sql) as unknown as SQLite.Statement;
    const learnt = { readsOnly: statement.reader && statement.readonly && !CONNECTION_STATE.test(sql) };
    if (this.#known.size >= KNOWN_STATEMENTS) this.#known.clear();
    this.#known.set(sql, learnt);
    return learnt;
  }

  /** Whether a statement only reads the file. */
  readsOnly(sql: string): boolean {
    return this.#of(sql).readsOnly;
  }

  /** Whether the statement has proved cheap enough to run on the connection (a thread's hand-over costs more). */
  cheap(sql: string): boolean {
    const { ms } = this.#of(sql);
    return ms !== undefined && ms < CHEAP_READ_MS;
  }

  measured(sql: string, ms: number): void {
    const known = this.#of(sql);
    known.ms = known.ms === undefined ? ms : (known.ms + ms) / 2;
  }

  async read(query: CompiledQuery): Promise<unknown[]> {
    const { rows, ms } = await this.#pool.run({ sql: query.sql, parameters: query.parameters });
    this.measured(query.sql, ms);
    return rows;
  }

  close(): Promise<void> {
    return this.#pool.destroy();
  }
}
