/**
 * The payroll run policy (docs/decisions.md, Payroll, payroll runs): approve applies to a draft,
 * pay to an approved run; only a draft is deleted (an approved one is reopened first).
 */
import type { TablePolicy } from "../access/row-access.ts";
import { PAYROLL_MESSAGES } from "./messages.ts";

const isDraft = (record: { status?: string | null }) => record.status === "draft";

export const PAYROLL_RUN_POLICY = {
  rowRefusal(_access, _caller, record) {
    return isDraft(record) ? null : { reason: "status_locked", status: String(record.status) };
  },
  refusal(refusal) {
    if (refusal.reason !== "status_locked") return undefined;
    return { kind: "conflict", message: PAYROLL_MESSAGES.payrollRunDeleteNotDraft };
  },
  actionOpen: { approve: isDraft, pay: (record) => record.status === "approved" },
} satisfies TablePolicy;
