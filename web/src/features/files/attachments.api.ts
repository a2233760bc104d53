import type { TAttachedFiles, TTempUpload } from "@storeops/domain";
import { apiJson, apiUpload, isNetworkError } from "../../lib/api.ts";
import { MSG } from "../../lib/messages.ts";
import type { AttachmentTable } from "./attachment-files.ts";

/** POST /rest/v1/upload-temp/{table}: multipart, repeated field `files`. */
export async function uploadTemp(
  table: AttachmentTable,
  files: readonly File[],
  idempotencyKey?: string,
): Promise<TTempUpload> {
  const response = await apiUpload(`/rest/v1/upload-temp/${table}`, files, { idempotencyKey });
  return (await response.json()) as TTempUpload;
}

/** POST /rest/v1/move-temp-files/{table}/{id}: the attachments added to the record. */
export function moveTempFiles(
  table: AttachmentTable,
  id: string,
  tempNames: readonly string[],
  idempotencyKey?: string,
) {
  return apiJson<TAttachedFiles>(`/rest/v1/move-temp-files/${table}/${encodeURIComponent(id)}`, {
    method: "POST",
    body: { tempFiles: tempNames },
    idempotencyKey,
  });
}

/**
 * After the record is saved: upload to temporary storage, then move onto the record. A failure
 * here never undoes the record (spec 2 §8: "saved but files failed to save"). Answers the files
 * `attached`, the server's messages of the files refused or lost (`failures`, empty when every
 * file was stored) and how many were not stored (`failed`).
 */
export async function attachFiles(
  table: AttachmentTable,
  id: string,
  files: readonly File[],
  // The Idempotency-Keys of the two steps (lib/offline: sent again, each answers its first result).
  keys: { upload?: string; move?: string } = {},
): Promise<{ attached: TAttachedFiles; failures: string[]; failed: number; offline?: boolean }> {
  if (files.length === 0) return { attached: [], failures: [], failed: 0 };
  try {
    const upload = await uploadTemp(table, files, keys.upload);
    const failures = upload.rejected.map((file) => file.message);
    if (upload.files.length === 0) return { attached: [], failures, failed: files.length };
    const attached = await moveTempFiles(
      table,
      id,
      upload.files.map((file) => file.tempName),
      keys.move,
    );
    return { attached, failures, failed: files.length - attached.length };
  } catch (error) {
    return {
      attached: [],
      failures: [error instanceof Error ? error.message : MSG.uploadFilesError],
      failed: files.length,
      // The connection dropped: the files can wait in the queue (lib/offline) rather than fail.
      offline: isNetworkError(error),
    };
  }
}
