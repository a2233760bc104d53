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

/** The store a row belongs to, and its name read from the store. */
export const storeOf = { store_id: c("ref"), store_name: computed("text") };
/** The staff record a row is about, its name read from it, and the store of the row. */
export const employeeOf = { employee_id: c("ref"), employee_name: computed("text"), store_id: c("ref") };
/** Free notes, and the user who created the row. */
export const notesBy = { notes: c("text"), created_by: system("ref") };

/**
 * A table listed newest first by its date column, `q=` matching the `searchable` columns; its rows
 * belong to no store.
 */
export function datedRecords<
  const C extends Record<string, ColumnDef>,
  const S extends readonly (keyof C & string)[],
  D extends keyof C & string,
>(date: D, searchable: S, columns: C) {
  return { columns, storeBound: false, searchable, defaultOrder: [date, "desc"] } as const satisfies TableDef;
}

/** The same for one store's dated records (purchases, income, time entries, pay): bound to stores. */
export function storeRecords<
  const C extends Record<string, ColumnDef>,
  const S extends readonly (keyof C & string)[],
  D extends keyof C & string,
>(date: D, searchable: S, columns: C) {
  return { ...datedRecords(date, searchable, columns), storeBound: true } as const satisfies TableDef;
}

/** A table listed by name, A to Z (people, stores, vendors); `storeBound` when its rows belong to one store. */
export function namedRecords<
  const C extends Record<string, ColumnDef> & { name: ColumnDef },
  const S extends readonly (keyof C & string)[],
>(searchable: S, columns: C, { storeBound }: { storeBound: boolean } = { storeBound: false }) {
  return { columns, storeBound, searchable, defaultOrder: ["name", "asc"] } as const satisfies TableDef;
}
