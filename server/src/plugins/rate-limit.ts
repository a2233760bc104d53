import { apiRateLimitExceeded } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type Kysely, sql } from "kysely";
import type { DB } from "../db/database.ts";
import { AppError } from "../errors.ts";
import { readAppSettings } from "../modules/settings/settings-store.ts";
import { backgroundJob } from "./readiness.ts";

const HOUR_MS = 3_600_000;

/**
 * Counts one request of a session in its window and answers the window as it now is. The window
 * lives in the database, so every process sharing it counts the same requests: one upsert that
 * starts a new window when the old one is an hour old (SET reads the row as it was, on both engines).
 */
export async function countRequest(
  db: Kysely<DB>,
  sessionId: string,
  now = Date.now(),
): Promise<{ count: number; start: number }> {
  const started = new Date(now).toISOString();
  const expired = new Date(now - HOUR_MS).toISOString();
  const row = await db
    .insertInto("api_rate_windows")
    .values({ session_id: sessionId, window_start: started, count: 1 })
    .onConflict((oc) =>
      oc.column("session_id").doUpdateSet({
        count: sql<number>`case when api_rate_windows.window_start <= ${expired} then 1 else api_rate_windows.count + 1 end`,
        window_start: sql<string>`case when api_rate_windows.window_start <= ${expired} then excluded.window_start else api_rate_windows.window_start end`,
      }),
    )
    .returning(["count", "window_start"])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), start: Date.parse(row.window_start) };
}

/**
 * The API rate limit of the application settings (System, requests per hour): counted per
 * session for API clients, i.e. calls that carry the token in `Authorization` or `apikey`
 * (the browser app, on its cookie, is not limited). A one-hour window per session, shared by every
 * process on the database; over the limit → 429 `rate_limited` with Retry-After.
 * `API_RATE_LIMIT=off` turns it off (the benchmark drives thousands of calls through one token).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    if (process.env.API_RATE_LIMIT === "off") return;
    backgroundJob(app, HOUR_MS, async () => {
      await app.db
        .deleteFrom("api_rate_windows")
        .where("window_start", "<", new Date(Date.now() - HOUR_MS).toISOString())
        .execute()
        .catch((error: unknown) => app.log.error({ err: error }, "rate-limit window sweep failed"));
    });

    app.addHook("onRequest", async (request, reply) => {
      const actor = request.actor;
      if (!actor) return;
      if (!request.headers.authorization && !request.headers.apikey) return;
      const { api_rate_limit: limit } = (await readAppSettings(app.db)).system;
      const now = Date.now();
      const window = await countRequest(app.db, actor.session.id, now);
      reply.header("x-ratelimit-limit", String(limit));
      reply.header("x-ratelimit-remaining", String(Math.max(0, limit - window.count)));
      if (window.count > limit) {
        reply.header("retry-after", String(Math.max(1, Math.ceil((window.start + HOUR_MS - now) / 1000))));
        throw new AppError(429, "rate_limited", apiRateLimitExceeded(limit));
      }
    });
  },
  { name: "rate-limit", dependencies: ["db", "auth", "readiness"] },
);
