import { accessFor } from "../access/permissions.ts";
import type { Role } from "../access/roles.ts";
import { TABLE_NAMES, type TableName } from "../tables.ts";

/**
 * What an audit entry about a table the reader may not read shows as its description; its
 * `changes` are withheld (the ceo reads the audit log but not wages or withdrawals).
 */
export const AUDIT_DETAILS_RESTRICTED = "Details restricted";

/** Tables whose audit entries a role reads without description or changes: those it may not read (docs/decisions.md, Audit logs). */
export function auditRestrictedTables(role: Role): TableName[] {
  return TABLE_NAMES.filter((table) => !accessFor(role, table, "read"));
}

/** Pay figures a staff record carries: payroll data, like wages and withdrawals. */
export const AUDIT_PAY_FIELDS = ["hourly_rate", "monthly_salary"] as const;

/**
 * Fields dropped from the `changes` of audit entries for a role that may not read payroll (no read
 * of employee_wages): a staff member's rate or salary is payroll, even though the staff record
 * itself is readable.
 */
export function auditRedactedFields(role: Role): readonly string[] {
  return accessFor(role, "employee_wages", "read") ? [] : AUDIT_PAY_FIELDS;
}
