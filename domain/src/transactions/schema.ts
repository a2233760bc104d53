/** What the purchase and expense schemas share: the update schema with status and rejection. */
import { z } from "zod";
import { oneOf, optionalText } from "../shared/fields.ts";
import { LONG_TEXT_LIMIT } from "../shared/limits.ts";
import {
  ALWAYS,
  type CheckPaymentFields,
  refineCheckPayment,
  refineRejection,
} from "../shared/schema-rules.ts";
import { VALIDATION } from "../shared/validation-messages.ts";

/**
 * `duplicate_confirmed: true` on a create or update: the user saw the duplicate warning and saved
 * anyway; the audit entry records it (docs/decisions.md, Duplicate bills). Never stored on the row.
 */
export const duplicateConfirmed = () =>
  z.boolean({ error: VALIDATION.trueOrFalse("Duplicate confirmed") }).optional();

/**
 * A PATCH body of a purchase or expense: every field optional, plus `status` (moved along the
 * transition table by the server) and `rejection_reason`, with the check and rejection rules.
 */
export function transactionUpdateSchema<
  const Fields extends z.ZodRawShape,
  const Statuses extends readonly [string, ...string[]],
>(fields: Fields, statuses: Statuses) {
  return z
    .strictObject({
      ...fields,
      status: oneOf("Status", statuses),
      rejection_reason: optionalText("Rejection reason", LONG_TEXT_LIMIT),
    })
    .partial()
    .superRefine((value, ctx) => {
      // The generic shape hides the check and status fields every caller's `fields` carries.
      const row = value as CheckPaymentFields & { status?: string | null; rejection_reason?: unknown };
      refineCheckPayment(row, ctx);
      refineRejection(row, ctx);
    }, ALWAYS);
}
