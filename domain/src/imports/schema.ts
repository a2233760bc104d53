/** The requests of imports (docs/decisions.md, Imports): the table in the path, the mapping in the form. */
import { z } from "zod";
import { id } from "../shared/fields.ts";
import { IMPORT_MESSAGES } from "./messages.ts";
import { IMPORT_MAX_COLUMNS, IMPORT_TABLES } from "./options.ts";

/** `/api/imports/{table}`: one of the tables an import fills. */
export const ZImportTableParams = z.object({
  table: z.enum(IMPORT_TABLES, { error: IMPORT_MESSAGES.importTableUnknown }),
});

/** `/api/imports/jobs/{id}`. */
export const ZImportJobParams = z.object({ id: id() });

/**
 * The form's `mapping` field (JSON text): for each column of the file, in order, the field it
 * fills, or null to leave it out. Checked against the file's headers and the table's fields too.
 */
export const ZImportMapping = z
  .array(z.string().max(50).nullable(), { error: IMPORT_MESSAGES.importMappingInvalid })
  .max(IMPORT_MAX_COLUMNS, { error: IMPORT_MESSAGES.importMappingInvalid });
