import { TEMP_FILE_TTL_HOURS } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { backgroundJob } from "../../plugins/readiness.ts";
import { type FileStore, fileKey } from "./file-store.ts";
import { removeStraySpooledFiles } from "./spooled-upload.ts";
import { deleteTempFiles, expiredTempFiles, tempFilesNamed } from "./temp-files.repository.ts";

const TTL_MS = TEMP_FILE_TTL_HOURS * 3600_000;

/**
 * Removes files of an area written before `cutoff` that `named` does not claim: a process wrote
 * them and died (or was refused) before storing its row, or their row is gone.
 */
async function removeUnnamedFiles(
  storage: FileStore,
  area: string,
  cutoff: number,
  named: (names: string[]) => Promise<ReadonlySet<string>>,
): Promise<number> {
  const old = (await storage.list(`${area}/`))
    .filter((file) => file.modifiedAt <= cutoff)
    .map((file) => file.key.slice(area.length + 1));
  if (old.length === 0) return 0;
  const kept = await named(old);
  const orphans = old.filter((name) => !kept.has(name));
  for (const name of orphans) await storage.remove(fileKey(area, name));
  return orphans.length;
}

/** Deletes temporary uploads not attached within 24 hours, with any stray file of tmp/ as old. */
export async function removeExpiredTempFiles(
  app: FastifyInstance,
  storage: FileStore,
  now = Date.now(),
): Promise<number> {
  const names = await expiredTempFiles(app.db, new Date(now - TTL_MS).toISOString());
  for (const name of names) await storage.remove(fileKey("tmp", name));
  await deleteTempFiles(app.db, names);
  const strays = await removeUnnamedFiles(storage, "tmp", now - TTL_MS, (old) => tempFilesNamed(app.db, old));
  return names.length + strays;
}

/** Résumé files younger than this are left alone: an application may be storing its row. */
const SETTLE_MS = 3600_000;

/**
 * Deletes résumé files that no application names any more (a deleted application, or a process
 * that died between writing the file and storing the row).
 */
export async function removeOrphanResumes(
  app: FastifyInstance,
  storage: FileStore,
  now = Date.now(),
): Promise<number> {
  return removeUnnamedFiles(storage, "career_applications", now - SETTLE_MS, async () => {
    const rows = await app.db
      .selectFrom("career_applications")
      .select("resume")
      .where("resume", "is not", null)
      .execute();
    return new Set(rows.map((row) => (JSON.parse(String(row.resume)) as { name: string }).name));
  });
}

export const tempFilesCleanupPlugin = fp<{ storage: FileStore }>(
  async (app, options) => {
    backgroundJob(app, 3600_000, async () => {
      await removeExpiredTempFiles(app, options.storage)
        .then((count) => count > 0 && app.log.info({ count }, "removed expired temporary uploads"))
        .catch((error: unknown) => app.log.error({ err: error }, "temporary upload cleanup failed"));
      await removeOrphanResumes(app, options.storage)
        .then((count) => count > 0 && app.log.info({ count }, "removed résumés of deleted applications"))
        .catch((error: unknown) => app.log.error({ err: error }, "résumé cleanup failed"));
      await removeStraySpooledFiles(TTL_MS)
        .then((count) => count > 0 && app.log.info({ count }, "removed uploads left by a stopped process"))
        .catch((error: unknown) => app.log.error({ err: error }, "spooled upload cleanup failed"));
    });
  },
  { name: "temp-files-cleanup", dependencies: ["db", "readiness"] },
);
