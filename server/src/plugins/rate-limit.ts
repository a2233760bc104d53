import { apiRateLimitExceeded } from "@storeops/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type Kysely, sql } from "kysely";
import type { DB } from "../db/database.ts";
import { AppError } from "../errors.ts";
import { readAppSettings } from "../modules/settings/settings-store.ts";
import { backgroundJob } from "./readiness.ts";

const HOUR_MS = 3_600_000;
/** How often each process adds what it counted to the shared windows and reads their totals back. */
const FLUSH_MS = 5_000;

declare module "fastify" {
  interface FastifyInstance {
    /** Writes the counts not yet in the database and reads the shared totals back (also run every FLUSH_MS). */
    flushRateWindows: () => Promise<void>;
  }
}

/** A session's window as this process knows it: the shared total at the last flush, plus what it counted since. */
interface Window {
  start: number;
  shared: number;
  pending: number;
  lastUsed: number;
}

/**
 * Adds `pending` requests of a session to its shared window and answers the window as it now is:
 * one upsert that starts a new window when the old one is an hour old (SET reads the row as it
 * was, on both engines).
 */
async function addToWindow(db: Kysely<DB>, sessionId: string, pending: number, now: number) {
  const started = new Date(now).toISOString();
  const expired = new Date(now - HOUR_MS).toISOString();
  const row = await db
    .insertInto("api_rate_windows")
    .values({ session_id: sessionId, window_start: started, count: pending })
    .onConflict((oc) =>
      oc.column("session_id").doUpdateSet({
        count: sql<number>`case when api_rate_windows.window_start <= ${expired} then ${pending} else api_rate_windows.count + ${pending} end`,
        window_start: sql<string>`case when api_rate_windows.window_start <= ${expired} then excluded.window_start else api_rate_windows.window_start end`,
      }),
    )
    .returning(["count", "window_start"])
    .executeTakeFirstOrThrow();
  return { shared: Number(row.count), start: Date.parse(row.window_start) };
}

/** A session's shared window read (not written) the first time this process sees the session. */
async function readWindow(db: Kysely<DB>, sessionId: string, now: number): Promise<Window> {
  const row = await db
    .selectFrom("api_rate_windows")
    .select(["count", "window_start"])
    .where("session_id", "=", sessionId)
    .executeTakeFirst();
  const start = row ? Date.parse(row.window_start) : now;
  if (!row || now - start >= HOUR_MS) return { start: now, shared: 0, pending: 0, lastUsed: now };
  return { start, shared: Number(row.count), pending: 0, lastUsed: now };
}

/** Routes an admin is never refused, so one who set the limit too low can raise it again, or leave. */
function neverRefused(request: FastifyRequest): boolean {
  const path = request.url.split("?")[0] ?? "";
  if (path === "/api/auth/v1/logout") return true;
  return (
    request.actor?.user.role === "admin" && (path === "/api/settings" || path.startsWith("/api/settings/"))
  );
}

/**
 * The API rate limit of the application settings (System, requests per hour), per session: every
 * signed-in request counts, whether its token came in `Authorization`, `apikey` or the cookie.
 * Each process counts in memory and, every FLUSH_MS, adds its counts to the session's one-hour
 * window in the database and reads the total back, so processes sharing the database share the
 * window while a read stays a read (no write per request). A process may let through what other
 * processes counted in the last FLUSH_MS beyond the limit. Over the limit → 429 `rate_limited`
 * with Retry-After, except sign-out, and the settings routes for an admin.
 * `API_RATE_LIMIT=off` turns it off (the benchmark drives thousands of calls through one token).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const windows = new Map<string, Window>();
    const reading = new Map<string, Promise<Window>>();

    const flush = async (): Promise<void> => {
      const now = Date.now();
      for (const [sessionId, window] of windows) {
        if (window.pending === 0) {
          if (now - window.lastUsed > HOUR_MS) windows.delete(sessionId);
          continue;
        }
        const pending = window.pending;
        window.pending = 0;
        try {
          const shared = await addToWindow(app.db, sessionId, pending, now);
          // Requests counted while the write ran stay pending.
          Object.assign(window, shared);
        } catch (error) {
          window.pending += pending;
          throw error;
        }
      }
    };
    app.decorate("flushRateWindows", flush);
    if (process.env.API_RATE_LIMIT === "off") return;

    backgroundJob(app, HOUR_MS, async () => {
      await app.db
        .deleteFrom("api_rate_windows")
        .where("window_start", "<", new Date(Date.now() - HOUR_MS).toISOString())
        .execute()
        .catch((error: unknown) => app.log.error({ err: error }, "rate-limit window sweep failed"));
    });
    backgroundJob(app, FLUSH_MS, async () => {
      await flush().catch((error: unknown) => app.log.error({ err: error }, "rate-limit flush failed"));
    });
    app.addHook("onClose", async () => {
      await flush().catch(() => undefined);
    });

    const windowOf = async (sessionId: string, now: number): Promise<Window> => {
      const known = windows.get(sessionId);
      if (known) return known;
      let pending = reading.get(sessionId);
      if (!pending) {
        pending = readWindow(app.db, sessionId, now).finally(() => reading.delete(sessionId));
        reading.set(sessionId, pending);
      }
      const read = await pending;
      const current = windows.get(sessionId) ?? read;
      windows.set(sessionId, current);
      return current;
    };

    app.addHook("onRequest", async (request, reply) => {
      const actor = request.actor;
      if (!actor) return;
      const { api_rate_limit: limit } = (await readAppSettings(app.db)).system;
      const now = Date.now();
      const window = await windowOf(actor.session.id, now);
      if (now - window.start >= HOUR_MS) Object.assign(window, { start: now, shared: 0, pending: 0 });
      window.pending += 1;
      window.lastUsed = now;
      const count = window.shared + window.pending;
      reply.header("x-ratelimit-limit", String(limit));
      reply.header("x-ratelimit-remaining", String(Math.max(0, limit - count)));
      if (count > limit && !neverRefused(request)) {
        reply.header("retry-after", String(Math.max(1, Math.ceil((window.start + HOUR_MS - now) / 1000))));
        throw new AppError(429, "rate_limited", apiRateLimitExceeded(limit));
      }
    });
  },
  { name: "rate-limit", dependencies: ["db", "auth", "readiness"] },
);
