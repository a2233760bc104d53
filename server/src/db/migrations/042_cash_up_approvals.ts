import type { Kysely } from "kysely";

const COLUMNS = [
  ["approval_path", "text"],
  ["approval_step", "integer"],
  ["approval_waiting", "text"],
  ["approval_done", "text"],
] as const;

/**
 * Approval rules for cash-up variances (issue #31, item 1; docs/decisions.md, Approvals): a
 * cash-up submitted beyond its store's tolerance keeps the path it was given (a copy of its rule's
 * steps) and where it stands, as purchases and expenses do since migration 036. The today list
 * counts them through the partial index cash_ups_waiting (migration 033), as before. Cash-ups
 * older than this have none: the usual single step.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  for (const [column, type] of COLUMNS)
    await db.schema.alterTable("cash_ups").addColumn(column, type).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  for (const [column] of COLUMNS) await db.schema.alterTable("cash_ups").dropColumn(column).execute();
}
