/** Imports (issue #32, item 3; docs/decisions.md, Imports): what may be imported, by whom, and the limits. */
import { can, type Verb } from "../access/permissions.ts";
import type { Role } from "../access/roles.ts";

/** The tables an import fills, in the order the menu lists their screens. */
export const IMPORT_TABLES = ["vendors", "staff", "stores", "budgets", "daily_income", "purchases"] as const;
export type ImportTable = (typeof IMPORT_TABLES)[number];

/**
 * The rights an import takes (docs/decisions.md, Imports): those of creating one of the table's
 * records by hand; for budgets, those of setting them (the grid and the budget import change and
 * remove them too).
 */
export function importVerbs(table: ImportTable): readonly Verb[] {
  return table === "budgets" ? ["create", "update", "delete"] : ["create"];
}

/** Whether the role may import the table's records: the Import button shows, the API lets it through. */
export function mayImport(role: Role, table: string): boolean {
  return isImportTable(table) && importVerbs(table).every((verb) => can(role, table, verb));
}

/** Whether a table's records may be imported. */
export function isImportTable(table: string): table is ImportTable {
  return (IMPORT_TABLES as readonly string[]).includes(table);
}

/** The files an import reads: comma-separated text, or an Excel workbook (its first sheet). */
export const IMPORT_FORMATS = ["csv", "xlsx"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** A file of at most 20 MB and 100,000 rows under its header row, with at most 100 columns. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 100_000;
export const IMPORT_MAX_COLUMNS = 100;
/** A cell's text is cut at this length (every field's own limit is shorter). */
export const IMPORT_MAX_CELL_CHARS = 5_000;

/** A preview answers the first 100 problems, with the count of them all. */
export const IMPORT_PREVIEW_PROBLEMS = 100;

/** An import's run: checking and storing its rows, then done, or failed (stopped before its end). */
export const IMPORT_JOB_STATUSES = ["running", "done", "failed"] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

/** A run's refused rows file is kept this long after the run ends. */
export const IMPORT_REFUSED_KEEP_DAYS = 7;
