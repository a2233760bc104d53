import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";
import { dateInZone } from "../../db/store-time.ts";
import { requireActor } from "../../plugins/auth.ts";

const startedAt = Date.now();

export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const health = z.object({
    status: z.enum(["ok", "degraded"]),
    database: z.enum(["sqlite", "postgres"]),
    database_ok: z.boolean(),
    uptime_seconds: z.number(),
    server_time: z.string(),
  });
  app.get("/health", { schema: { tags: ["system"], response: { 200: health } } }, async () => {
    const databaseOk = await sql`select 1`
      .execute(app.db)
      .then(() => true)
      .catch(() => false);
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
  const answer = z.object({ date: z.string(), time: z.string(), timezone: z.string() });
  app.get("/server-date", { schema: { tags: ["data"], response: { 200: answer } } }, async (request) => {
    const actor = requireActor(request);
    let timezone = "UTC";
    if (actor.currentStoreId) {
      const store = await app.db
        .selectFrom("stores")
        .select("timezone")
        .where("id", "=", actor.currentStoreId)
        .executeTakeFirst();
      timezone = String(store?.timezone ?? "UTC");
    }
    const now = new Date();
    return { date: dateInZone(now, timezone), time: now.toISOString(), timezone };
  });
}
