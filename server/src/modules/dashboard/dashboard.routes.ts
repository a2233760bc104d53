import type { FastifyInstance } from "fastify";
import { requireActor } from "../../plugins/auth.ts";
import { buildDashboard } from "./dashboard.service.ts";

export async function dashboardRoutes(app: FastifyInstance) {
  app.get(
    "/dashboard",
    {
      schema: {
        tags: ["dashboard"],
        description: "Figures of the signed-in role's dashboard, over its stores.",
      },
    },
    async (request) => buildDashboard(app.db, requireActor(request)),
  );
}
