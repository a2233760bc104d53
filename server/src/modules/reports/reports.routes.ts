import {
  ZAdherenceQuery,
  ZFinancialReport,
  ZReportExportQuery,
  ZReportQuery,
  ZScheduleAdherence,
} from "@storeops/domain";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../access/actor.ts";
import { workGate } from "../../plugins/work-gate.ts";
import { exportGated } from "../export/export-gate.ts";
import { exportReport } from "./report-export.service.ts";
import { buildReport, reportJson } from "./reports.service.ts";
import { scheduleAdherence } from "./schedule-adherence.service.ts";

const REPORTS_AT_ONCE = 2;

/**
 * Financial reports and the schedule adherence report (docs/decisions.md, Reports): admin, ceo and
 * accounting, over their stores.
 */
export async function reportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Reports and their files are built two at a time per process, whatever the number asking:
  // the server's memory stays flat under many at once (measured in npm run bench).
  const { preHandler, onResponse, onRequestAbort } = workGate(REPORTS_AT_ONCE);
  const gated = { preHandler, onResponse, onRequestAbort };
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
      ...gated,
    },
    // The schema describes the answer in /api/docs, and financial-report.test.ts checks answers
    // against it. The answer goes out as JSON text that reportJson writes (its trend written once
    // per kept figures): buildReport writes every field itself, so nothing needs stripping on the
    // way out, and a year of all stores (~18k trend rows) is not validated and copied again.
    async (request, reply) => {
      const { report, figures } = await buildReport(
        app.db,
        requireActor(request),
        request.query,
        app.dialect,
      );
      return (reply as FastifyReply)
        .type("application/json; charset=utf-8")
        .send(reportJson(report, figures));
    },
  );
  app.get(
    "/reports/financial/export",
    {
      schema: {
        tags: ["reports"],
        description:
          "The financial report as a download: CSV (summary `field,value` rows, a blank line, the trend), JSON (the report), a paginated PDF or an XLSX workbook (a Summary and a Trend sheet), named `{type}-report-{store code or all}-{from}-{to}.{ext}`. Writes one EXPORT audit entry (target_table `reports`). Passes the export gate: a user's third export at once is refused (429), and with four being written and 16 waiting the next answers 503 with Retry-After.",
        querystring: ZReportExportQuery,
        response: { 200: z.any().describe("The file: CSV, JSON, PDF or XLSX.") },
        produces: [
          "text/csv",
          "application/json",
          "application/pdf",
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        ],
      },
      // The export gate first (a user's exports, every export of the process), then the reports'.
      preHandler: [exportGated.preHandler, preHandler],
      onResponse: [exportGated.onResponse, onResponse],
      onRequestAbort: [exportGated.onRequestAbort, onRequestAbort],
    },
    async (request, reply) => {
      const file = await exportReport(app.db, requireActor(request), request.query, app.dialect);
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "no-store")
        .send(file.body);
    },
  );
  app.get(
    "/reports/schedule-adherence",
    {
      schema: {
        tags: ["reports"],
        description:
          "One store's week (7 days from `week_start`): its published shifts against the time entries. Per day and for the week, scheduled and worked hours and cost (payroll's rules, as the week view), the day's takings and labour % planned and actual against them and the store's target; per employee, scheduled and worked hours and their shifts on time, late, early (a clock-in more than the store's `schedule.clock_in_tolerance_minutes` off the start) and no-shows; each shift with its clock-in. Read by admin, ceo and accounting (their stores); store managers and staff 403; a store outside the caller's is 404 `Store not found`.",
        querystring: ZAdherenceQuery,
        response: { 200: ZScheduleAdherence },
      },
      ...gated,
    },
    (request) => scheduleAdherence(app.db, requireActor(request), request.query),
  );
}
