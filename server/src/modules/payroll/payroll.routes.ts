import { fieldSchemas, ZPayrollSummary } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../access/actor.ts";
import { storeToday } from "../../db/store-time.ts";
import { exportGated } from "../export/export-gate.ts";
import { exportPayroll, PAYROLL_EXPORT_FORMATS } from "./payroll-export.service.ts";
import { payrollRunsRoutes, sendFile } from "./payroll-runs.routes.ts";
import { payrollSummary, periodOf } from "./payroll-summary.service.ts";

const tags = ["payroll"];
const period = z.object({
  from: fieldSchemas.date("From").optional(),
  to: fieldSchemas.date("To").optional(),
});
/** Payroll Management's calls beside the wage and withdrawal tables: the summary and the export. */
export async function payrollRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/payroll/:staff_id/summary",
    {
      schema: {
        tags,
        description:
          "One staff record's pay period (default this calendar month in the store's time zone): hours and entries, wages earned (rate in force on each entry's date; monthly pro rata by calendar days), withdrawals, the previous balance (everything earned minus withdrawn before `from`), the current balance, hours this week (Monday to Sunday) and this month, the current wage and the 10 newest entries of the period. Admin only; an employee outside the caller's stores is 404 `Employee not found`.",
        params: z.object({ staff_id: z.string().min(1).max(100) }),
        querystring: period,
        response: { 200: ZPayrollSummary },
      },
    },
    (request) => payrollSummary(app.db, requireActor(request), request.params.staff_id, request.query),
  );

  app.get(
    "/payroll/export.:format",
    {
      schema: {
        tags,
        description:
          "The payroll of a period (default this month) for one store or all of the caller's stores: one line per staff record that is active or has activity in the period — employee, store, salary_type, hours, rate (in force at the period's end), wages_earned, withdrawals, current_balance. CSV (RFC 4180, UTF-8 BOM) or PDF, named payroll-{store code or all}-{from}-{to}.{ext}. Writes one EXPORT audit entry (target_table payroll). Admin only. Passes the export gate: a user's third export at once is refused (429), and with four being written and 16 waiting the next answers 503 with Retry-After.",
        params: z.object({ format: z.enum(PAYROLL_EXPORT_FORMATS) }),
        querystring: period.extend({ store_id: z.string().min(1).max(100).optional() }),
        response: { 200: z.any().describe("The file: CSV or PDF.") },
        produces: ["text/csv", "application/pdf"],
      },
      ...exportGated,
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { store_id: storeId, ...dates } = request.query;
      const file = await exportPayroll(
        app.db,
        actor,
        request.params.format,
        periodOf(dates, await storeToday(app.db, storeId)),
        storeId,
        request.log,
        request.language,
      );
      return sendFile(reply, file);
    },
  );

  await payrollRunsRoutes(fastify);
}
