import { MSG, resumeTooLarge } from "@storeops/domain";
import type { FastifyRequest } from "fastify";
import { fileTypeFromFile } from "file-type";
import { AppError, badRequest } from "../../errors.ts";
import { withSpooledUpload } from "../files/spooled-upload.ts";

/** A résumé that passed the checks: its temporary file, the type its bytes show and the extension it is stored with. */
export interface CheckedResume {
  originalName: string;
  path: string;
  size: number;
  mime: string;
  extension: ".pdf" | ".doc" | ".docx";
}

/** The apply form as read: its text fields and the optional résumé, still in its temporary file. */
export interface ApplyForm {
  fields: Record<string, string>;
  resume?: CheckedResume;
}

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/**
 * The résumé's type from its first bytes: PDF, DOCX, or a Word 97–2003 document (an OLE compound
 * file named .doc). Anything else, an image renamed .pdf included, is refused.
 */
async function checkResume(originalName: string, path: string, size: number): Promise<CheckedResume> {
  const detected = (await fileTypeFromFile(path))?.mime;
  const name = originalName.toLowerCase();
  const file = { originalName, path, size };
  if (detected === "application/pdf") return { ...file, mime: detected, extension: ".pdf" };
  if (detected === DOCX) return { ...file, mime: detected, extension: ".docx" };
  if (detected === "application/x-cfb" && name.endsWith(".doc")) {
    return { ...file, mime: "application/msword", extension: ".doc" };
  }
  throw new AppError(415, "unsupported_file_type", MSG.resumeType);
}

/** Busboy's refusals of the body, in the form's words. */
function refusal(error: unknown): Error {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === "FST_FILES_LIMIT") return badRequest(MSG.oneResumeOnly);
  if (code === "FST_FIELDS_LIMIT" || code === "FST_PARTS_LIMIT") return badRequest(MSG.tooManyFormFields);
  return badRequest(MSG.applicationIncomplete);
}

/**
 * Reads the apply form, its résumé streamed to a temporary file and cut at `maxFileBytes` (the
 * settings' maximum file size), and hands it to `use`; the temporary file is gone once `use` ends.
 */
export async function withApplyForm<T>(
  request: FastifyRequest,
  maxFileBytes: number,
  use: (form: ApplyForm) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw badRequest(MSG.applyNotMultipart);
  const limits = { fileSize: maxFileBytes, files: 1, fields: 12 };
  return withSpooledUpload(request, limits, refusal, async ({ fields, files }) => {
    let resume: CheckedResume | undefined;
    for (const file of files) {
      if (file.fieldname !== "resume" || file.size === 0) continue;
      if (file.truncated) throw new AppError(413, "file_too_large", resumeTooLarge(maxFileBytes));
      resume = await checkResume(file.filename || "resume", file.path, file.size);
    }
    return use({ fields, resume });
  });
}
