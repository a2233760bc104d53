import { sql } from "kysely";
import type { Database } from "../../db/database.ts";
import { fillStatements } from "../../db/migrations/016_search_index_split.ts";
import { rebuildDayKeys } from "../../db/migrations/029_search_key_days.ts";

/**
 * Rebuilds the search index from the rows, in one transaction: after a bulk load that wrote rows
 * past the triggers, or to repair it. Ordinary writes keep it exact through the triggers.
 */
export async function rebuildSearchIndex(database: Pick<Database, "db" | "dialect">): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    // The documents get new keys: their days' bounds (migration 029) are recomputed from them.
    for (const statement of [...fillStatements(database.dialect), ...rebuildDayKeys()])
      await sql.raw(statement).execute(trx);
  });
}
