import { ZAuditSummary, ZAuditVerdict } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../access/actor.ts";
import { anchorFileIn } from "../../audit/anchor.ts";
import { workGate } from "../../plugins/work-gate.ts";
import { listQuery } from "../../rest/rest.routes.ts";
import { auditEntryReport, auditSummary, verifyAuditLog } from "./audit-logs.service.ts";

const tags = ["audit"];

/** The audit screen's calls beside the generic `audit_logs` table: cards, per-entry report, verification. */
export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // One verification at a time per process: it reads every entry (2.3 s on 200k entries), and
  // clicks that stack would hold the process for seconds after their clients have gone.
  const { preHandler, onResponse, onRequestAbort } = workGate(1);

  app.get(
    "/audit/summary",
    {
      schema: {
        tags,
        description:
          "The audit screen's cards over the entries the list shows with the same query options (filters, `q`; paging and order ignored): Total Events, Today's Events (server's UTC date), Active Users (distinct user ids), Critical Events (DELETE).",
        querystring: listQuery,
        response: { 200: ZAuditSummary },
      },
    },
    (request) => auditSummary(app.db, requireActor(request), request.query),
  );

  app.get(
    "/audit/verify",
    {
      schema: {
        tags,
        description:
          "Recomputes the audit hash chain (each entry stores an HMAC, with the server's audit key, over the previous entry's hash and its own content; entries chained before the key, plain SHA-256) and compares its head with the one last recorded in the anchor file beside the backups: `ok` false, the first broken entry and the `reason` when an entry was edited, removed or inserted behind the API. Reads every entry: linear in the log's size.",
        response: { 200: ZAuditVerdict },
      },
      preHandler,
      onResponse,
      onRequestAbort,
    },
    (request) => verifyAuditLog(app.db, requireActor(request), anchorFileIn(app.config.backupDir)),
  );

  app.get(
    "/audit/:id/report.txt",
    {
      schema: {
        tags,
        description:
          "A detailed plain-text report of one audit entry (Generate Report), with the same details withheld as in the list. Unknown id: 404.",
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: z.string().describe("The report, text/plain.") },
        produces: ["text/plain"],
      },
    },
    async (request, reply) => {
      const report = await auditEntryReport(app.db, requireActor(request), request.params.id);
      return reply
        .header("content-type", "text/plain; charset=utf-8")
        .header("content-disposition", `attachment; filename="audit-report-${request.params.id}.txt"`)
        .header("cache-control", "no-store")
        .send(report);
    },
  );
}
