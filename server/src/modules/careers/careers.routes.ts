import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestAuditContext, requireActor } from "../../access/actor.ts";
import type { FileStore } from "../files/file-store.ts";
import { readApplyForm } from "./apply-form.ts";
import { applyToPosting, countApplications, listOpenPostings } from "./careers.service.ts";

const tags = ["careers"];
const publicPosting = z.object({
  id: z.string(),
  job_title: z.string(),
  department: z.string().nullable(),
  location: z.string().nullable(),
  employment_type: z.string(),
  experience_level: z.string(),
  salary_min: z.number().nullable(),
  salary_max: z.number().nullable(),
  salary: z.string().nullable(),
  description: z.string().nullable(),
  requirements: z.string().nullable(),
  posted_date: z.string().nullable(),
});

/** The public job board and its apply form (no sign-in), and the pipeline's counts per posting. */
export async function careerRoutes(fastify: FastifyInstance, options: { storage: FileStore }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/careers",
    {
      schema: {
        tags,
        security: [],
        description: "Public: the open postings, newest first, with the public fields only.",
        response: { 200: z.array(publicPosting) },
      },
    },
    () => listOpenPostings(app.db),
  );

  app.post(
    "/careers/:id/applications",
    {
      schema: {
        tags,
        security: [],
        description:
          "Public: multipart/form-data with first_name, last_name, email, phone, cover_letter (≤ 500), agreed_to_terms and an optional file `resume` (PDF, DOC or DOCX by its bytes, ≤ 10 MB). At most 5 accepted applications per IP per hour (429).",
        params: z.object({ id: z.string().min(1).max(100) }),
        response: {
          201: z.object({ id: z.string(), status: z.literal("new"), applied_at: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const form = await readApplyForm(request);
      const created = await applyToPosting(
        { db: app.db, storage: options.storage },
        requestAuditContext(request, null),
        request.params.id,
        form,
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    "/careers/application-counts",
    {
      schema: {
        tags,
        description: "Applications per posting and status (admin, ceo).",
        response: {
          200: z.array(
            z.object({
              career_id: z.string().nullable(),
              status: z.string(),
              count: z.number(),
            }),
          ),
        },
      },
    },
    (request) => countApplications(app.db, requireActor(request)),
  );
}
