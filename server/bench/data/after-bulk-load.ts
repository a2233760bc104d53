import { sql } from "kysely";
import { rebuildAggregates } from "../../src/aggregates/rebuild.ts";
import type { Database } from "../../src/db/database.ts";
import { rebuildLabourMonths } from "../../src/db/migrations/008_labour_months.ts";
import { rebuildSearchIndex } from "../../src/modules/search/search-index.repository.ts";

/**
 * What a bulk load must do after writing rows directly: rebuild whatever the app keeps derived from
 * them in the same transaction as ordinary writes (aggregates, search index) — each gets its step here.
 */
export async function afterBulkLoad(database: Database): Promise<void> {
  await rebuildAggregates(database.db);
  await rebuildSearchIndex(database);
  await rebuildLabourMonths(database.db);
  // Fresh rows are not yet marked all-visible: without a vacuum, PostgreSQL's index-only scans
  // still visit every heap page.
  if (database.dialect === "postgres") await sql`vacuum analyze`.execute(database.db);
}
