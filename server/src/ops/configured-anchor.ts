import { anchorChainHead, anchorFileIn } from "../audit/anchor.ts";
import type { AppConfig } from "../config.ts";
import { openKeyedDatabase } from "../db/keyed-database.ts";

/**
 * After `npm run backup` or `npm run restore`: records the audit chain's head in the anchor file
 * beside the backups, with the app's key. After a restore this is the restored head, which the
 * anchor then vouches for (the head before the restore is no longer the database's).
 */
export async function anchorConfiguredChain(config: AppConfig): Promise<void> {
  const database = openKeyedDatabase(config);
  try {
    await anchorChainHead(database.db, anchorFileIn(config.backupDir));
  } finally {
    await database.close();
  }
}
