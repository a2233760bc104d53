import { ZDocumentContent, ZDocumentSummary } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../access/actor.ts";
import { listDocuments, readDocument, readGuideImage } from "./documentation.service.ts";

const tags = ["documentation"];

/** The in-app documentation: the user guides by role, and the developer documents for admins. */
export async function documentationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/documentation",
    {
      schema: {
        tags,
        description:
          "The documentation index: the guides of the reader's jobs and, for admins, the eight developer documents, with ids, titles and descriptions; the guides' titles and descriptions in the caller's language (Accept-Language).",
        response: { 200: z.array(ZDocumentSummary) },
      },
    },
    (request) => listDocuments(requireActor(request), request.language),
  );

  app.get(
    "/documentation/:id",
    {
      schema: {
        tags,
        description:
          "One document as Markdown, a guide in the caller's language (Accept-Language; English where no translation is written); the overview ends with live totals (income, purchases, expenses, net profit) of the reader's stores. Unknown id: 404 `Documentation content not found.` A guide of another role's job, or a developer document for anyone but an admin: 403.",
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: ZDocumentContent },
      },
    },
    (request) => readDocument(app.db, requireActor(request), request.params.id, request.language),
  );

  app.get(
    "/documentation/images/:name",
    {
      schema: {
        tags,
        description:
          "A screenshot of the user guides (PNG), generated from the demo app by the screenshot script. Any signed-in user.",
        params: z.object({ name: z.string().min(1).max(100) }),
        response: { 200: z.any().describe("The PNG's bytes.") },
      },
    },
    async (request, reply) => {
      const image = await readGuideImage(requireActor(request), request.params.name);
      return reply.type("image/png").header("cache-control", "private, max-age=3600").send(image);
    },
  );
}
