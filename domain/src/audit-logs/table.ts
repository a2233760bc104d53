import { base, c, notNull, type TableDef } from "../shared/columns.ts";

/** The `audit_logs` table: its columns, store binding, searchable fields and default order. */
export const auditLogsTable = {
  columns: {
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
  storeBound: false,
  searchable: ["user_name", "action", "target_table", "description", "ip_address", "user_id"],
  defaultOrder: ["created_at", "desc"],
} as const satisfies TableDef;
