import { sql } from "kysely";
import type { Database } from "../../db/database.ts";
import { fillStatements } from "../../db/migrations/016_search_index_split.ts";

/**
 * Rebuilds the search index from the rows, in one transaction: after a bulk load that wrote rows
 * past the triggers, or to repair it. Ordinary writes keep it exact through the triggers.
 */
export async function rebuildSearchIndex(database: Pick<Database, "db" | "dialect">): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    for (const statement of fillStatements(database.dialect)) await sql.raw(statement).execute(trx);
  });
}
