import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { dateInZone } from "../../db/store-time.ts";
import { requireActor } from "../../plugins/auth.ts";
import type { FileStore } from "../files/file-store.ts";
import { databaseAnswers, findStoreTimezone } from "./system.repository.ts";

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

const ZServerDate = z.object({
  date: z.string().describe("YYYY-MM-DD in `timezone`"),
  time: z.string().describe("the server's instant, ISO 8601 UTC"),
  timezone: z.string(),
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

/** Today for the signed-in user: the current store's time zone, else the server's (UTC). */
export async function serverDateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get("/server-date", { schema: { tags: ["data"], response: { 200: ZServerDate } } }, async (request) => {
    const actor = requireActor(request);
    const timezone = await findStoreTimezone(app.db, actor.currentStoreId);
    const now = new Date();
    return { date: dateInZone(now, timezone), time: now.toISOString(), timezone };
  });
}
