import type { Kysely, Selectable } from "kysely";
import type { DB } from "../../db/database.ts";
import type { TempFilesTable } from "../../db/schema/system.ts";

export type TempFileRow = Selectable<TempFilesTable>;

export async function insertTempFiles(db: Kysely<DB>, rows: TempFileRow[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto("temp_files")
      .values(rows.map((row) => ({ ...row })))
      .execute();
}

export async function findTempFiles(db: Kysely<DB>, names: readonly string[], userId: string, table: string) {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom("temp_files")
    .selectAll()
    .where("name", "in", names)
    .where("uploaded_by", "=", userId)
    .where("target_table", "=", table)
    .execute();
  return rows;
}

export async function findTempFile(db: Kysely<DB>, name: string, userId: string) {
  const row = await db
    .selectFrom("temp_files")
    .selectAll()
    .where("name", "=", name)
    .where("uploaded_by", "=", userId)
    .executeTakeFirst();
  return row;
}

export async function deleteTempFiles(db: Kysely<DB>, names: readonly string[]): Promise<void> {
  if (names.length > 0) await db.deleteFrom("temp_files").where("name", "in", names).execute();
}

export async function expiredTempFiles(db: Kysely<DB>, before: string): Promise<string[]> {
  const rows = await db.selectFrom("temp_files").select("name").where("created_at", "<", before).execute();
  return rows.map((row) => row.name);
}

/** Which of these names still have a row. */
export async function tempFilesNamed(db: Kysely<DB>, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db.selectFrom("temp_files").select("name").where("name", "in", names).execute();
  return new Set(rows.map((row) => row.name));
}
