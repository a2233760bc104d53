import type { Kysely } from "kysely";
import { addAggregate } from "./005/triggers.ts";

/**
 * Cash-ups per store and status (issue #30): the Cash-ups list counted its "of N" from every
 * cash-up in the caller's stores (46k at 1M, 2–4 ms a page on PostgreSQL); it now sums a few
 * rows kept by triggers on cash_ups, made here with the table (migration 033 made cash_ups after
 * 005's statements, so its triggers wait for this one) and filled from its rows.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await addAggregate(db, "cash_up_store_totals");
}

/** One way: the statements of migration 005 keep the totals from now on. */
export async function down(): Promise<void> {
  throw new Error("039_cash_up_totals cannot be undone: restore a backup taken before it");
}
