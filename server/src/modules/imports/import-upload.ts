import {
  type AppLanguage,
  IMPORT_MAX_BYTES,
  localizeMessage,
  MSG,
  type TImportJob,
  ZImportMapping,
} from "@storeops/domain";
import type { FastifyRequest } from "fastify";
import { AppError, badRequest } from "../../errors.ts";
import { withSpooledUpload } from "../files/spooled-upload.ts";
import { type FileKind, sniffFormat } from "./import-file.ts";
import type { ImportJobRow } from "./imports.repository.ts";

/** An import's form as received: the file spooled to disk, its format, and the mapping sent, if any. */
export interface ImportUpload {
  path: string;
  name: string;
  kind: FileKind;
  mapping: (string | null)[] | undefined;
}

const tooLarge = () => new AppError(413, "file_too_large", MSG.importFileTooLarge);

/** Busboy's refusals of the body, in the import's words. */
function refusal(error: unknown): Error {
  if (error instanceof AppError) return error;
  if ((error as { code?: string }).code === "FST_FILES_LIMIT") return badRequest(MSG.importFileMissing);
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) return error as Error;
  return badRequest(MSG.uploadIncomplete);
}

function parseMapping(text: string | undefined): (string | null)[] | undefined {
  if (text === undefined || text === "") return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(MSG.importMappingInvalid);
  }
  const parsed = ZImportMapping.safeParse(value);
  if (!parsed.success) throw badRequest(MSG.importMappingInvalid);
  return parsed.data;
}

/**
 * Receives an import's form (multipart: the field `file`, and `mapping` as JSON text): the file
 * spooled to a temporary file and cut at 20 MB (413), its format read from its bytes (415 for
 * anything but CSV and XLSX). `use` may keep the file by moving it; else it is removed after.
 */
export async function receiveImportUpload<T>(
  request: FastifyRequest,
  use: (upload: ImportUpload) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw badRequest(MSG.importFileMissing);
  const limits = { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 4 };
  return withSpooledUpload(request, limits, refusal, async ({ fields, files }) => {
    const file = files.find((part) => part.fieldname === "file");
    if (!file) throw badRequest(MSG.importFileMissing);
    if (file.truncated) throw tooLarge();
    if (file.size === 0) throw badRequest(MSG.importFileEmpty);
    const kind = await sniffFormat(file.path);
    if (!kind) throw new AppError(415, "unsupported_file_type", MSG.importFileType);
    return use({
      path: file.path,
      name: file.filename || "import",
      kind,
      mapping: parseMapping(fields.mapping),
    });
  });
}

/** A job as the API shows it, its message in the reader's language. */
export function presentJob(row: ImportJobRow, language: AppLanguage): TImportJob {
  return {
    id: row.id,
    table: row.table_name as TImportJob["table"],
    file_name: row.file_name,
    status: row.status as TImportJob["status"],
    total: row.total === null ? null : Number(row.total),
    processed: Number(row.processed),
    imported: Number(row.imported),
    refused: Number(row.refused),
    message: row.message === null ? null : localizeMessage(row.message, language),
    refused_file: row.refused_file !== null,
    created_at: row.created_at,
    finished_at: row.finished_at,
  };
}
