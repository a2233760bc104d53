import { type Kysely, PostgresAdapter } from "kysely";
import { rebuildAggregatesIn } from "../../aggregates/rebuild.ts";
import { AGGREGATE_TABLES, createAggregateTables } from "./005/tables.ts";
import { createAggregateTriggers, dropAggregateTriggers } from "./005/triggers.ts";

/**
 * Totals by store and day (purchases and expenses by status, income, labour), by vendor and
 * store, and per store: kept by triggers in the transaction of every write, back-filled here.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
function dialectOf(db: Kysely<any>) {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

// biome-ignore lint/suspicious/noExplicitAny: see dialectOf()
export async function up(db: Kysely<any>): Promise<void> {
  await createAggregateTables(db);
  await createAggregateTriggers(db, dialectOf(db));
  await rebuildAggregatesIn(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see dialectOf()
export async function down(db: Kysely<any>): Promise<void> {
  await dropAggregateTriggers(db, dialectOf(db));
  for (const table of AGGREGATE_TABLES) await db.schema.dropTable(table).ifExists().execute();
  await db.schema.dropIndex("purchases_vendor_store_date").ifExists().execute();
}
