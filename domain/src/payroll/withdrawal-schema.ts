/**
 * Cash withdrawals against an employee's wages (employee_withdrawals). `created_by` is the
 * acting user (server; no hard-coded fallback id). `store_id` is optional: the server takes
 * the employee's store.
 */
import { z } from "zod";
import { date, id, oneOf, optionalText, positiveMoney } from "../shared/fields.ts";
import { LONG_TEXT_LIMIT } from "../shared/limits.ts";
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
};

export const ZWithdrawalCreate = z.strictObject(fields);

export const ZWithdrawalUpdate = z.strictObject(fields).partial();
