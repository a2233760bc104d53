import type { ColumnDefinitionBuilder, CreateTableBuilder } from "kysely";

// Column conventions shared by both engines: ids and timestamps are text (ISO 8601 sorts as
// text), money is bigint cents, booleans are 0/1 integers, lists and objects are JSON text.
type Table = CreateTableBuilder<string, string>;
type Col = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

export const notNull: Col = (col) => col.notNull();

export function withBase(table: Table): Table {
  return table
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull);
}

export function storeRef(table: Table): Table {
  return table.addColumn("store_id", "text", (col) => col.references("stores.id").onDelete("restrict"));
}
