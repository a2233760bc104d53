/**
 * Payroll runs' calls (docs/decisions.md, Payroll, payroll runs): the bodies they take and the
 * answers they give (money in dollars, hours with two decimals).
 */
import { z } from "zod";
import { RECORD_ACTIONS } from "../access/permissions.ts";
import { date, id, requiredText } from "../shared/fields.ts";
import { TEXT_LIMIT } from "../shared/limits.ts";
import { PAYROLL_MESSAGES } from "./messages.ts";
import { PAY_FREQUENCIES } from "./pay-periods.ts";

/** `POST /api/payroll-runs`: one store's, or (no store) every store's, pay period from its first day. */
export const ZPayrollRunCreate = z.strictObject({
  store_id: id().nullable().optional(),
  period_start: date("Period start"),
});

/** `GET /api/payroll-runs/period`: the run of a period (default the current one), or its preview. */
export const ZPayrollRunPeriodQuery = z.object({
  store_id: id().optional(),
  period_start: date("Period start").optional(),
});

/** `POST /api/payroll-runs/{id}/reopen`: an admin reopens an approved run's period, saying why. */
export const ZPayrollRunReopen = z.strictObject({
  reason: requiredText("Reason", TEXT_LIMIT, PAYROLL_MESSAGES.payrollRunReopenReason),
});

/** `POST /api/payroll-runs/advances/{id}/skip`: no repayment of the advance in that pay period. */
export const ZInstalmentSkip = z.strictObject({
  period_start: date("Period start"),
  reason: requiredText("Reason", TEXT_LIMIT, PAYROLL_MESSAGES.instalmentSkipReason),
});

/** One employee's line of a run. */
export const ZPayrollRunLine = z.object({
  employee_id: z.string(),
  employee_name: z.string(),
  store_id: z.string(),
  store_name: z.string(),
  pay_type: z.string().nullable().describe("hourly or monthly: the wage in force at the period's end"),
  rate: z.number().nullable().describe("dollars an hour, or a month, in force at the period's end"),
  regular_hours: z.number(),
  overtime_hours: z.number(),
  gross_pay: z.number(),
  advances_repaid: z.number(),
  net_pay: z.number(),
  balance_carried: z.number().describe("advances still to repay after this period"),
});
export type TPayrollRunLine = z.infer<typeof ZPayrollRunLine>;

const totals = {
  employee_count: z.number(),
  regular_hours: z.number(),
  overtime_hours: z.number(),
  gross_pay: z.number(),
  advances_repaid: z.number(),
  net_pay: z.number(),
};

/** A run, or the preview of a period that has none yet (`id` null, `status` null). */
export const ZPayrollRunView = z.object({
  id: z.string().nullable(),
  status: z.string().nullable().describe("draft, approved, paid; null: no run yet"),
  store_id: z.string().nullable().describe("null: every store"),
  store_name: z.string().nullable(),
  period_start: z.string(),
  period_end: z.string(),
  frequency: z.enum(PAY_FREQUENCIES),
  overtime_weekly_hours: z.number(),
  overtime_multiplier: z.number(),
  approved_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  reopen_reason: z.string().nullable(),
  allowed_actions: z.array(z.enum(RECORD_ACTIONS)),
  ...totals,
  lines: z.array(ZPayrollRunLine),
});
export type TPayrollRunView = z.infer<typeof ZPayrollRunView>;
