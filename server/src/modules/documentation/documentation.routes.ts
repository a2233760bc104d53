import { ZDocumentContent, ZDocumentSummary } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../access/actor.ts";
import { listDocuments, readDocument } from "./documentation.service.ts";

const tags = ["documentation"];

/** The in-app documentation: the eight documents of docs/, for admins (the route table). */
export async function documentationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/documentation",
    {
      schema: {
        tags,
        description:
          "The documentation index: the eight documents' ids, titles and descriptions. Admin only.",
        response: { 200: z.array(ZDocumentSummary) },
      },
    },
    (request) => listDocuments(requireActor(request)),
  );

  app.get(
    "/documentation/:id",
    {
      schema: {
        tags,
        description:
          "One document as Markdown; the overview ends with live totals (income, purchases, expenses, net profit) of the reader's stores. Unknown id: 404 `Documentation content not found.` Admin only.",
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: ZDocumentContent },
      },
    },
    (request) => readDocument(app.db, requireActor(request), request.params.id),
  );
}
