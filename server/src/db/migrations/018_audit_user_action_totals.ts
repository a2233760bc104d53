import type { Kysely } from "kysely";
import { addAggregate } from "./005/triggers.ts";

/**
 * Audit entries per user and action (issue #15): Profile Settings' "records created" counted
 * every CREATE entry of the user on each visit, a cost that grew with the audit log. A database
 * made before this gets the table here, filled from its entries, and the audit log's triggers that
 * keep it (every source's triggers are re-created from migration 005's statements, which now
 * include the audit log). On a new database migration 005 has made all of it already.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await addAggregate(db, "audit_user_action_totals");
}

/** One way: migration 005's statements keep the table from now on. */
export async function down(): Promise<void> {
  throw new Error("018_audit_user_action_totals cannot be undone: restore a backup taken before it");
}
