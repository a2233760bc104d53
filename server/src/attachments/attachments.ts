import { ATTACHMENT_TABLES, MSG, type TAttachment } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB } from "../db/database.ts";
import { badRequest } from "../errors.ts";
import {
  attachmentNames,
  attachmentsOf,
  deleteAttachmentsExcept,
  insertAttachments,
  type NewAttachment,
} from "./attachments.repository.ts";

/** The write whose record's files change: its transaction, table and the files it may add. */
interface AttachmentWrite {
  trx: Kysely<DB>;
  table: string;
  /** Files just moved from temporary storage, by stored name. */
  newAttachments: ReadonlyMap<string, NewAttachment>;
}

export { fileUrl } from "./attachments.repository.ts";

export function parseAttachments(value: unknown): TAttachment[] {
  const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as TAttachment[]) : [];
}

/**
 * Makes the record's attachments the list a write names. Any writer may remove files, but a
 * file is added only when it was just moved from temporary storage (a client must not point a
 * record at someone else's file). Returns how many files the record now has.
 */
export async function saveAttachments(ctx: AttachmentWrite, ownerId: string, next: unknown): Promise<number> {
  const existing = await attachmentNames(ctx.trx, ctx.table, ownerId);
  const wanted = [...new Set(parseAttachments(next).map((file) => file.name))];
  const forged = wanted.filter((name) => !existing.has(name) && !ctx.newAttachments.has(name));
  if (forged.length > 0) {
    throw badRequest(MSG.attachmentsUploadOnly, {
      fields: { attachments: forged },
    });
  }
  await deleteAttachmentsExcept(ctx.trx, ctx.table, ownerId, wanted);
  const added = wanted
    .filter((name) => !existing.has(name))
    .flatMap((name) => ctx.newAttachments.get(name) ?? []);
  await insertAttachments(ctx.trx, ctx.table, ownerId, added);
  return wanted.length;
}

/**
 * A change's file list (`patch.attachments`, taken out of the patch) made the record's files:
 * how many it now has and the audit change of their names. Undefined when it names no files.
 */
export async function patchAttachments(
  ctx: AttachmentWrite,
  ownerId: string,
  patch: { attachments?: unknown },
): Promise<{ count: number; change: Record<string, unknown> } | undefined> {
  if (patch.attachments === undefined) return undefined;
  const names = async () => [...(await attachmentNames(ctx.trx, ctx.table, ownerId))].sort();
  const before = await names();
  const count = await saveAttachments(ctx, ownerId, patch.attachments);
  delete patch.attachments;
  const after = await names();
  const same = JSON.stringify(before) === JSON.stringify(after);
  return { count, change: same ? {} : { attachments: { before, after } } };
}

/** Fills `attachments` of presented records from the attachments table, in one query. */
export async function withAttachments<R extends Record<string, unknown>>(
  db: Kysely<DB>,
  table: string,
  records: R[],
): Promise<R[]> {
  if (!(ATTACHMENT_TABLES as readonly string[]).includes(table)) return records;
  const wanting = records.filter((record) => "attachments" in record && typeof record.id === "string");
  if (wanting.length === 0) return records;
  const byOwner = await attachmentsOf(
    db,
    table,
    wanting.map((record) => String(record.id)),
  );
  return records.map((record) =>
    "attachments" in record ? { ...record, attachments: byOwner.get(String(record.id)) ?? [] } : record,
  );
}
