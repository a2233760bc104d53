import { MSG, reachesStore, ZServerDate, ZServerDateQuery } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import { type Actor, requireActor } from "../../access/actor.ts";
import type { DB } from "../../db/database.ts";
import { dateInZone, storeZones, timeInZone } from "../../db/store-time.ts";
import { notFound } from "../../errors.ts";
import type { FileStore } from "../files/file-store.ts";
import { databaseAnswers, findStoreTimezone, findStoreZone } from "./system.repository.ts";

const startedAt = Date.now();

const ZHealth = z.object({
  status: z.enum(["ok", "degraded"]),
  ready: z.boolean().describe("false while the database is being prepared (see /api/ready)"),
  database: z.enum(["sqlite", "postgres"]),
  database_ok: z.boolean(),
  files: z
    .enum(["local", "s3"])
    .describe("the file store: a folder under DATA_DIR (local) or an S3 bucket (FILE_STORE=s3)"),
  files_ok: z
    .boolean()
    .describe("the file store answers: the folder is writable, or the bucket is reachable"),
  uptime_seconds: z.number(),
  server_time: z.string(),
});

const ZReady = z.object({ ready: z.boolean(), message: z.string() });

/** Public liveness (the database and the file store answer) and readiness (the database is prepared). */
export async function healthRoutes(fastify: FastifyInstance, options: { storage: FileStore }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get("/health", { schema: { tags: ["system"], security: [], response: { 200: ZHealth } } }, async () => {
    const [databaseOk, filesOk] = await Promise.all([databaseAnswers(app.db), options.storage.check()]);
    return {
      status: databaseOk && filesOk ? ("ok" as const) : ("degraded" as const),
      ready: app.readiness.ready,
      database: app.dialect,
      database_ok: databaseOk,
      files: options.storage.kind,
      files_ok: filesOk,
      uptime_seconds: Math.round((Date.now() - startedAt) / 1000),
      server_time: new Date().toISOString(),
    };
  });
  app.get(
    "/ready",
    { schema: { tags: ["system"], security: [], response: { 200: ZReady, 503: ZReady } } },
    async (_request, reply) => {
      if (app.readiness.ready) return { ready: true, message: "Ready" };
      return reply.code(503).send({ ready: false, message: "Preparing the database (migrations and seed)" });
    },
  );
}

/** The time zone of the asked store (404 outside the caller's stores), else of the current store, else UTC. */
async function zoneOf(db: Kysely<DB>, actor: Actor, storeId: string | undefined): Promise<string> {
  if (!storeId) return findStoreTimezone(db, actor.currentStoreId);
  if (!reachesStore(actor.scope, storeId)) throw notFound(MSG.storeNotFound);
  // The kept map of every store's zone (db/store-time.ts); a store not in it yet is read on its own.
  const zone = (await storeZones(db)).get(storeId) || (await findStoreZone(db, storeId));
  if (zone === undefined) throw notFound(MSG.storeNotFound);
  return zone;
}

/**
 * Today and the time of day for the signed-in user: in the time zone of `store_id` (a store the
 * caller reaches), else of the current store, else the server's (UTC).
 */
export async function serverDateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/server-date",
    {
      schema: {
        tags: ["data"],
        description:
          "The server's date and time: `date` and `local_time` in `timezone` — the time zone of `store_id` when given (404 `Store not found` outside the caller's stores), else of the current store, else UTC — and `time`, the instant in UTC.",
        querystring: ZServerDateQuery,
        response: { 200: ZServerDate },
      },
    },
    async (request) => {
      const timezone = await zoneOf(app.db, requireActor(request), request.query.store_id);
      const now = new Date();
      return {
        date: dateInZone(now, timezone),
        time: now.toISOString(),
        timezone,
        local_time: timeInZone(now, timezone),
      };
    },
  );
}
