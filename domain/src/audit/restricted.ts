import { accessFor } from "../access/permissions.ts";
import type { Role } from "../access/roles.ts";
import { TABLE_NAMES, type TableName } from "../tables.ts";

/**
 * What an audit entry about a table the reader may not read shows as its description; its
 * `changes` are withheld (the ceo reads the audit log but not wages or withdrawals).
 */
export const AUDIT_DETAILS_RESTRICTED = "Details restricted";

/** Tables whose audit entries a role reads without description or changes: those it may not read (PRODUCT.md §2). */
export function auditRestrictedTables(role: Role): TableName[] {
  return TABLE_NAMES.filter((table) => !accessFor(role, table, "read"));
}
