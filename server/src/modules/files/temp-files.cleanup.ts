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

export const tempFilesCleanupPlugin = fp<{ storage: FileStorage }>(
  async (app, options) => {
    backgroundJob(app, 3600_000, async () => {
      await removeExpiredTempFiles(app, options.storage)
        .then((count) => count > 0 && app.log.info({ count }, "removed expired temporary uploads"))
        .catch((error: unknown) => app.log.error({ err: error }, "temporary upload cleanup failed"));
    });
  },
  { name: "temp-files-cleanup", dependencies: ["db", "readiness"] },
);
