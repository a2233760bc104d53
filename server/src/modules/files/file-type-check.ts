import { ATTACHMENT_MIME_TYPES, fileNotSupported, fileTooLarge } from "@storeops/domain";
import { fileTypeFromBuffer } from "file-type";

export interface CheckedFile {
  originalName: string;
  bytes: Buffer;
  mime: string;
  extension: string;
}

export type FileCheck = { ok: true; file: CheckedFile } | { ok: false; status: 413 | 415; message: string };

const EXTENSIONS: Record<string, string> = {
  "application/pdf": ".pdf",
  "image/jpeg": ".jpg",
  "image/png": ".png",
};

/** The type comes from the file's bytes, never from its name or the browser's claim. */
export async function checkAttachment(
  originalName: string,
  bytes: Buffer,
  truncated: boolean,
): Promise<FileCheck> {
  if (truncated) return { ok: false, status: 413, message: fileTooLarge(originalName) };
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected?.mime;
  if (!mime || !(ATTACHMENT_MIME_TYPES as readonly string[]).includes(mime)) {
    return { ok: false, status: 415, message: fileNotSupported(originalName) };
  }
  return { ok: true, file: { originalName, bytes, mime, extension: EXTENSIONS[mime] ?? "" } };
}
