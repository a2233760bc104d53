/**
 * Cross-field rules shared by create and update schemas. Exported so the server can run them
 * again on the merged row (a PATCH may change payment_type alone).
 */
import type { z } from "zod";
import { VALIDATION } from "./validation-messages.ts";

type Ctx = z.RefinementCtx;

// Values may be unparsed here (see ALWAYS), so a non-string is "given" and left to its field's check.
const blank = (value: unknown) => value == null || (typeof value === "string" && value.trim() === "");

/**
 * superRefine params: run cross-field rules even when a field already failed, so a form shows
 * every problem at once (zod skips refinements after field errors by default).
 */
export const ALWAYS = {
  when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null,
};

export interface CheckPaymentFields {
  payment_type?: string | null;
  check_no?: unknown;
  check_due_date?: unknown;
}

/** Fields a check payment still lacks (spec 2 §5: check number and check due date). */
export function missingCheckFields(value: CheckPaymentFields): ("check_no" | "check_due_date")[] {
  if (value.payment_type !== "check") return [];
  const missing: ("check_no" | "check_due_date")[] = [];
  if (blank(value.check_no)) missing.push("check_no");
  if (blank(value.check_due_date)) missing.push("check_due_date");
  return missing;
}

/** superRefine: a check payment needs check_no and check_due_date, reported on those fields. */
export function refineCheckPayment(value: CheckPaymentFields, ctx: Ctx): void {
  for (const field of missingCheckFields(value)) {
    const message = field === "check_no" ? VALIDATION.checkNoRequired : VALIDATION.checkDueDateRequired;
    ctx.addIssue({ code: "custom", message, path: [field] });
  }
}

/** superRefine: a rejection carries a reason (docs/decisions.md, Roles and the permission matrix). */
export function refineRejection(value: { status?: string | null; rejection_reason?: unknown }, ctx: Ctx) {
  if (value.status === "rejected" && blank(value.rejection_reason)) {
    ctx.addIssue({ code: "custom", message: VALIDATION.rejectionReasonRequired, path: ["rejection_reason"] });
  }
}

/** superRefine: `end` not before `start` when both are given (YYYY-MM-DD compares as text). */
export function refineDateOrder(start: string, end: string, message: string = VALIDATION.endBeforeStart) {
  return (value: Record<string, unknown>, ctx: Ctx) => {
    const from = value[start];
    const to = value[end];
    if (typeof from === "string" && typeof to === "string" && to < from) {
      ctx.addIssue({ code: "custom", message, path: [end] });
    }
  };
}
