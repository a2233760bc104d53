import { SEARCH_CATEGORIES } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../plugins/auth.ts";
import { globalSearch, SEARCH_TYPES } from "./search.service.ts";

const result = z.object({
  type: z.enum(SEARCH_TYPES),
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  route: z.string(),
});

export async function searchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/search",
    {
      schema: {
        tags: ["search"],
        description: "Global search over what the signed-in user may open; at most 50 results.",
        querystring: z.object({
          q: z.string().max(200).default(""),
          type: z.enum(SEARCH_CATEGORIES).default("all"),
        }),
        response: { 200: z.object({ results: z.array(result) }) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const results = await globalSearch(
        { db: app.db, dialect: app.dialect },
        actor,
        request.query.q,
        request.query.type,
      );
      return { results };
    },
  );
}
