/**
 * Cash withdrawals against an employee's wages (employee_withdrawals). `created_by` is the
 * acting user (server; no hard-coded fallback id). `store_id` is optional: the server takes
 * the employee's store.
 */
import { z } from "zod";
import { date, id, oneOf, optionalText, positiveMoney } from "../shared/fields.ts";
import { LONG_TEXT_LIMIT } from "../shared/limits.ts";
import { ALWAYS } from "../shared/schema-rules.ts";
import { PAYROLL_MESSAGES } from "./messages.ts";
import { WITHDRAWAL_METHODS } from "./options.ts";

const fields = {
  // Spec 2 §5: no employee chosen is "Please select an employee".
  employee_id: id(PAYROLL_MESSAGES.selectEmployee),
  store_id: id().nullable().optional(),
  withdrawal_date: date("Withdrawal date"),
  amount: positiveMoney("Amount"),
  payment_method: oneOf("Payment method", WITHDRAWAL_METHODS),
  /** Shown only for checks; optional even then, as in the spec. */
  check_number: optionalText("Check number"),
  notes: optionalText("Notes", LONG_TEXT_LIMIT),
  /** A repayment plan: repaid this much per pay period (docs/decisions.md, Payroll, payroll runs). */
  instalment_amount: positiveMoney("Amount repaid per pay period").nullable().optional(),
};

type Plan = { amount?: number; instalment_amount?: number | null };

/** A plan repays no more per period than the advance (the server checks a PATCH's merged row again). */
export function refinePlan(value: Plan, ctx: z.RefinementCtx): void {
  const { amount, instalment_amount: instalment } = value;
  if (typeof amount === "number" && typeof instalment === "number" && instalment > amount) {
    ctx.addIssue({
      code: "custom",
      message: PAYROLL_MESSAGES.instalmentTooLarge,
      path: ["instalment_amount"],
    });
  }
}

export const ZWithdrawalCreate = z.strictObject(fields).superRefine(refinePlan, ALWAYS);

export const ZWithdrawalUpdate = z.strictObject(fields).partial().superRefine(refinePlan, ALWAYS);
