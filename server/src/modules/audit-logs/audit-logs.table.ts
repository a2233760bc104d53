import { AUDIT_DETAILS_RESTRICTED, auditRestrictedTables, TABLES } from "@storeops/domain";
import { sql } from "kysely";
import { inList } from "../../access/store-scope.ts";
import type { ColumnContext, TableModule } from "../../rest/table-module.ts";

/**
 * Entries about a table the caller may not read (the ceo and wages) keep who, what and when but
 * not the description or changes. Done in the SQL, so filters and search cannot probe them.
 */
const restricted = (t: string, context: ColumnContext) =>
  context.caller
    ? inList(sql.ref(`${t}.target_table`), auditRestrictedTables(context.caller.role))
    : sql<boolean>`1 = 1`;

/** Read only through the API: the matrix grants no create, update or delete to anyone. */
export const auditLogsTable: TableModule = {
  table: "audit_logs",
  definition: TABLES.audit_logs,
  computed: {
    description: (t, context) =>
      sql`(case when ${restricted(t, context)} then ${AUDIT_DETAILS_RESTRICTED} else ${sql.ref(`${t}.description`)} end)`,
    changes: (t, context) =>
      sql`(case when ${restricted(t, context)} then null else ${sql.ref(`${t}.changes`)} end)`,
  },
  searchableRows: (t, context) => sql<boolean>`not ${restricted(t, context)}`,
  describe: (row) => `audit entry ${row.id}`,
};
