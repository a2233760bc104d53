import { IMPORT_REFUSED_KEEP_DAYS } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { backgroundJob } from "../../plugins/readiness.ts";
import { type FileStore, fileKey } from "../files/file-store.ts";
import { expiredRefusedFiles, updateImportJob } from "./imports.repository.ts";
import { endStoppedImports } from "./imports.service.ts";
import { REFUSED_AREA } from "./refused-rows.ts";

/** Removes the refused rows files of runs that ended more than IMPORT_REFUSED_KEEP_DAYS ago. */
export async function removeExpiredRefusedFiles(app: FastifyInstance, storage: FileStore, now = Date.now()) {
  const before = new Date(now - IMPORT_REFUSED_KEEP_DAYS * 86_400_000).toISOString();
  const expired = await expiredRefusedFiles(app.db, before);
  for (const job of expired) {
    if (job.refused_file) await storage.remove(fileKey(REFUSED_AREA, job.refused_file));
    await updateImportJob(app.db, job.id, { refused_file: null });
  }
  return expired.length;
}

/**
 * Every ten minutes (docs/decisions.md, Imports): runs whose process stopped under them end as
 * failed with their IMPORT entry, and refused rows files past their time are removed.
 */
export const importsPlugin = fp<{ storage: FileStore }>(
  async (app, options) => {
    backgroundJob(app, 10 * 60_000, async () => {
      await endStoppedImports(app.db)
        .then((count) => count > 0 && app.log.warn({ count }, "ended imports whose process stopped"))
        .catch((error: unknown) => app.log.error({ err: error }, "ending stopped imports failed"));
      await removeExpiredRefusedFiles(app, options.storage)
        .then((count) => count > 0 && app.log.info({ count }, "removed refused rows files past their time"))
        .catch((error: unknown) => app.log.error({ err: error }, "refused rows file cleanup failed"));
    });
  },
  { name: "imports", dependencies: ["db", "readiness"] },
);
