import { MAX_FILE_BYTES, MSG } from "@storeops/domain";
import type { FastifyRequest } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import { AppError, badRequest } from "../../errors.ts";

/** A résumé that passed the checks: its bytes, the type they show and the extension it is stored with. */
export interface CheckedResume {
  originalName: string;
  bytes: Buffer;
  mime: string;
  extension: ".pdf" | ".doc" | ".docx";
}

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/**
 * The résumé's type from its bytes: PDF, DOCX, or a Word 97–2003 document (an OLE compound file
 * named .doc). Anything else, an image renamed .pdf included, is refused.
 */
export async function checkResume(originalName: string, bytes: Buffer): Promise<CheckedResume> {
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  const name = originalName.toLowerCase();
  if (detected === "application/pdf") return { originalName, bytes, mime: detected, extension: ".pdf" };
  if (detected === DOCX) return { originalName, bytes, mime: detected, extension: ".docx" };
  if (detected === "application/x-cfb" && name.endsWith(".doc")) {
    return { originalName, bytes, mime: "application/msword", extension: ".doc" };
  }
  throw new AppError(415, "unsupported_file_type", MSG.resumeType);
}

/** The text fields and the optional résumé of the apply form, read in full before anything is stored. */
export async function readApplyForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; resume?: CheckedResume }> {
  if (!request.isMultipart()) throw badRequest(MSG.applyNotMultipart);
  const fields: Record<string, string> = {};
  let resume: CheckedResume | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 12 } })) {
      if (part.type === "field") {
        if (typeof part.value === "string") fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== "resume" || bytes.length === 0) continue;
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      const originalName = part.filename.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 300) || "resume";
      resume = await checkResume(originalName, bytes);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new AppError(413, "file_too_large", MSG.resumeTooLarge);
    if (code === "FST_FILES_LIMIT") throw badRequest(MSG.oneResumeOnly);
    if (code === "FST_FIELDS_LIMIT" || code === "FST_PARTS_LIMIT") throw badRequest(MSG.tooManyFormFields);
    throw badRequest(MSG.applicationIncomplete);
  }
  return { fields, resume };
}
