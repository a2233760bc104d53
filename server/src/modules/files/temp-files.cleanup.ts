import fs from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { backgroundJob } from "../../plugins/readiness.ts";
import type { FileStorage } from "./file-storage.ts";
import { deleteTempFiles, expiredTempFiles } from "./temp-files.repository.ts";

const DAY_MS = 24 * 3600_000;

/** Deletes temporary uploads not attached within 24 hours. */
export async function removeExpiredTempFiles(
  app: FastifyInstance,
  storage: FileStorage,
  now = Date.now(),
): Promise<number> {
  const names = await expiredTempFiles(app.db, new Date(now - DAY_MS).toISOString());
  for (const name of names) await storage.remove("tmp", name);
  await deleteTempFiles(app.db, names);
  return names.length;
}

/** Résumé files younger than this are left alone: an application may be storing its row. */
const SETTLE_MS = 3600_000;

/**
 * Deletes résumé files that no application names any more (a deleted application, or a process
 * that died between writing the file and storing the row).
 */
export async function removeOrphanResumes(
  app: FastifyInstance,
  storage: FileStorage,
  now = Date.now(),
): Promise<number> {
  const dir = storage.pathOf("career_applications", "");
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  if (names.length === 0) return 0;
  const rows = await app.db
    .selectFrom("career_applications")
    .select("resume")
    .where("resume", "is not", null)
    .execute();
  const kept = new Set(rows.map((row) => (JSON.parse(String(row.resume)) as { name: string }).name));
  let removed = 0;
  for (const name of names) {
    if (kept.has(name)) continue;
    const stat = await fs.stat(storage.pathOf("career_applications", name)).catch(() => null);
    if (!stat || now - stat.mtimeMs < SETTLE_MS) continue;
    await storage.remove("career_applications", name);
    removed++;
  }
  return removed;
}

export const tempFilesCleanupPlugin = fp<{ storage: FileStorage }>(
  async (app, options) => {
    backgroundJob(app, 3600_000, async () => {
      await removeExpiredTempFiles(app, options.storage)
        .then((count) => count > 0 && app.log.info({ count }, "removed expired temporary uploads"))
        .catch((error: unknown) => app.log.error({ err: error }, "temporary upload cleanup failed"));
      await removeOrphanResumes(app, options.storage)
        .then((count) => count > 0 && app.log.info({ count }, "removed résumés of deleted applications"))
        .catch((error: unknown) => app.log.error({ err: error }, "résumé cleanup failed"));
    });
  },
  { name: "temp-files-cleanup", dependencies: ["db", "readiness"] },
);
