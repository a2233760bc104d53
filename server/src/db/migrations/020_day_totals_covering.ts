import type { Kysely } from "kysely";

/**
 * The day totals read by date across stores (issue #15): a report of a year of every store reads
 * ~18k rows of each. By the index on `day` alone, each row was a second lookup in the table
 * (SQLite, 1M business: income 50 ms, purchases and expenses 82 ms). Indexes that begin with the
 * day and hold every column read are scanned on their own (30 and 40 ms), and replace the ones on
 * `day` alone, which they also serve.
 */
const COVERING = {
  income_day_totals: ["day", "store_id", "records", "cash", "card", "other", "total"],
  transaction_day_totals: ["day", "store_id", "kind", "status", "count", "amount"],
} as const;

const coveringName = (table: string) => `${table}_day_cover`;

// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(COVERING)) {
    await db.schema
      .createIndex(coveringName(table))
      .on(table)
      .columns([...columns])
      .execute();
    await db.schema.dropIndex(`${table}_day`).execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of Object.keys(COVERING)) {
    await db.schema.createIndex(`${table}_day`).on(table).column("day").execute();
    await db.schema.dropIndex(coveringName(table)).execute();
  }
}
