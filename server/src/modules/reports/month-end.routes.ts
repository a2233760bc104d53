import { ZMonthEndExportQuery, ZMonthEndPack, ZMonthEndQuery } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../access/actor.ts";
import { workGate } from "../../plugins/work-gate.ts";
import { exportGated } from "../export/export-gate.ts";
import { writeActivity } from "../settings/activity-audit.ts";
import { readDisplayPrefs } from "../settings/settings-store.ts";
import { buildMonthEnd } from "./month-end.service.ts";
import { monthEndPdf } from "./month-end-pdf.ts";

const tags = ["reports"];
const WHO =
  "Read by admin, ceo and accounting (their stores), as the financial report; a store outside the caller's is 404.";

/** The month-end pack (issue #31, item 5; docs/decisions.md, Reports, Month-end pack). */
export async function monthEndRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, dialect: app.dialect };
  const { preHandler, onResponse, onRequestAbort } = workGate(2);

  app.get(
    "/reports/month-end",
    {
      schema: {
        tags,
        description: `One store's month (\`store_id\`), or all the caller's stores consolidated (no \`store_id\`): income by tender, purchases by status, expenses by category, labour cost and labour % against the store's target, net profit and profit after labour with their margins, budget against actual per line, unpaid and overdue bills, cash-up variances, top vendors and a row per store. \`month\` (YYYY-MM) defaults to the current one, covered up to today. ${WHO}`,
        querystring: ZMonthEndQuery,
        response: { 200: ZMonthEndPack },
      },
    },
    (request) => buildMonthEnd(deps, requireActor(request), request.query),
  );

  app.get(
    "/reports/month-end/export",
    {
      schema: {
        tags,
        description: `The month-end pack as a download: a PDF (its sections as tables, the screen's figures) or JSON (the pack), named \`month-end-{store code or all}-{month}.{ext}\`. One EXPORT audit entry (target_table \`reports\`). ${WHO}`,
        querystring: ZMonthEndExportQuery,
        response: { 200: z.any().describe("The file: PDF or JSON.") },
        produces: ["application/pdf", "application/json"],
      },
      preHandler: [exportGated.preHandler, preHandler],
      onResponse: [exportGated.onResponse, onResponse],
      onRequestAbort: [exportGated.onRequestAbort, onRequestAbort],
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { format, ...query } = request.query;
      const pack = await buildMonthEnd(deps, actor, query);
      const code = pack.store_id
        ? (pack.stores.find((row) => row.store_id === pack.store_id)?.code ?? "store")
        : "all";
      const body =
        format === "pdf"
          ? await monthEndPdf(pack, await readDisplayPrefs(app.db, actor.user.id))
          : JSON.stringify(pack);
      await writeActivity(app.db, actor.audit, {
        action: "EXPORT",
        targetTable: "reports",
        description: `Exported the month-end pack of ${pack.store_label} for ${pack.month} as ${format.toUpperCase()}`,
        changes: { format, month: pack.month, store_id: pack.store_id },
      });
      return reply
        .header("content-type", format === "pdf" ? "application/pdf" : "application/json; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="month-end-${code.toLowerCase()}-${pack.month}.${format}"`,
        )
        .header("cache-control", "no-store")
        .send(body);
    },
  );
}
