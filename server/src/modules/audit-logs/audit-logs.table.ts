import { TABLES } from "@storeops/domain";
import type { TableModule } from "../../rest/table-module.ts";

/** Read only through the API: the matrix grants no create, update or delete to anyone. */
export const auditLogsTable: TableModule = {
  table: "audit_logs",
  definition: TABLES.audit_logs,
  describe: (row) => `audit entry ${row.id}`,
};
