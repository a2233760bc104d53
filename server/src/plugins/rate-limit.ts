import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { readAppSettings } from "../auth/settings-store.ts";
import { AppError } from "../errors.ts";

const HOUR_MS = 3_600_000;

/**
 * The API rate limit of the application settings (System, requests per hour): counted per
 * session for API clients, i.e. calls that carry the token in `Authorization` or `apikey`
 * (the browser app, on its cookie, is not limited). A fixed one-hour window per session, kept in
 * this process's memory; over the limit → 429 `rate_limited` with Retry-After.
 * `API_RATE_LIMIT=off` turns it off (the benchmark drives thousands of calls through one token).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    if (process.env.API_RATE_LIMIT === "off") return;
    const windows = new Map<string, { start: number; count: number }>();
    const sweep = setInterval(() => {
      const now = Date.now();
      for (const [key, window] of windows) if (now - window.start >= HOUR_MS) windows.delete(key);
    }, 10 * 60_000);
    sweep.unref();
    app.addHook("onClose", async () => clearInterval(sweep));

    app.addHook("onRequest", async (request, reply) => {
      const actor = request.actor;
      if (!actor) return;
      if (!request.headers.authorization && !request.headers.apikey) return;
      const { api_rate_limit: limit } = (await readAppSettings(app.db)).system;
      const now = Date.now();
      let window = windows.get(actor.session.id);
      if (!window || now - window.start >= HOUR_MS) {
        window = { start: now, count: 0 };
        windows.set(actor.session.id, window);
      }
      window.count++;
      reply.header("x-ratelimit-limit", String(limit));
      reply.header("x-ratelimit-remaining", String(Math.max(0, limit - window.count)));
      if (window.count > limit) {
        reply.header("retry-after", String(Math.ceil((window.start + HOUR_MS - now) / 1000)));
        throw new AppError(
          429,
          "rate_limited",
          `API rate limit of ${limit} requests per hour exceeded. Try again later.`,
        );
      }
    });
  },
  { name: "rate-limit", dependencies: ["db", "auth"] },
);
