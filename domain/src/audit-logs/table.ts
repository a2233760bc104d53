import { base, c, datedRecords, notNull } from "../shared/columns.ts";

/** The `audit_logs` table: its columns, store binding, searchable fields and default order. */
export const auditLogsTable = datedRecords(
  "created_at",
  ["user_name", "action", "target_table", "description", "ip_address", "user_id"],
  {
    ...base,
    user_id: c("ref"),
    user_name: c("text"),
    action: notNull("enum"),
    target_table: c("text"),
    target_id: c("text"),
    description: c("text"),
    changes: c("json"),
    ip_address: c("text"),
    user_agent: c("text"),
  },
);
