import { ZSearchAnswer, ZSearchQuery } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../access/actor.ts";
import { globalSearch } from "./search.service.ts";

export async function searchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/search",
    {
      schema: {
        tags: ["search"],
        description: "Global search over what the signed-in user may open; at most 50 results.",
        querystring: ZSearchQuery,
        response: { 200: ZSearchAnswer },
      },
    },
    async (request) => {
      const deps = { db: app.db, dialect: app.dialect };
      const results = await globalSearch(deps, requireActor(request), request.query.q, request.query.type);
      return { results };
    },
  );
}
