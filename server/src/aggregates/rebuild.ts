import type { Kysely } from "kysely";
import type { DB } from "../db/database.ts";
import { rebuildAggregatesIn } from "../db/migrations/005/rebuild.ts";

export { AGGREGATE_TABLES } from "../db/migrations/005/tables.ts";
export { rebuildAggregatesIn };

/** Recomputes every aggregate from the rows in one transaction: readers see the old or the new totals. */
export async function rebuildAggregates(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute((trx) => rebuildAggregatesIn(trx));
}
