import { ZCareerHire } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../access/actor.ts";
import type { FileStore } from "../files/file-store.ts";
import { hireApplicant, sendResume } from "./career-applications.service.ts";

const tags = ["career_applications"];
const params = z.object({ id: z.string().min(1).max(100) });
// Streams bypass serialization; the schema documents the answer.
const fileBytes = z.any().describe("The résumé's bytes, as a download with the type they show.");

/** The applicant pipeline's own calls beside the generic table: the résumé and the hire. */
export async function careerApplicationRoutes(fastify: FastifyInstance, options: { storage: FileStore }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/career-applications/:id/resume",
    {
      schema: {
        tags,
        description: "The applicant's résumé (admin, ceo).",
        params,
        response: { 200: fileBytes },
      },
    },
    (request, reply) =>
      sendResume({ db: app.db, storage: options.storage }, requireActor(request), request.params.id, reply),
  );

  app.post(
    "/career-applications/:id/hire",
    {
      schema: {
        tags,
        description:
          "Admin: creates the staff record from the applicant's details with the given store, position, department and hire date, and marks the application hired (from new, reviewing or interviewed). A second hire → 409.",
        params,
        body: ZCareerHire,
        response: { 201: z.record(z.string(), z.unknown()) },
      },
    },
    async (request, reply) => {
      const staff = await hireApplicant(
        { db: app.db },
        requireActor(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(staff);
    },
  );
}
