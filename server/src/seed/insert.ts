import type { Kysely } from "kysely";
import { type DB, type Row, untyped } from "../db/database.ts";

/** SQLite allows 32766 bound parameters per statement, PostgreSQL 65535; stay well below both. */
const MAX_PARAMETERS = 20_000;
const MAX_ROWS = 500;

/** Inserts rows in multi-row statements. Every row of a table carries the same columns. */
export async function insertRows(db: Kysely<DB>, table: string, rows: readonly Row[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first).length;
  const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns)));
  for (let offset = 0; offset < rows.length; offset += size) {
    await untyped(db)
      .insertInto(table)
      .values(rows.slice(offset, offset + size))
      .execute();
  }
}
