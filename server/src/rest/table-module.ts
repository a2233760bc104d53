import type { Access, TableDef, TableName } from "@storeops/domain";
import type { Kysely, RawBuilder } from "kysely";
import type { Condition } from "../access/store-scope.ts";
import type { DB } from "../db/database.ts";
import type { ColumnContext, ComputedColumn } from "./column-context.ts";
import type { Filter } from "./filter.ts";
import type { Stored, TableWrites } from "./write-context.ts";

/**
 * Totals the triggers keep per store (and per store and day) that count a list without reading
 * its rows (issue #15), when it filters only by store, status and a range of its date.
 */
export interface KeptTotals {
  /** The table's date column, matched by the aggregates' `day`. */
  date: string;
  /**
   * Per store and day; `where` picks the table's rows of a shared aggregate. Without it a date
   * range is counted from the rows (a table of one row per store and day, such as cash_ups).
   */
  days?: { table: string; count: string; where?: RawBuilder<boolean> };
  /** Per store over all time, when such a roll-up exists (one of the two is required). */
  stores?: { table: string; count: string; where?: RawBuilder<boolean> };
  /** Whether the aggregates keep the rows' status. */
  status: boolean;
}

/** A read's filters and search text, as a count sees them. */
export interface CountedRead {
  filters: Filter[];
  q: string | undefined;
}

/**
 * One table as its module declares it to the generic `/rest/v1` front. Read scope and the verbs
 * per role come from the permission matrix (access/), not from here.
 */
export interface TableModule<T extends TableName = TableName> {
  table: T;
  definition: TableDef;
  /** Columns derived at read time; never copied into rows. */
  computed?: Record<string, ComputedColumn>;
  /** Facts the computed columns need for this request. */
  columnContext?(db: Kysely<DB>): Promise<ColumnContext>;
  /**
   * The rows whose whole text `q` and global search may match for this caller. The search index
   * holds every searched field as stored, so rows whose fields the caller sees redacted (the
   * audit entries of tables it may not read) must not be found by that text. Undefined: every row
   * the caller reads may be found by its text.
   */
  searchableRows?(table: string, context: ColumnContext): Condition | undefined;
  /** A filter on a derived value (`status=overdue`) in terms of real or computed columns. */
  translateFilter?(filter: Filter): Filter;
  /** The date column its lists sort by first, with created_at (an index of date, created_at, id). */
  listDate?: string;
  /** Kept per-store totals that count its lists. */
  keptTotals?: KeptTotals;
  /**
   * `q` is read by day (rest/search-days.ts): the table's searched text is its list date
   * (`keptTotals.date`, with day totals) and mostly empty columns, each with a partial index of
   * the rows that have it.
   */
  searchByDay?: true;
  /** A count from other kept totals (audit entries per user and action), or undefined. */
  countShortcut?(db: Kysely<DB>, read: CountedRead, access: Access): Promise<number> | undefined;
  /** The record as the audit trail names it: "purchase INV-1001 (Acme, $120.00)". */
  describe(row: Stored<T>): string;
  /** Its create, update and delete. */
  writes: TableWrites<T>;
}
