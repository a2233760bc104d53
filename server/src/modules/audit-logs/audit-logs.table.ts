import {
  AUDIT_DETAILS_RESTRICTED,
  auditRedactedFields,
  auditRestrictedTables,
  TABLES,
} from "@storeops/domain";
import { type RawBuilder, sql } from "kysely";
import { inList } from "../../access/store-scope.ts";
import type { ColumnContext } from "../../rest/column-context.ts";
import { simpleWrites } from "../../rest/record-writes.ts";
import type { TableModule } from "../../rest/table-module.ts";
import { countAuditEntries } from "./audit-totals.ts";

/**
 * Entries about a table the caller may not read (the ceo and wages) keep who, what and when but
 * not the description or changes. Done in the SQL, so filters and search cannot probe them.
 */
const restricted = (t: string, context: ColumnContext) =>
  context.caller
    ? inList(sql.ref(`${t}.target_table`), auditRestrictedTables(context.caller.role))
    : sql<boolean>`1 = 1`;

/**
 * `changes` without the pay figures (a staff member's rate or salary) for a caller who may not read
 * payroll: the JSON object's keys removed in SQL, so a filter on `changes` cannot find them either.
 */
function withoutPayFields(t: string, context: ColumnContext): RawBuilder<unknown> {
  const column = sql.ref(`${t}.changes`);
  const fields = context.caller ? auditRedactedFields(context.caller.role) : [];
  if (fields.length === 0) return sql`${column}`;
  if (context.dialect === "postgres") {
    const removed = fields.reduce<RawBuilder<unknown>>(
      (json, field) => sql`(${json} - ${field})`,
      sql`${column}::jsonb`,
    );
    return sql`(case when ${column} is null then null else ${removed}::text end)`;
  }
  const paths = fields.map((field) => sql.lit(`$.${field}`));
  return sql`(case when json_valid(${column}) then json_remove(${column}, ${sql.join(paths)}) else ${column} end)`;
}

/** Read only through the API: the matrix grants no create, update or delete to anyone. */
export const auditLogsTable: TableModule<"audit_logs"> = {
  table: "audit_logs",
  definition: TABLES.audit_logs,
  computed: {
    description: (t, context) =>
      sql`(case when ${restricted(t, context)} then ${AUDIT_DETAILS_RESTRICTED} else ${sql.ref(`${t}.description`)} end)`,
    changes: (t, context) =>
      sql`(case when ${restricted(t, context)} then null else ${withoutPayFields(t, context)} end)`,
  },
  // A caller for whom no table is restricted (admin) may find every entry: no condition, so its
  // searches count from the search index alone.
  searchableRows: (t, context) =>
    context.caller && auditRestrictedTables(context.caller.role).length === 0
      ? undefined
      : sql<boolean>`not ${restricted(t, context)}`,
  countShortcut: countAuditEntries,
  describe: (row) => `audit entry ${row.id}`,
  writes: simpleWrites(),
};
