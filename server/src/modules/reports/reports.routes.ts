import { ZFinancialReport, ZReportExportQuery, ZReportQuery } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../plugins/auth.ts";
import { exportReport } from "./report-export.service.ts";
import { buildReport } from "./reports.service.ts";

/** Financial reports (PRODUCT.md §8): admin, ceo and accounting, over their stores. */
export async function reportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/reports/financial",
    {
      schema: {
        tags: ["reports"],
        description:
          "Income (cash, card, other), purchases and expenses that count, net, margin, labour cost and labour % of sales over a period, with a trend per store and date. `store_id` omitted = all of the caller's stores (a store outside them is 404); from/to default to the last 30 days; at most 5 years; `type` only labels.",
        querystring: ZReportQuery,
        response: { 200: ZFinancialReport },
      },
    },
    async (request) => (await buildReport(app.db, requireActor(request), request.query)).report,
  );
  app.get(
    "/reports/financial/export",
    {
      schema: {
        tags: ["reports"],
        description:
          "The financial report as a download: CSV (summary `field,value` rows, a blank line, the trend), JSON (the report) or a paginated PDF, named `{type}-report-{store code or all}-{from}-{to}.{ext}`. Writes one EXPORT audit entry (target_table `reports`).",
        querystring: ZReportExportQuery,
        response: { 200: z.any().describe("The file: CSV, JSON or PDF.") },
        produces: ["text/csv", "application/json", "application/pdf"],
      },
    },
    async (request, reply) => {
      const file = await exportReport(app.db, requireActor(request), request.query);
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "no-store")
        .send(file.body);
    },
  );
}
