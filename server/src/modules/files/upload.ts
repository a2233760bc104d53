import { MAX_FILES_PER_UPLOAD, MSG, tooManyFiles as tooManyFilesMessage } from "@storeops/domain";
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { AppError, badRequest } from "../../errors.ts";
import { nowIso } from "../../ids.ts";
import { type FileStore, fileKey, generateStoredName } from "./file-store.ts";
import { checkAttachment } from "./file-type-check.ts";
import { insertTempFiles, type TempFileRow } from "./temp-files.repository.ts";

/** A file of an upload that passed the checks, still in memory: nothing is written before all parts are read. */
export interface CheckedUpload {
  originalName: string;
  bytes: Buffer;
  mime: string;
  extension: string;
}

export interface RejectedUpload {
  originalName: string;
  status: 413 | 415;
  message: string;
}

const tooManyFiles = () => new AppError(413, "too_many_files", tooManyFilesMessage(MAX_FILES_PER_UPLOAD));

/**
 * Reads every part of a multipart upload (field `files`) and checks each file's bytes. The whole
 * body is read before anything is stored, so a refused upload (an 11th file, a malformed body)
 * leaves nothing behind in the store.
 */
export async function readUpload(
  request: FastifyRequest,
  fileSize: number,
): Promise<{ accepted: CheckedUpload[]; rejected: RejectedUpload[] }> {
  if (!request.isMultipart()) throw badRequest(MSG.filesNotMultipart);
  const accepted: CheckedUpload[] = [];
  const rejected: RejectedUpload[] = [];
  try {
    const parts = request.files({
      limits: { fileSize, files: MAX_FILES_PER_UPLOAD },
      throwFileSizeLimit: false,
    });
    for await (const part of parts) {
      const bytes = await part.toBuffer();
      if (part.fieldname !== "files") continue;
      // The name is shown and sent back in headers: no control characters (NUL breaks PostgreSQL text).
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      const originalName = part.filename.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 300);
      if (!originalName.trim()) throw badRequest(MSG.fileNameMissing);
      const check = await checkAttachment(originalName, bytes, part.file.truncated);
      if (check.ok) accepted.push({ ...check.file, originalName });
      else rejected.push({ originalName, status: check.status, message: check.message });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === "FST_FILES_LIMIT") throw tooManyFiles();
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw error;
    // Busboy's own errors (no boundary, a body cut short) are the client's malformed body.
    throw badRequest(MSG.uploadIncomplete);
  }
  return { accepted, rejected };
}

/**
 * Stores the accepted files of an upload in temporary storage with their rows. When none was
 * accepted the first refusal is the answer. On any failure nothing stays: no row, no file.
 */
export async function saveTempUploads(
  db: Kysely<DB>,
  storage: FileStore,
  files: readonly CheckedUpload[],
  rejected: readonly RejectedUpload[],
  owner: { table: string; userId: string },
): Promise<TempFileRow[]> {
  const first = rejected[0];
  if (files.length === 0 && first) {
    const code = first.status === 413 ? "file_too_large" : "unsupported_file_type";
    throw new AppError(first.status, code, first.message, { rejected });
  }
  if (files.length === 0) throw badRequest(MSG.uploadFilesError);
  const rows = files.map((file) => ({
    row: {
      name: generateStoredName(file.extension),
      original_name: file.originalName,
      mime_type: file.mime,
      size: file.bytes.length,
      target_table: owner.table,
      uploaded_by: owner.userId,
      created_at: nowIso(),
    },
    bytes: file.bytes,
  }));
  try {
    for (const { row, bytes } of rows) await storage.write(fileKey("tmp", row.name), bytes);
    await insertTempFiles(
      db,
      rows.map(({ row }) => row),
    );
  } catch (error) {
    await Promise.all(rows.map(({ row }) => storage.remove(fileKey("tmp", row.name))));
    throw error;
  }
  return rows.map(({ row }) => row);
}
