import type { Role, StoreScope } from "@storeops/domain";
import type { RawBuilder } from "kysely";
import type { Dialect } from "../db/database.ts";
import type { DaySearch } from "./search-days.ts";
import type { KeyRange } from "./search-range.ts";

/** Per-request facts some computed columns need, e.g. each store's "today" in its time zone. */
export interface ColumnContext {
  todayByStore?: ReadonlyMap<string, string>;
  /** Who reads: columns that sum or reveal other rows narrow to what this caller may see. */
  caller?: { role: Role; scope: StoreScope; userId?: string };
  /** The database's dialect, for the conditions that differ (the search index). */
  dialect?: Dialect;
  /** `q` tested row by row (rest/search-match.ts matchesRowwise): a page of a common term. */
  rowwiseSearch?: boolean;
  /** Each store's break rule, for the stores that set one (time entries' missed_break). */
  breakRules?: ReadonlyMap<string, { after_hours: number; minimum_minutes: number }>;
  /** Each store's clock-in tolerance in minutes, where it is not the default (time entries' clock_in_flag). */
  clockInTolerance?: ReadonlyMap<string, number>;
  /** The search documents' keys of the rows within the read's date range (rest/search-range.ts). */
  keyRange?: KeyRange;
  /** `q` read by day: the days and rows it finds (rest/search-days.ts). */
  daySearch?: DaySearch;
  /**
   * Columns whose filters no index may answer (written `+column`): a page of a wide amount range
   * is read in its list's date order (rest/read.service.ts).
   */
  unindexed?: readonly string[];
}

/** The SQL of a column derived at read time (a join or formula), given the table's alias. */
export type ComputedColumn = (table: string, context: ColumnContext) => RawBuilder<unknown>;
