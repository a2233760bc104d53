import type { ColumnType } from "kysely";

/** A column with a default: optional on insert. */
export type WithDefault<T> = ColumnType<T, T | undefined, T>;
/** A column that may be null and may be left out on insert. */
export type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
