import { MSG } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors.ts";
import { readAppSettings } from "../modules/settings/settings-store.ts";

/** Calls that stay open during maintenance: signing in and out, who am I, health, the API description. */
const OPEN_DURING_MAINTENANCE = ["/api/auth/v1/", "/api/health", "/api/docs"];

export const maintenanceError = () => new AppError(503, "maintenance", MSG.maintenanceMode);

/**
 * Maintenance mode (application settings, System): every API call of anyone but an admin
 * answers 503 `maintenance` (sign-in refuses non-admins in the sign-in service), so admins can
 * work while everyone else is told to come back later.
 */
export const maintenancePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("onRequest", async (request) => {
      if (!request.url.startsWith("/api/")) return;
      // While the database is being prepared only /api/health and /api/ready answer (plugins/readiness).
      if (!app.readiness.ready) return;
      if (request.actor?.user.role === "admin") return;
      const path = request.url.split("?")[0] ?? "";
      if (OPEN_DURING_MAINTENANCE.some((open) => path.startsWith(open))) return;
      const settings = await readAppSettings(app.db);
      if (settings.system.maintenance_mode) throw maintenanceError();
    });
  },
  { name: "maintenance", dependencies: ["db", "auth"] },
);
