import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../access/actor.ts";
import { vendorSummary } from "./vendors.service.ts";

/** Vendor Management's cards beside the generic table. */
export async function vendorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/vendors/summary",
    {
      schema: {
        tags: ["vendors"],
        description:
          "Total and active vendors, the counted purchases (not rejected) of the caller's stores from all vendors, and the top vendor by them.",
        response: {
          200: z.object({
            total: z.number(),
            active: z.number(),
            total_purchases: z.number(),
            top_vendor: z
              .object({ id: z.string(), name: z.string(), total_purchases: z.number() })
              .nullable(),
          }),
        },
      },
    },
    (request) => vendorSummary(app.db, requireActor(request)),
  );
}
