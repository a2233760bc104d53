import {
  MAX_FILES_PER_UPLOAD,
  MSG,
  PENDING_UPLOADS_PER_USER,
  tooManyFiles as tooManyFilesMessage,
} from "@storeops/domain";
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { DB, Dialect } from "../../db/database.ts";
import { AppError, badRequest } from "../../errors.ts";
import { nowIso } from "../../ids.ts";
import { type FileStore, fileKey, generateStoredName } from "./file-store.ts";
import { type CheckedFile, checkAttachment } from "./file-type-check.ts";
import { withSpooledUpload } from "./spooled-upload.ts";
import {
  insertTempFiles,
  lockUploader,
  pendingUploadsOf,
  type TempFileRow,
} from "./temp-files.repository.ts";
import { quotaReached } from "./upload-gate.ts";

export interface RejectedUpload {
  originalName: string;
  status: 413 | 415;
  message: string;
}

interface UploadDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  storage: FileStore;
}

const tooManyFiles = () => new AppError(413, "too_many_files", tooManyFilesMessage(MAX_FILES_PER_UPLOAD));

/** Busboy's refusals of the body, in the upload's words. */
function refusal(error: unknown): Error {
  if (error instanceof AppError) return error;
  if ((error as { code?: string }).code === "FST_FILES_LIMIT") return tooManyFiles();
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) return error as Error;
  // Busboy's own errors (no boundary, a body cut short) are the client's malformed body.
  return badRequest(MSG.uploadIncomplete);
}

/**
 * Receives a multipart upload (field `files`) into temporary storage: each file streamed to a
 * temporary file and cut at `fileSize`, its type checked from its first bytes, the accepted ones
 * stored with their rows (saveTempUploads). The whole body is read before anything is stored, so
 * a refused upload (an 11th file, a malformed body) leaves nothing behind.
 */
export async function receiveTempUploads(
  request: FastifyRequest,
  deps: UploadDeps,
  owner: { table: string; userId: string },
  fileSize: number,
): Promise<{ accepted: TempFileRow[]; rejected: RejectedUpload[] }> {
  if (!request.isMultipart()) throw badRequest(MSG.filesNotMultipart);
  const limits = { fileSize, files: MAX_FILES_PER_UPLOAD };
  return withSpooledUpload(request, limits, refusal, async ({ files }) => {
    const checked: CheckedFile[] = [];
    const rejected: RejectedUpload[] = [];
    for (const file of files) {
      if (file.fieldname !== "files") continue;
      if (!file.filename.trim()) throw badRequest(MSG.fileNameMissing);
      const check = await checkAttachment(file.filename, file, fileSize);
      if (check.ok) checked.push(check.file);
      else rejected.push({ originalName: file.filename, status: check.status, message: check.message });
    }
    return { accepted: await saveTempUploads(deps, checked, rejected, owner), rejected };
  });
}

/**
 * Stores the accepted files of an upload in temporary storage with their rows, within the user's
 * quota (checked under the user's lock with the rows' insert). When none was accepted the first
 * refusal is the answer. On any failure nothing stays: no row, no file.
 */
async function saveTempUploads(
  deps: UploadDeps,
  files: readonly CheckedFile[],
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
      size: file.size,
      target_table: owner.table,
      uploaded_by: owner.userId,
      created_at: nowIso(),
      sha256: file.sha256,
    },
    path: file.path,
  }));
  const bytes = files.reduce((sum, file) => sum + file.size, 0);
  try {
    for (const { row, path } of rows) await deps.storage.writeFile(fileKey("tmp", row.name), path);
    await deps.db.transaction().execute(async (trx) => {
      await lockUploader(trx, deps.dialect, owner.userId);
      const pending = await pendingUploadsOf(trx, owner.userId);
      if (
        pending.files + rows.length > PENDING_UPLOADS_PER_USER.files ||
        pending.bytes + bytes > PENDING_UPLOADS_PER_USER.bytes
      ) {
        throw quotaReached();
      }
      await insertTempFiles(
        trx,
        rows.map(({ row }) => row),
      );
    });
  } catch (error) {
    await Promise.all(rows.map(({ row }) => deps.storage.remove(fileKey("tmp", row.name))));
    throw error;
  }
  return rows.map(({ row }) => row);
}
