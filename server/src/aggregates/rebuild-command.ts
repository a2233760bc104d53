/**
 * `npm run aggregates:rebuild -w server`: recomputes every aggregate from the rows of the
 * configured database (SQLite under DATA_DIR, or DATABASE_URL), e.g. after rows were changed
 * behind the API with the triggers off.
 */
import { loadConfigOrExit } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { rebuildAggregates } from "./rebuild.ts";

const database = openDatabase(loadConfigOrExit());
try {
  await migrateToLatest(database.db);
  const started = Date.now();
  await rebuildAggregates(database.db);
  console.log(`Aggregates rebuilt from the rows in ${Date.now() - started} ms (${database.dialect}).`);
} finally {
  await database.close();
}
