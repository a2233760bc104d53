import { PERFORMANCE_LEVEL_VALUES, ZStaffReview } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../access/actor.ts";
import { reviewStaff, staffProfile, staffSummary } from "./staff.service.ts";

const tags = ["staff"];
const params = z.object({ id: z.string().min(1) });
const review = z.object({
  id: z.string(),
  performance: z.enum(PERFORMANCE_LEVEL_VALUES),
  note: z.string().nullable(),
  reviewer_name: z.string().nullable(),
  created_at: z.string(),
});

/** Staff Management's own calls: View Profile and Performance Review. */
export async function staffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/staff/summary",
    {
      schema: {
        tags,
        description: "Staff Management's cards over the staff the caller reads.",
        response: {
          200: z.object({
            total: z.number(),
            active: z.number(),
            on_leave: z.number(),
            departments: z.number(),
          }),
        },
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
        response: {
          200: z.object({
            staff: z.record(z.string(), z.unknown()),
            leaves: z.array(
              z.object({
                id: z.string(),
                leave_type: z.string(),
                start_date: z.string(),
                end_date: z.string(),
                reason: z.string().nullable(),
                approved_by: z.string().nullable(),
                returned_at: z.string().nullable(),
                created_at: z.string(),
              }),
            ),
            reviews: z.array(review.extend({ performance: z.string() })),
            time_this_month: z.object({
              from: z.string(),
              to: z.string(),
              entries: z.number(),
              hours: z.number(),
            }),
          }),
        },
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
        response: { 201: review },
      },
    },
    async (request, reply) => {
      const saved = await reviewStaff(app.db, requireActor(request), request.params.id, request.body);
      return reply.status(201).send(saved as z.infer<typeof review>);
    },
  );
}
