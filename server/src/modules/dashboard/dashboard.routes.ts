import { ZDashboard } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../access/actor.ts";
import { sendPrepared } from "../../plugins/prepared-answer.ts";
import { cachedDashboard } from "./dashboard.service.ts";

export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/dashboard",
    {
      schema: {
        tags: ["dashboard"],
        description:
          "Everything the signed-in role's dashboard shows, over its stores: figures from the aggregates and its lists (latest audit entries, purchases and expenses; pending ones with allowed_actions; recent transactions; the current store), one call.",
        response: { 200: ZDashboard },
      },
    },
    async (request, reply) =>
      sendPrepared(request, reply, await cachedDashboard(app.db, app.dialect, requireActor(request))),
  );
}
