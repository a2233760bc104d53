import { ZDocumentProposal, ZDocumentRead } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../access/actor.ts";
import type { FileStore } from "../files/file-store.ts";
import { createDocumentReader, type DocumentReader } from "./document-reader.ts";
import { readDocument } from "./documents.service.ts";

/** POST /api/documents/read: the fields a receipt or invoice the caller uploaded proposes. */
export async function documentRoutes(
  fastify: FastifyInstance,
  options: { storage: FileStore; reader?: DocumentReader },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const reader = options.reader ?? createDocumentReader();
  app.addHook("onClose", async () => reader.close());
  app.post(
    "/documents/read",
    {
      schema: {
        tags: ["documents"],
        description:
          "Reads the first page of a receipt or invoice (JPEG, PNG or PDF) the caller uploaded with upload-temp, for a table whose records the caller may create, and proposes vendor, date, total, tax, invoice number and payment type, each with a confidence. Saves nothing. 404 for a file that is not the caller's upload for that table; 422 when the file cannot be read; 503 when too many reads wait.",
        body: ZDocumentRead,
        response: { 200: ZDocumentProposal },
      },
    },
    async (request) =>
      readDocument({ db: app.db, storage: options.storage, reader }, requireActor(request), request.body),
  );
}
