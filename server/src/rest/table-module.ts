import type { Role, StoreScope, TableDef, TableName } from "@storeops/domain";
import type { Kysely, RawBuilder } from "kysely";
import type { Actor } from "../access/actor.ts";
import type { Condition } from "../access/store-scope.ts";
import type { NewAttachment } from "../attachments/attachments.repository.ts";
import type { DB, Dialect, Row } from "../db/database.ts";
import type { Filter } from "./query.ts";

/** Per-request facts some computed columns need, e.g. each store's "today" in its time zone. */
export interface ColumnContext {
  todayByStore?: ReadonlyMap<string, string>;
  /** Who reads: columns that sum or reveal other rows narrow to what this caller may see. */
  caller?: { role: Role; scope: StoreScope };
  /** The database's dialect, for the conditions that differ (the search index). */
  dialect?: Dialect;
  /** `q` tested row by row (rest/search-match.ts matchesRowwise): a page of a common term. */
  rowwiseSearch?: boolean;
}

/** The SQL of a column derived at read time (a join or formula), given the table's alias. */
export type ComputedColumn = (table: string, context: ColumnContext) => RawBuilder<unknown>;

/** What a module's write rules get: the transaction, the caller and store-time helpers. */
export interface WriteContext {
  trx: Kysely<DB>;
  actor: Actor;
  table: TableName;
  /** The ordinary update of another row of this table (a side effect) with its UPDATE audit entry. */
  update: OrdinaryUpdate;
  /** Today's date (YYYY-MM-DD) in the store's time zone, or the server's when no store is given. */
  today(storeId?: unknown): Promise<string>;
  /** The store's current date and HH:MM time. */
  now(storeId?: unknown): Promise<{ date: string; time: string }>;
  /** Files this write may add, by stored name: just moved from temporary storage. */
  newAttachments: ReadonlyMap<string, NewAttachment>;
}

/** What a create answers beyond the stored row: fields shown once (a one-time password). */
export interface CreateResult {
  shownOnce?: Record<string, unknown>;
}

/** The ordinary insert of one row with its CREATE audit entry. */
export type OrdinaryInsert = (values: Row) => Promise<void>;

/** The ordinary delete of one row with its DELETE audit entry. */
export type OrdinaryRemove = (row: Row) => Promise<Row>;

/** The ordinary update of one row: the rest front's change plus its UPDATE audit entry. */
export type OrdinaryUpdate = (before: Row, patch: Row) => Promise<void>;

/**
 * One table as its module declares it to the generic `/rest/v1` front. Rows and values are in
 * database terms (cents, 0/1, JSON text); `input` is the validated body in API terms. Read
 * scope and the verbs per role come from the permission matrix (access/), not from here.
 */
export interface TableModule {
  table: TableName;
  definition: TableDef;
  /** Columns derived at read time; never copied into rows. */
  computed?: Record<string, ComputedColumn>;
  /** Facts the computed columns need for this request. */
  columnContext?(db: Kysely<DB>): Promise<ColumnContext>;
  /**
   * The rows whose whole text `q` and global search may match for this caller. The search index
   * holds every searched field as stored, so rows whose fields the caller sees redacted (the
   * audit entries of tables it may not read) must not be found by that text.
   */
  searchableRows?(table: string, context: ColumnContext): Condition;
  /** A filter on a derived value (`status=overdue`) in terms of real or computed columns. */
  translateFilter?(filter: Filter): Filter;
  /**
   * Rows of one employee (time entries, wages, withdrawals): the store defaults to the employee's,
   * the employee must be a staff record of the row's store within the caller's stores, and a
   * row is never moved to another employee or store.
   */
  employeeBound?: boolean;
  /** A natural key the database keeps unique: a concurrent second insert is a 409 with this message. */
  uniqueKey?: { columns: readonly string[]; message: string };
  /** Rules and defaults of a new row, before it is stored. */
  prepareCreate?(
    ctx: WriteContext,
    values: Row,
    input: Record<string, unknown>,
  ): Promise<CreateResult | undefined> | CreateResult | undefined;
  /** Stores the new row when the module names the act (clock in); else `ordinary` stores it with a CREATE entry. */
  insert?(ctx: WriteContext, values: Row, ordinary: OrdinaryInsert): Promise<void>;
  /** Rules and derived values of a change, before it is stored. */
  prepareUpdate?(
    ctx: WriteContext,
    before: Row,
    patch: Row,
    input: Record<string, unknown>,
  ): Promise<void> | void;
  /** Applies a change when the module names the act (approve, clock out); else `ordinary` runs. */
  update?(
    ctx: WriteContext,
    before: Row,
    patch: Row,
    input: Record<string, unknown>,
    ordinary: OrdinaryUpdate,
  ): Promise<void>;
  /**
   * Removes the row when the module names the act (a store with records is archived, not deleted);
   * else `ordinary` deletes it with a DELETE entry. Answers the row as it now is.
   */
  remove?(ctx: WriteContext, row: Row, ordinary: OrdinaryRemove): Promise<Row>;
  /** The 404 message of a DELETE naming one id that matches nothing, where the spec has its own. */
  notFoundOnDelete?: string;
  /** Refuses a delete the module forbids (an admin user, a store in use). */
  assertRemovable?(ctx: WriteContext, row: Row): Promise<void> | void;
  /** The record as the audit trail names it: "purchase INV-1001 (Acme, $120.00)". */
  describe(row: Row): string;
}
