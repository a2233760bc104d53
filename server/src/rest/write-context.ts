import type { TableName } from "@storeops/domain";
import type { Kysely, Selectable } from "kysely";
import type { Actor } from "../access/actor.ts";
import type { NewAttachment } from "../attachments/attachments.repository.ts";
import type { DB } from "../db/database.ts";

/** A row of the table as stored (cents, 0/1, JSON text): its Kysely row type. */
export type Stored<T extends TableName> = Selectable<DB[T]>;

/** Some of a row's stored values: a change, or a new row being filled in. */
export type Patch<T extends TableName> = Partial<Stored<T>>;

/** A new row before it is stored: the validated input in database terms, its id and timestamps. */
export type Draft<T extends TableName> = Patch<T> & { id: string; created_at: string; updated_at: string };

/** The validated body of a write, in API terms (dollars, booleans, lists). */
export type Input = Record<string, unknown>;

/** What a module's write functions get: the transaction, the caller and store-time helpers. */
export interface WriteContext<T extends TableName = TableName> {
  trx: Kysely<DB>;
  actor: Actor;
  table: T;
  /** The record as the audit trail names it: "purchase INV-1001 (Acme, $120.00)". */
  describe(row: Stored<T>): string;
  /** Today's date (YYYY-MM-DD) in the store's time zone, or the server's when no store is given. */
  today(storeId?: unknown): Promise<string>;
  /** The store's current date and HH:MM time. */
  now(storeId?: unknown): Promise<{ date: string; time: string }>;
  /** Files this write may add, by stored name: just moved from temporary storage. */
  newAttachments: ReadonlyMap<string, NewAttachment>;
  /**
   * Runs `task` with the app's database once the write's transaction has committed (a cache to
   * forget, a notification to send), before the request answers; a task must not throw.
   */
  afterCommit(task: (db: Kysely<DB>) => void | Promise<void>): void;
  /**
   * The write is a row of an import (modules/imports): the run is audited once, one IMPORT entry
   * with its counts, and announces nothing row by row (docs/decisions.md, Imports).
   */
  imported?: boolean;
}

/** What a create answers: the new row's id, and fields shown once (a one-time password). */
export interface Created {
  id: string;
  shownOnce?: Record<string, unknown>;
}

/**
 * A table's writes through the generic front, exported by its module and composed from the
 * building blocks of rest/record-writes.ts. The front has checked the matrix and the row rules;
 * each function stores the change with its audit entry.
 */
export interface TableWrites<T extends TableName = TableName> {
  create(ctx: WriteContext<T>, input: Input): Promise<Created>;
  update(ctx: WriteContext<T>, before: Stored<T>, patch: Patch<T>, input: Input): Promise<void>;
  /** Answers the row as it now is (a store with records is archived, not deleted). */
  remove(ctx: WriteContext<T>, row: Stored<T>): Promise<Stored<T>>;
  /** The 404 message of a DELETE naming one id that matches nothing, where the spec has its own. */
  notFoundOnDelete?: string;
}
