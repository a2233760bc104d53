import type { Kysely } from "kysely";
import { addAggregate } from "./005/triggers.ts";

/**
 * Time entries per store over all time (issue #15): the time-entry history's count, "every entry
 * up to today", read all 55k day rows of three years of 50 stores (2 ms a request on SQLite); it
 * now reads the store totals less the days after today. A database made before this gets the
 * table here, filled from its entries, and the time-entry triggers that keep it (re-created from
 * migration 005's statements). On a new database migration 005 has made all of it already.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await addAggregate(db, "labour_store_totals");
}

/** One way: migration 005's statements keep the store totals from now on. */
export async function down(): Promise<void> {
  throw new Error("021_labour_store_totals cannot be undone: restore a backup taken before it");
}
