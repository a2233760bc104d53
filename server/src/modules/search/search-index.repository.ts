import { sql } from "kysely";
import type { Database } from "../../db/database.ts";
import { fillStatements } from "../../db/migrations/016_search_index_split.ts";
import { dayKeysFill, rebuildDayKeys } from "../../db/migrations/029_search_key_days.ts";
import { AUDIT_DAY_KEYS, fillDocFilters } from "../../db/migrations/045_search_filters.ts";

/**
 * Rebuilds the search index from the rows, in one transaction: after a bulk load that wrote rows
 * past the triggers, or to repair it. Ordinary writes keep it exact through the triggers.
 */
export async function rebuildSearchIndex(database: Pick<Database, "db" | "dialect">): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    // The documents get new keys: their days' bounds (migrations 029, 045) are recomputed from them.
    const audit = Object.entries(AUDIT_DAY_KEYS).flatMap(([table, column]) => dayKeysFill(table, column));
    for (const statement of [...fillStatements(database.dialect), ...rebuildDayKeys(), ...audit])
      await sql.raw(statement).execute(trx);
    // Each document's status, day and amount (migration 045): SQLite's trigger sets them as the
    // documents are written; PostgreSQL's documents are written here past its row triggers.
    if (database.dialect === "postgres") await fillDocFilters(trx);
  });
}
