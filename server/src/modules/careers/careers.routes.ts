import {
  DEFAULT_APP_SETTINGS,
  ZApplicationCount,
  ZApplicationReceipt,
  ZPublicPosting,
} from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestAuditContext, requireActor } from "../../access/actor.ts";
import type { FileStore } from "../files/file-store.ts";
import { readSetting } from "../settings/settings.repository.ts";
import { withApplyForm } from "./apply-form.ts";
import { APPLICATIONS_PER_HOUR, applyGate, PUBLIC_UPLOADS_AT_ONCE } from "./apply-gate.ts";
import { applyToPosting, countApplications, listOpenPostings } from "./careers.service.ts";

const tags = ["careers"];
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
        response: { 200: z.array(ZPublicPosting) },
      },
    },
    () => listOpenPostings(app.db),
  );

  const gate = applyGate(app.db);
  app.post(
    "/careers/:id/applications",
    {
      config: { upload: true },
      onRequest: gate.onRequest,
      onResponse: gate.onResponse,
      onRequestAbort: gate.onRequestAbort,
      schema: {
        tags,
        security: [],
        description: `Public: multipart/form-data with first_name, last_name, email, phone, cover_letter (≤ 500), agreed_to_terms and an optional file \`resume\` (PDF, DOC or DOCX by its bytes, at most the settings' maximum file size). At most ${APPLICATIONS_PER_HOUR} accepted applications per IP per hour (429, checked before the body is read; refused submissions count toward a limit of their own); at most ${PUBLIC_UPLOADS_AT_ONCE} received at once (503 with Retry-After).`,
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 201: ZApplicationReceipt },
      },
    },
    async (request, reply) => {
      const settings = await readSetting(app.db, "application", DEFAULT_APP_SETTINGS);
      const created = await withApplyForm(request, settings.system.max_file_size_mb * 1024 * 1024, (form) =>
        applyToPosting(
          { db: app.db, dialect: app.dialect, storage: options.storage },
          requestAuditContext(request, null),
          request.params.id,
          form,
        ),
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
        response: { 200: z.array(ZApplicationCount) },
      },
    },
    (request) => countApplications(app.db, requireActor(request)),
  );
}
