import { accessFor, NAMED_ONLY_ACCESS } from "../access/permissions.ts";
import type { Role } from "../access/roles.ts";
import type { TableName } from "../tables.ts";

/** The files attachments accept, and the tables whose records carry attachments. */
/** MIME types checked from the file's bytes (docs/decisions.md). */
export const ATTACHMENT_MIME_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;

/** Tables whose records carry attachments (upload-temp and move-temp-files targets). */
export const ATTACHMENT_TABLES = ["purchases", "expenses", "daily_income"] as const;

/**
 * Whether a role may upload files for a table's records: it creates them, or edits them beyond a
 * named action (reviewers change a purchase's status only, never its files).
 */
export function mayAttachFiles(role: Role, table: TableName): boolean {
  const create = accessFor(role, table, "create");
  const update = accessFor(role, table, "update");
  return create !== undefined || (update !== undefined && !NAMED_ONLY_ACCESS.includes(update));
}
