import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../plugins/auth.ts";
import { dateInZone } from "../data/today.ts";
import { databaseAnswers, findStoreTimezone } from "./system.repository.ts";

const startedAt = Date.now();

const ZHealth = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["sqlite", "postgres"]),
  database_ok: z.boolean(),
  uptime_seconds: z.number(),
  server_time: z.string(),
});

const ZServerDate = z.object({
  date: z.string().describe("YYYY-MM-DD in `timezone`"),
  time: z.string().describe("the server's instant, ISO 8601 UTC"),
  timezone: z.string(),
});

/** Public liveness and database check. */
export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get("/health", { schema: { tags: ["system"], security: [], response: { 200: ZHealth } } }, async () => {
    const databaseOk = await databaseAnswers(app.db);
    return {
      status: databaseOk ? ("ok" as const) : ("degraded" as const),
      database: app.dialect,
      database_ok: databaseOk,
      uptime_seconds: Math.round((Date.now() - startedAt) / 1000),
      server_time: new Date().toISOString(),
    };
  });
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
