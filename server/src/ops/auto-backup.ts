import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import { anchorChainHead, anchorFileIn } from "../audit/anchor.ts";
import type { AppConfig } from "../config.ts";
import type { DB } from "../db/database.ts";
import { nowIso } from "../ids.ts";
import type { FileStore } from "../modules/files/file-store.ts";
import { readAppSettings } from "../modules/settings/settings-store.ts";
import { backgroundJob } from "../plugins/readiness.ts";
import { backup } from "./backup.ts";

/** Settings → System "Backup frequency" as an interval. */
export const BACKUP_EVERY_MS: Record<string, number> = {
  hourly: 3_600_000,
  daily: 86_400_000,
  weekly: 7 * 86_400_000,
  monthly: 30 * 86_400_000,
};
/** Automatic backups kept; older ones are removed after a new one is written. */
export const BACKUPS_KEPT = 7;
const STATE_KEY = "auto_backup_state";
const CHECK_EVERY_MS = 15 * 60_000;

/**
 * Claims the next automatic backup when one is due: the time of the last one lives in the settings
 * table and is moved with a conditional update, so of several app processes sharing a database
 * exactly one writes each backup. Returns false when none is due or another process claimed it.
 */
export async function claimBackup(db: Kysely<DB>, frequency: string, now = Date.now()): Promise<boolean> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", STATE_KEY).executeTakeFirst();
  const last = row ? Date.parse((JSON.parse(row.value) as { last_at: string }).last_at) : 0;
  if (now - last < (BACKUP_EVERY_MS[frequency] ?? BACKUP_EVERY_MS.daily ?? 0)) return false;
  const value = JSON.stringify({ last_at: new Date(now).toISOString() });
  if (!row) {
    const inserted = await db
      .insertInto("settings")
      .values({ key: STATE_KEY, value, updated_at: nowIso(), updated_by: null })
      .onConflict((oc) => oc.column("key").doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const updated = await db
    .updateTable("settings")
    .set({ value, updated_at: nowIso() })
    .where("key", "=", STATE_KEY)
    .where("value", "=", row.value)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Removes all but the newest `keep` backups (folders named storeops-<time>) in `dir`. */
export function pruneBackups(dir: string, keep = BACKUPS_KEPT): string[] {
  if (!fs.existsSync(dir)) return [];
  const backups = fs
    .readdirSync(dir)
    .filter((name) => name.startsWith("storeops-"))
    .sort()
    .reverse();
  const removed = backups.slice(keep);
  for (const name of removed) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  return removed;
}

/**
 * One check: when automatic backup is on and one is due, writes it to `backupDir`, records the audit
 * chain's head in the anchor file beside it, and prunes.
 */
export async function runAutoBackup(
  db: Kysely<DB>,
  config: Pick<AppConfig, "dataDir" | "databaseUrl" | "backupDir">,
  files?: FileStore,
): Promise<string | null> {
  const { system } = await readAppSettings(db);
  if (!system.auto_backup || !(await claimBackup(db, system.backup_frequency))) return null;
  const { dir } = await backup(
    { dataDir: config.dataDir, databaseUrl: config.databaseUrl, files },
    config.backupDir,
  );
  await anchorChainHead(db, anchorFileIn(config.backupDir));
  pruneBackups(config.backupDir);
  return dir;
}

/**
 * Settings → System "Automatic backup" and "Backup frequency": every 15 minutes the process checks
 * whether a backup is due and writes it in the background (npm run restore reads it back).
 */
export const autoBackupPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig; files: FileStore }) => {
    if (!options.config.autoBackup) return;
    let running = false;
    backgroundJob(app, CHECK_EVERY_MS, async () => {
      if (running) return;
      running = true;
      // Not awaited: a backup of a large database must not hold up start-up.
      void runAutoBackup(app.db, options.config, options.files)
        .then((dir) => dir && app.log.info({ dir }, "automatic backup written"))
        .catch((error: unknown) => app.log.error({ err: error }, "automatic backup failed"))
        .finally(() => {
          running = false;
        });
    });
  },
  { name: "auto-backup", dependencies: ["db", "readiness"] },
);
