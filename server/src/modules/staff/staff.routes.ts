import { ZStaffProfile, ZStaffReview, ZStaffReviewSaved, ZStaffSummary } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../access/actor.ts";
import { reviewStaff, staffProfile, staffSummary } from "./staff.service.ts";

const tags = ["staff"];
const params = z.object({ id: z.string().min(1) });

/** Staff Management's own calls: View Profile and Performance Review. */
export async function staffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/staff/summary",
    {
      schema: {
        tags,
        description: "Staff Management's cards over the staff the caller reads.",
        response: { 200: ZStaffSummary },
      },
    },
    (request) => staffSummary(app.db, requireActor(request)),
  );

  app.get(
    "/staff/:id/profile",
    {
      schema: {
        tags,
        description:
          "View Profile: the staff record, its leave history, performance reviews (newest first) and its time this month (store's time zone).",
        params,
        response: { 200: ZStaffProfile },
      },
    },
    (request) => staffProfile(app.db, requireActor(request), request.params.id),
  );

  app.post(
    "/staff/:id/reviews",
    {
      schema: {
        tags,
        description:
          "Performance Review: a rating with a note, kept in the history; sets the member's rating.",
        params,
        body: ZStaffReview,
        response: { 201: ZStaffReviewSaved },
      },
    },
    async (request, reply) => {
      const saved = await reviewStaff(app.db, requireActor(request), request.params.id, request.body);
      return reply.status(201).send(saved);
    },
  );
}
