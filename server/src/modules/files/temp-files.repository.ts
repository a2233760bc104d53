import { type Kysely, type Selectable, sql } from "kysely";
import type { DB, Dialect } from "../../db/database.ts";
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

/** The temporary uploads a user has waiting to be attached: how many, and their bytes. */
export async function pendingUploadsOf(
  db: Kysely<DB>,
  userId: string,
): Promise<{ files: number; bytes: number }> {
  const row = await db
    .selectFrom("temp_files")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("files"),
      eb.fn.sum<number | string | null>("size").as("bytes"),
    ])
    .where("uploaded_by", "=", userId)
    .executeTakeFirstOrThrow();
  return { files: Number(row.files), bytes: Number(row.bytes ?? 0) };
}

/** The bytes of temporary uploads waiting over all users. */
export async function pendingUploadBytes(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom("temp_files")
    .select((eb) => eb.fn.sum<number | string | null>("size").as("bytes"))
    .executeTakeFirstOrThrow();
  return Number(row.bytes ?? 0);
}

/**
 * Makes a user's quota check and the insert that follows one step: PostgreSQL takes a
 * transaction-scoped advisory lock per user; SQLite runs one transaction at a time.
 */
export async function lockUploader(trx: Kysely<DB>, dialect: Dialect, userId: string): Promise<void> {
  if (dialect === "postgres") {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`temp-uploads:${userId}`}, 0))`.execute(trx);
  }
}

/** The SHA-256s of a user's temporary uploads of these names (a draft's files, before it is saved). */
export async function tempFileHashes(
  db: Kysely<DB>,
  names: readonly string[],
  userId: string,
): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom("temp_files")
    .select("sha256")
    .where("name", "in", names)
    .where("uploaded_by", "=", userId)
    .execute();
  return rows.flatMap((row) => (row.sha256 ? [row.sha256] : []));
}
