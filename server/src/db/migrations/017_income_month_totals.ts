import type { Kysely } from "kysely";
import { addAggregate } from "./005/triggers.ts";

/**
 * Income per store and calendar month (issue #15): the dashboards' 12-month revenue trend read
 * 365 day rows a store; it now reads 12. A database made before this gets the table here, filled
 * from its daily income, and the daily-income triggers that keep it (the triggers of every source
 * are re-created from migration 005's statements, which now include the month). On a new
 * database migration 005 has made all of it already and this changes nothing.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await addAggregate(db, "income_month_totals");
}

/** One way: migration 005's statements keep the month table from now on. */
export async function down(): Promise<void> {
  throw new Error("017_income_month_totals cannot be undone: restore a backup taken before it");
}
