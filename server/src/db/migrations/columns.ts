import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from "kysely";

// Column conventions shared by both engines: ids and timestamps are text (ISO 8601 sorts as
// text), money is bigint cents, booleans are 0/1 integers, lists and objects are JSON text.
type Table = CreateTableBuilder<string, string>;
type Col = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

export const notNull: Col = (col) => col.notNull();

export function withBase(table: Table): Table {
  return keyedBy(table, "id")
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull);
}

export function storeRef(table: Table): Table {
  return table.addColumn("store_id", "text", (col) => col.references("stores.id").onDelete("restrict"));
}

/** A table keyed by one text column. */
export function keyedBy(table: Table, column: string): Table {
  return table.addColumn(column, "text", (col) => col.primaryKey());
}

/** An index of the table on the columns, in order. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export function addIndex(db: Kysely<any>, name: string, table: string, columns: string[]): Promise<void> {
  return db.schema.createIndex(name).on(table).columns(columns).execute();
}
