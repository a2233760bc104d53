import { ZVendorMerge } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../access/actor.ts";
import { idParams } from "../transactions/transactions.schemas.ts";
import { mergeVendor } from "./vendor-merge.service.ts";
import { vendorSummary } from "./vendors.service.ts";

/** Vendor Management's cards and merge beside the generic table. */
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

  app.post(
    "/vendors/:id/merge",
    {
      schema: {
        tags: ["vendors"],
        description:
          "Merges the vendor into `into_id` (admin): its purchases move there (vendor id and name), its name and aliases become that vendor's aliases, and it is deleted; audited. Answers the vendor kept. 400 when both are the same or a name belongs to a third vendor; 404 when either is missing.",
        params: idParams,
        body: ZVendorMerge,
        response: {
          200: z
            .record(z.string(), z.unknown())
            .describe("the vendor kept, as GET /api/rest/v1/vendors shows it"),
        },
      },
    },
    (request) =>
      mergeVendor(
        { db: app.db, dialect: app.dialect },
        requireActor(request),
        request.params.id,
        request.body.into_id,
      ),
  );
}
