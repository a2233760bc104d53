import type { TAttachment } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB } from "../db/database.ts";
import { newId, nowIso } from "../ids.ts";

/** A file that may join a record: moved from temporary storage, its type detected from its bytes. */
export interface NewAttachment {
  name: string;
  original_name: string;
  type: string;
  size: number;
  /** Its SHA-256 (hex), kept for the duplicate check; null when unknown. */
  sha256?: string | null;
}

export function fileUrl(table: string, name: string): string {
  return `/api/rest/v1/files/${table}/${name}`;
}

export async function attachmentNames(
  db: Kysely<DB>,
  ownerTable: string,
  ownerId: string,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom("attachments")
    .select("stored_name")
    .where("owner_table", "=", ownerTable)
    .where("owner_id", "=", ownerId)
    .execute();
  return new Set(rows.map((row) => row.stored_name));
}

export async function insertAttachments(
  db: Kysely<DB>,
  ownerTable: string,
  ownerId: string,
  files: readonly NewAttachment[],
) {
  if (files.length === 0) return;
  const createdAt = nowIso();
  await db
    .insertInto("attachments")
    .values(
      files.map((file) => ({
        id: newId(),
        owner_table: ownerTable,
        owner_id: ownerId,
        stored_name: file.name,
        original_name: file.original_name,
        type: file.type,
        size: file.size,
        sha256: file.sha256 ?? null,
        created_at: createdAt,
      })),
    )
    .execute();
}

/** Removes the record's attachments whose names are not kept. */
export async function deleteAttachmentsExcept(
  db: Kysely<DB>,
  ownerTable: string,
  ownerId: string,
  keep: readonly string[],
) {
  let query = db
    .deleteFrom("attachments")
    .where("owner_table", "=", ownerTable)
    .where("owner_id", "=", ownerId);
  if (keep.length > 0) query = query.where("stored_name", "not in", keep);
  await query.execute();
}

/** The attachments of many records in one query, in today's API shape, by owner id. */
export async function attachmentsOf(db: Kysely<DB>, ownerTable: string, ownerIds: readonly string[]) {
  const byOwner = new Map<string, TAttachment[]>();
  if (ownerIds.length === 0) return byOwner;
  const rows = await db
    .selectFrom("attachments")
    .selectAll()
    .where("owner_table", "=", ownerTable)
    .where("owner_id", "in", ownerIds)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  for (const row of rows) {
    const list = byOwner.get(row.owner_id) ?? [];
    list.push({
      name: row.stored_name,
      ...(row.original_name ? { originalName: row.original_name } : {}),
      url: fileUrl(ownerTable, row.stored_name),
      type: row.type,
      size: row.size,
    });
    byOwner.set(row.owner_id, list);
  }
  return byOwner;
}

/** The attachment stored under this name on a record of the table: the file route's key lookup. */
export async function findAttachment(db: Kysely<DB>, ownerTable: string, storedName: string) {
  return db
    .selectFrom("attachments")
    .selectAll()
    .where("owner_table", "=", ownerTable)
    .where("stored_name", "=", storedName)
    .executeTakeFirst();
}

/** The records of the table with a file of one of these SHA-256s (docs/decisions.md, Duplicate bills). */
export async function ownersOfHashes(
  db: Kysely<DB>,
  ownerTable: string,
  hashes: readonly string[],
): Promise<string[]> {
  if (hashes.length === 0) return [];
  const rows = await db
    .selectFrom("attachments")
    .select("owner_id")
    .distinct()
    .where("sha256", "in", hashes)
    .where("owner_table", "=", ownerTable)
    .execute();
  return rows.map((row) => row.owner_id);
}
