import { isListExportFormat, isTableName, MSG, unknownTable } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../access/actor.ts";
import { badRequest, notFound } from "../../errors.ts";
import { listQuery } from "../../rest/rest.routes.ts";
import { exportTable } from "./export.service.ts";
import { exportGated } from "./export-gate.ts";

/** `/api/export/{table}.{csv|json|pdf|xlsx}`: any list, as the caller's list shows it, as a download. */
export async function exportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/export/:file",
    {
      schema: {
        tags: ["data"],
        description:
          "Every row of a table the caller may read, with the list's query options (filters, `q`, `order`, `select`; `limit`, `offset` and `count` are ignored), scoped to the caller's stores, streamed as CSV (RFC 4180, UTF-8 BOM), JSON, PDF or XLSX. `file` is `{table}.{format}`. Writes one EXPORT audit entry. Passes the export gate: a user's third export at once is refused (429), and with four being written and 16 waiting the next answers 503 with Retry-After.",
        params: z.object({ file: z.string().max(100) }),
        querystring: listQuery,
        response: {
          200: z.any().describe("The file: CSV, JSON, PDF or XLSX, named {table}-{YYYY-MM-DD}.{ext}."),
        },
        produces: [
          "text/csv",
          "application/json",
          "application/pdf",
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        ],
      },
      ...exportGated,
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const dot = request.params.file.lastIndexOf(".");
      const table = request.params.file.slice(0, dot);
      const format = request.params.file.slice(dot + 1);
      if (dot <= 0 || !isListExportFormat(format)) throw badRequest(MSG.exportFormatInvalid);
      if (!isTableName(table)) throw notFound(unknownTable(table));
      const file = await exportTable(app, actor, table, format, request.query, request.log, request.language);
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "no-store")
        .send(file.body);
    },
  );
}
