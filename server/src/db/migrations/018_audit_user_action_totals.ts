import { type Kysely, PostgresAdapter, sql } from "kysely";
import { createAuditUserActionTotals } from "./005/tables.ts";
import { createAggregateTriggers, dropAggregateTriggers } from "./005/triggers.ts";

/**
 * Audit entries per user and action (issue #15): Profile Settings' "records created" counted
 * every CREATE entry of the user on each visit, a cost that grew with the audit log. A database
 * made before this gets the table here, filled from its entries, and the audit log's triggers that
 * keep it (every source's triggers are re-created from migration 005's statements, which now
 * include the audit log). On a new database migration 005 has made all of it already.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
  await createAuditUserActionTotals(db);
  await dropAggregateTriggers(db, dialect);
  await createAggregateTriggers(db, dialect);
  await sql`delete from audit_user_action_totals`.execute(db);
  await sql`insert into audit_user_action_totals (user_id, action, count)
    select coalesce(user_id, ''), action, count(*) from audit_logs
    group by coalesce(user_id, ''), action`.execute(db);
  await sql`analyze audit_user_action_totals`.execute(db);
}

/** One way: migration 005's statements keep the table from now on. */
export async function down(): Promise<void> {
  throw new Error("018_audit_user_action_totals cannot be undone: restore a backup taken before it");
}
