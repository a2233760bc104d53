import { ATTACHMENT_MIME_TYPES, fileNotSupported, fileTooLarge } from "@storeops/domain";
import { fileTypeFromFile } from "file-type";

/** A file that passed the checks, still in its temporary file. */
export interface CheckedFile {
  originalName: string;
  path: string;
  size: number;
  mime: string;
  extension: string;
  sha256: string;
}

export type FileCheck = { ok: true; file: CheckedFile } | { ok: false; status: 413 | 415; message: string };

const EXTENSIONS: Record<string, string> = {
  "application/pdf": ".pdf",
  "image/jpeg": ".jpg",
  "image/png": ".png",
};

/**
 * The type comes from the file's first bytes, never from its name or the browser's claim; a file
 * cut at the configured limit (`maxBytes`) is refused naming that limit.
 */
export async function checkAttachment(
  originalName: string,
  file: { path: string; size: number; truncated: boolean; sha256: string },
  maxBytes: number,
): Promise<FileCheck> {
  if (file.truncated) return { ok: false, status: 413, message: fileTooLarge(originalName, maxBytes) };
  const detected = await fileTypeFromFile(file.path);
  const mime = detected?.mime;
  if (!mime || !(ATTACHMENT_MIME_TYPES as readonly string[]).includes(mime)) {
    return { ok: false, status: 415, message: fileNotSupported(originalName) };
  }
  return {
    ok: true,
    file: {
      originalName,
      path: file.path,
      size: file.size,
      mime,
      extension: EXTENSIONS[mime] ?? "",
      sha256: file.sha256,
    },
  };
}
