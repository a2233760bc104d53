import type { TAttachedFiles, TTempUpload } from "@storeops/domain";
import { ApiError, apiHeaders, apiJson } from "../../lib/api.ts";
import { MSG } from "../../lib/messages.ts";
import type { AttachmentTable } from "./attachment-files.ts";

/** POST /rest/v1/upload-temp/{table}: multipart, repeated field `files`. */
export async function uploadTemp(table: AttachmentTable, files: readonly File[]): Promise<TTempUpload> {
  const body = new FormData();
  for (const file of files) body.append("files", file, file.name);
  const response = await fetch(`/api/rest/v1/upload-temp/${table}`, {
    method: "POST",
    body,
    credentials: "same-origin",
    headers: apiHeaders(),
  });
  if (!response.ok) {
    const error = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
    throw new ApiError(response.status, error.message ?? MSG.uploadFailed, error.code ?? "upload_failed");
  }
  return (await response.json()) as TTempUpload;
}

/** POST /rest/v1/move-temp-files/{table}/{id}: the attachments added to the record. */
export function moveTempFiles(table: AttachmentTable, id: string, tempNames: readonly string[]) {
  return apiJson<TAttachedFiles>(`/rest/v1/move-temp-files/${table}/${encodeURIComponent(id)}`, {
    method: "POST",
    body: { tempFiles: tempNames },
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
): Promise<{ attached: TAttachedFiles; failures: string[]; failed: number }> {
  if (files.length === 0) return { attached: [], failures: [], failed: 0 };
  try {
    const upload = await uploadTemp(table, files);
    const failures = upload.rejected.map((file) => file.message);
    if (upload.files.length === 0) return { attached: [], failures, failed: files.length };
    const attached = await moveTempFiles(
      table,
      id,
      upload.files.map((file) => file.tempName),
    );
    return { attached, failures, failed: files.length - attached.length };
  } catch (error) {
    return {
      attached: [],
      failures: [error instanceof Error ? error.message : MSG.uploadFilesError],
      failed: files.length,
    };
  }
}
