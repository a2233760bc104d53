/** Messages of the audit log; merged into MSG. */
export const AUDIT_LOG_MESSAGES = {
  auditEmpty: "No audit logs found matching your criteria",
  /** Ours: audit entries are immutable through the API (docs/decisions.md). */
  auditReadOnly: "Audit log entries cannot be changed or deleted.",
  auditEntryNotFound: "Audit entry not found",
} as const;
