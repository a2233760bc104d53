import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { readAppSettings } from "../modules/settings/settings-store.ts";

/**
 * Settings → System "Debug mode": on, the server logs at debug level (each request's SQL-free
 * detail: routes, timings, refusals); off, at the configured LOG_LEVEL. Read from the cached
 * settings on each API call, so a change reaches every process within seconds.
 */
export const debugModePlugin = fp<{ configuredLevel: string }>(
  async (app: FastifyInstance, options) => {
    app.addHook("onRequest", async (request) => {
      if (!app.readiness.ready || !request.url.startsWith("/api/")) return;
      const level = (await readAppSettings(app.db)).system.debug_mode ? "debug" : options.configuredLevel;
      if (app.log.level !== level) {
        app.log.level = level;
        request.log.level = level;
      }
    });
  },
  { name: "debug-mode", dependencies: ["db", "readiness"] },
);
