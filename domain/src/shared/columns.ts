/**
 * The data model as data: every table the generic API serves, its columns and their kinds.
 * The server derives SQL mapping, filter parsing and presenters from it; nothing outside
 * this list ever reaches SQL.
 */
export type ColumnKind =
  | "id" // server-generated string id
  | "ref" // foreign key (string id) or null
  | "text"
  | "enum"
  | "money" // integer cents in the database, dollars in the API
  | "int"
  | "number" // decimal, e.g. hours
  | "bool"
  | "json" // object or list stored as JSON text
  | "date" // YYYY-MM-DD business date
  | "time" // HH:MM
  | "instant"; // ISO 8601 UTC

export interface ColumnDef {
  kind: ColumnKind;
  /** Derived by the server (join or formula); readable, never written. */
  computed?: boolean;
  /**
   * Never leaves the server (password and token hashes, secrets, internal flags): not in a row, a
   * select or an export. A hidden computed column may still be filtered by (it is derived from
   * columns the caller sees).
   */
  hidden?: boolean;
  /** Set by the server only (ids, timestamps, created_by, audit fields). */
  system?: boolean;
  /** Never null in a presented row (NOT NULL in the database, or always derived). */
  notNull?: boolean;
}

export interface TableDef {
  columns: Record<string, ColumnDef>;
  /** Rows belong to one store through `store_id` (or, for stores, their own id). */
  storeBound: boolean;
  /** Columns matched case-insensitively by `q=`. */
  searchable: readonly string[];
  defaultOrder: readonly [column: string, direction: "asc" | "desc"];
}

/** A column of the kind, with its flags kept in its type (so rows can be typed from a table). */
export const c = <K extends ColumnKind, const E extends Omit<ColumnDef, "kind"> = Record<never, never>>(
  kind: K,
  extra: E = {} as E,
): { kind: K } & E => ({ kind, ...extra });
export const system = <K extends ColumnKind>(kind: K) => c(kind, { system: true });
export const computed = <K extends ColumnKind>(kind: K) => c(kind, { computed: true });
/** A column never null in a row. */
export const notNull = <K extends ColumnKind>(kind: K) => c(kind, { notNull: true });

export const base = {
  id: c("id", { system: true, notNull: true }),
  created_at: c("instant", { system: true, notNull: true }),
  updated_at: c("instant", { system: true, notNull: true }),
};
