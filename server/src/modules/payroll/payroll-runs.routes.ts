import {
  ZInstalmentSkip,
  ZPayPeriodSettings,
  ZPayPeriodSettingsUpdate,
  ZPayrollRunCreate,
  ZPayrollRunPeriodQuery,
  ZPayrollRunReopen,
  ZPayrollRunView,
} from "@storeops/domain";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../access/actor.ts";
import { documentedOnly } from "../../plugins/serializer.ts";
import type { ExportFile } from "../export/export.service.ts";
import { exportGated } from "../export/export-gate.ts";
import { payPeriodSettings, savePayPeriodSettings } from "./pay-period-settings.ts";
import { exportRun, payslip, RUN_EXPORT_FORMATS } from "./payroll-run-export.ts";
import { approveRun, payRun, reopenRun, skipInstalment } from "./payroll-run-moves.ts";
import { createRun, getRun, periodRun } from "./payroll-runs.service.ts";

const tags = ["payroll"];
/** A run's answer: documented by its schema, sent as the service built it (hundreds of lines). */
const RUN_VIEW = documentedOnly(ZPayrollRunView);
const idParams = z.object({ id: z.string().min(1).max(100) });
const SCOPE =
  "Admins run every store's payroll or one store's; accounting runs, approves and pays their stores'. A run outside the caller's stores (a run of every store, for accounting) is 404.";

/** A payroll file as a download (the run's lines, a payslip, the period's payroll). */
export function sendFile(reply: FastifyReply, file: ExportFile) {
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("cache-control", "no-store")
    .send(file.body);
}

/** Payroll runs (issue #31, item 4; docs/decisions.md, Payroll, payroll runs). */
export async function payrollRunsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, dialect: app.dialect };

  app.get(
    "/payroll-runs/settings",
    {
      schema: {
        tags,
        description:
          "Pay period settings: frequency (weekly, biweekly, semimonthly, monthly), the first day of a weekly or two-weekly period (`start_date`), the day of the month a twice-a-month (1–15) or monthly (1–28) period starts (`start_day`), and the overtime rule (hours a week past `overtime_weekly_hours` at `overtime_multiplier`; default 40 at 1.5). Admin and accounting.",
        response: { 200: ZPayPeriodSettings },
      },
    },
    (request) => payPeriodSettings(app.db, requireActor(request)),
  );

  app.put(
    "/payroll-runs/settings",
    {
      schema: {
        tags,
        description: "Changes the pay period settings (admin). Approved runs keep their figures. Audited.",
        body: ZPayPeriodSettingsUpdate,
        response: { 200: ZPayPeriodSettings },
      },
    },
    (request) => savePayPeriodSettings(app.db, requireActor(request), request.body),
  );

  app.get(
    "/payroll-runs/period",
    {
      schema: {
        tags,
        description: `The run of a pay period (default the current one, in the store's time zone; the server's for every store) for one store or every store (no store_id, admin), or, without a run yet, its preview (id null). A draft's lines are worked out now; an approved or paid run's are kept as approved. ${SCOPE}`,
        querystring: ZPayrollRunPeriodQuery,
        response: { 200: RUN_VIEW },
      },
    },
    (request) => periodRun(deps, requireActor(request), request.query),
  );

  app.post(
    "/payroll-runs",
    {
      schema: {
        tags,
        description: `Creates the draft run of one store (or every store: no store_id, admin) for the pay period that starts on period_start (it must start a period, 400, and have begun, 400). A run whose period overlaps a run covering the same employees is 409. Tells the approvers (payroll_ready) once its period has reached its last day: at once, or on that day. Audited as CREATE. ${SCOPE}`,
        body: ZPayrollRunCreate,
        response: { 201: RUN_VIEW },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createRun(deps, requireActor(request), request.body)),
  );

  app.get(
    "/payroll-runs/:id",
    {
      schema: {
        tags,
        description: `One run with its lines. ${SCOPE}`,
        params: idParams,
        response: { 200: RUN_VIEW },
      },
    },
    (request) => getRun(deps, requireActor(request), request.params.id),
  );

  const moves = [
    [
      "approve",
      approveRun,
      "Approves a draft from its period's last day on (409 before, or unless draft): its lines are worked out once more and kept, and its period closes: time entries, wages and withdrawals dated in it answer 409 `This pay period is closed.` Audited as APPROVE.",
    ],
    ["paid", payRun, "Marks an approved run paid (409 unless approved). Audited as PAY."],
  ] as const;
  for (const [action, useCase, description] of moves) {
    app.post(
      `/payroll-runs/:id/${action}`,
      {
        schema: {
          tags,
          description: `${description} ${SCOPE}`,
          params: idParams,
          body: z.strictObject({}).nullish(),
          response: { 200: RUN_VIEW },
        },
      },
      (request) => useCase(deps, requireActor(request), request.params.id),
    );
  }

  app.post(
    "/payroll-runs/:id/reopen",
    {
      schema: {
        tags,
        description:
          "An admin reopens an approved run's pay period with a reason (required, 400): the run is a draft again and the period open to changes. A paid run stays closed (409). Audited as UPDATE with the reason.",
        params: idParams,
        body: ZPayrollRunReopen,
        response: { 200: RUN_VIEW },
      },
    },
    (request) => reopenRun(deps, requireActor(request), request.params.id, request.body),
  );

  app.post(
    "/payroll-runs/advances/:id/skip",
    {
      schema: {
        tags,
        description:
          "An advance (a withdrawal) with a repayment plan repays nothing in the pay period starting on period_start (its own or a later one; a closed one is 409), for the reason given (required). Admin. Audited on the withdrawal.",
        params: idParams,
        body: ZInstalmentSkip,
        response: {
          200: z.object({
            id: z.string(),
            instalment_skips: z.array(z.object({ period_start: z.string(), reason: z.string() })),
          }),
        },
      },
    },
    (request) => skipInstalment(deps, requireActor(request), request.params.id, request.body),
  );

  app.get(
    "/payroll-runs/:id/export.:format",
    {
      schema: {
        tags,
        description: `The run's lines as CSV or XLSX, named payroll-run-{start}-{end}.{ext}. One EXPORT audit entry. ${SCOPE}`,
        params: idParams.extend({ format: z.enum(RUN_EXPORT_FORMATS) }),
        response: { 200: z.any().describe("The file: CSV or XLSX.") },
        produces: ["text/csv", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
      },
      ...exportGated,
    },
    async (request, reply) => {
      const { id, format } = request.params;
      const file = await exportRun(deps, requireActor(request), id, format, request.log, request.language);
      return sendFile(reply, file);
    },
  );

  app.get(
    "/payroll-runs/:id/payslips/:employee_id.pdf",
    {
      schema: {
        tags,
        description: `One employee's payslip of the run as a PDF (404 when the employee has no line in it). One EXPORT audit entry. ${SCOPE}`,
        params: idParams.extend({ employee_id: z.string().min(1).max(100) }),
        response: { 200: z.any().describe("The PDF.") },
        produces: ["application/pdf"],
      },
      ...exportGated,
    },
    async (request, reply) => {
      const { id, employee_id: employeeId } = request.params;
      const file = await payslip(deps, requireActor(request), id, employeeId, request.log, request.language);
      return sendFile(reply, file);
    },
  );
}
