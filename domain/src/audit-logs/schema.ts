/**
 * The audit log is written only by the server (no create or update schema). These are the
 * audit screen's filters, as query parameters of its list and export calls.
 */
import { z } from "zod";
import { EXPORT_FORMATS } from "../export/formats.ts";
import { date, id, oneOf } from "../shared/fields.ts";
import { ALWAYS, refineDateOrder } from "../shared/schema-rules.ts";
import { VALIDATION } from "../shared/validation-messages.ts";
import { AUDIT_ACTIONS, AUDIT_TABLE_FILTERS } from "./options.ts";

const filterFields = {
  from: date("From date").optional(),
  to: date("To date").optional(),
  action: oneOf("Action", AUDIT_ACTIONS).optional(),
  user_id: id().optional(),
  target_table: oneOf("Table", AUDIT_TABLE_FILTERS).optional(),
  q: z.string().trim().max(200).optional(),
};

export const ZAuditFilter = z
  .strictObject(filterFields)
  .superRefine(refineDateOrder("from", "to", VALIDATION.fromAfterTo), ALWAYS);
export type TAuditFilter = z.infer<typeof ZAuditFilter>;

export const ZAuditExport = z
  .strictObject({ ...filterFields, format: oneOf("Format", EXPORT_FORMATS) })
  .superRefine(refineDateOrder("from", "to", VALIDATION.fromAfterTo), ALWAYS);
export type TAuditExport = z.infer<typeof ZAuditExport>;
