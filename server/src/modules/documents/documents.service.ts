/**
 * Reading a receipt or invoice the caller uploaded (docs/decisions.md, Documents): the file must be
 * their own temporary upload, for a table whose records they may create; the reader pool reads its
 * first page and the domain's rules propose the fields. Nothing is saved: the form shows the
 * proposal and the user confirms it.
 */
import type { Readable } from "node:stream";
import { MSG, proposeDocumentFields, type TDocumentProposal, type TDocumentRead } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { requireAccess } from "../../access/permissions.ts";
import type { DB } from "../../db/database.ts";
import { AppError, forbidden, notFound } from "../../errors.ts";
import { type FileStore, fileKey, isStoredName } from "../files/file-store.ts";
import { findTempFile } from "../files/temp-files.repository.ts";
import { type DocumentReader, ReadersBusy, ReadTimedOut } from "./document-reader.ts";
import { vendorNames } from "./documents.repository.ts";

/** A file larger than this is not read (uploads are at most the settings' maximum, 10 MB by default). */
const MAX_READ_BYTES = 25 * 1024 * 1024;

export interface DocumentDeps {
  db: Kysely<DB>;
  storage: FileStore;
  reader: DocumentReader;
}

const unreadable = (message: string) => new AppError(422, "not_readable", message);

async function bytesOf(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > MAX_READ_BYTES) {
      stream.destroy();
      throw unreadable(MSG.documentTooLarge);
    }
    chunks.push(chunk as Buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** Reads the caller's uploaded file and proposes the record's fields. */
export async function readDocument(
  deps: DocumentDeps,
  actor: Actor,
  input: TDocumentRead,
): Promise<TDocumentProposal> {
  try {
    requireAccess(actor, input.table, "create");
  } catch {
    throw forbidden(MSG.documentReadNotAllowed);
  }
  // Another user's upload, or one for another table, is not found.
  const file = isStoredName(input.tempName)
    ? await findTempFile(deps.db, input.tempName, actor.user.id)
    : undefined;
  if (!file || file.target_table !== input.table) throw notFound();
  const stream = await deps.storage.read(fileKey("tmp", file.name));
  if (!stream) throw notFound();
  const bytes = await bytesOf(stream);
  const started = Date.now();
  let outcome: Awaited<ReturnType<DocumentReader["read"]>>;
  try {
    outcome = await deps.reader.read({ bytes, mime: file.mime_type });
  } catch (error) {
    if (error instanceof ReadersBusy) throw new AppError(503, "busy", MSG.documentReadersBusy);
    if (error instanceof ReadTimedOut) throw unreadable(MSG.documentReadTimeout);
    throw unreadable(MSG.documentNotReadable);
  }
  if (!outcome.ok)
    throw unreadable(outcome.reason === "too_large" ? MSG.documentTooLarge : MSG.documentNotReadable);
  if (outcome.lines.length === 0) throw unreadable(MSG.documentNothingFound);
  const fields = proposeDocumentFields(outcome.lines, await vendorNames(deps.db));
  if (Object.keys(fields).length === 0) throw unreadable(MSG.documentNothingFound);
  return { fields, pages: outcome.pages, milliseconds: Date.now() - started };
}
