/** The cash-up variance report's query and answer (GET /api/reports/cash-variance). */
import { z } from "zod";
import { REPORT_MESSAGES } from "../reports/messages.ts";
import { reportPeriodTooLong } from "../reports/response.ts";
import { date, id } from "../shared/fields.ts";
import { refineDateOrder } from "../shared/schema-rules.ts";
import { VALIDATION } from "../shared/validation-messages.ts";

/**
 * Both dates default on the server: `months` whole months (12 unless given) to today; at most 5
 * years, like a report.
 */
export const ZCashVarianceQuery = z
  .object({
    store_id: id().optional(),
    from: date("From date").optional(),
    to: date("To date").optional(),
    months: z.coerce.number().int().min(1).max(60).optional(),
  })
  .superRefine(refineDateOrder("from", "to", VALIDATION.fromAfterTo))
  .superRefine((value, ctx) => {
    if (value.from && value.to && reportPeriodTooLong(value.from, value.to))
      ctx.addIssue({ code: "custom", message: REPORT_MESSAGES.reportPeriodTooLong, path: ["to"] });
  });
export type TCashVarianceQuery = z.infer<typeof ZCashVarianceQuery>;

export const ZCashVarianceRow = z.object({
  store_id: z.string(),
  store_name: z.string(),
  month: z.string().describe("YYYY-MM"),
  cash_ups: z.number().describe("cash-ups submitted or approved in the month"),
  waiting: z.number().describe("of them, waiting for approval"),
  total_variance: z.number().describe("dollars; negative when the drawers were short in all"),
  short: z.number().describe("dollars the drawers were short, as a negative sum"),
  over: z.number().describe("dollars the drawers were over"),
  largest: z.number().describe("the largest miss either way, in dollars"),
});

export const ZCashVarianceReport = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(ZCashVarianceRow).describe("store by store (A to Z), month by month"),
});
export type TCashVarianceReport = z.infer<typeof ZCashVarianceReport>;
