import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { anchorChainHead, anchorFileIn } from "../../audit/anchor.ts";
import { backgroundJob } from "../../plugins/readiness.ts";

/** How often the head is recorded outside the database when it moved. */
export const ANCHOR_EVERY_MS = 60_000;

/**
 * Records the audit chain's head in the anchor file beside the backups at start-up and then every
 * minute: entries removed from the end of the chain in the database, with its head moved back,
 * are then caught by verification (all but those of the last minute).
 */
export const auditAnchorPlugin = fp(
  async (app: FastifyInstance) => {
    const file = anchorFileIn(app.config.backupDir);
    backgroundJob(app, ANCHOR_EVERY_MS, async () => {
      await anchorChainHead(app.db, file).catch((error: unknown) =>
        app.log.error({ err: error }, "could not record the audit chain's head"),
      );
    });
  },
  { name: "audit-anchor", dependencies: ["db", "readiness"] },
);
