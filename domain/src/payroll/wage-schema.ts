/**
 * Wage rates (employee_wages). Setting a new current wage first marks the employee's other
 * wages not current; a wage with the same effective_from is updated in place (server).
 * `store_id` is optional: the server takes the employee's store.
 */
import { z } from "zod";
import { date, id, money, oneOf, optionalText } from "../shared/fields.ts";
import { LONG_TEXT_LIMIT } from "../shared/limits.ts";
import { ALWAYS } from "../shared/schema-rules.ts";
import { VALIDATION } from "../shared/validation-messages.ts";
import { PAYROLL_MESSAGES } from "./messages.ts";
import { DEFAULT_WAGE_TYPE, WAGE_TYPES } from "./options.ts";

const fields = {
  // Spec 2 §5: no employee chosen is "Please select an employee".
  employee_id: id(PAYROLL_MESSAGES.selectEmployee),
  store_id: id().nullable().optional(),
  payment_type: oneOf("Payment type", WAGE_TYPES),
  hourly_rate: money("Hourly rate").nullable().optional(),
  monthly_salary: money("Monthly salary").nullable().optional(),
  effective_from: date("Effective from"),
  is_current: z.boolean(),
  notes: optionalText("Notes", LONG_TEXT_LIMIT),
};

type WagePay = { payment_type?: string; hourly_rate?: number | null; monthly_salary?: number | null };

/** The rate for the chosen payment type is required (spec 2 §5 wage form). */
function refineWageRate(value: WagePay, ctx: z.RefinementCtx): void {
  if (value.payment_type === "hourly" && value.hourly_rate == null) {
    ctx.addIssue({ code: "custom", message: VALIDATION.hourlyRateRequired, path: ["hourly_rate"] });
  }
  if (value.payment_type === "monthly" && value.monthly_salary == null) {
    ctx.addIssue({ code: "custom", message: VALIDATION.monthlySalaryRequired, path: ["monthly_salary"] });
  }
}

export const ZWageCreate = z
  .strictObject({
    ...fields,
    payment_type: fields.payment_type.default(DEFAULT_WAGE_TYPE),
    is_current: fields.is_current.default(true),
  })
  .superRefine(refineWageRate, ALWAYS);

export const ZWageUpdate = z.strictObject(fields).partial().superRefine(refineWageRate, ALWAYS);
