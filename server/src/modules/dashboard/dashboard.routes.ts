import { ZDashboard } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/auth.ts";
import { sendPrepared } from "../../plugins/prepared-answer.ts";
import { cachedDashboard } from "./dashboard.service.ts";

export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/dashboard",
    {
      schema: {
        tags: ["dashboard"],
        description: "Figures of the signed-in role's dashboard, over its stores.",
        response: { 200: ZDashboard },
      },
    },
    async (request, reply) =>
      sendPrepared(request, reply, await cachedDashboard(app.db, app.dialect, requireActor(request))),
  );
}
