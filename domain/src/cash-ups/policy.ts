/**
 * The cash-up policy (docs/decisions.md, Cash-ups): the count changes while open or rejected (to
 * count again), whoever may update; submit applies then; approve and reject apply to a submitted
 * one whose current approval step waits for the caller (or someone they stand in for), never its
 * counter; a submitted or approved one is never deleted (an admin rejects it first).
 */
import { mayTakeAction } from "../access/permissions.ts";
import type { Caller, RecordFacts, TablePolicy } from "../access/row-access.ts";
import { stepDecision } from "../approvals/steps.ts";
import { CASH_UP_MESSAGES } from "./messages.ts";
import { CASH_UP_EDITABLE, type CashUpStatus } from "./options.ts";

const editable = (record: { status?: string | null }) =>
  CASH_UP_EDITABLE.includes(record.status as CashUpStatus);
/** Submitted, and the current step is the caller's to take now (approvals/steps.ts, as the server decides it). */
const stepOpen = (record: RecordFacts, caller: Caller) =>
  record.status === "submitted" &&
  "as" in
    stepDecision(
      record,
      { userId: caller.userId, role: caller.role },
      caller.delegatorsFor?.(record) ?? [],
      (role) => mayTakeAction(role, "cash_ups", "approve"),
    );

export const CASH_UP_POLICY = {
  rowRefusal(_access, _caller, record) {
    return editable(record) ? null : { reason: "status_locked", status: String(record.status) };
  },
  refusal(refusal, verb) {
    if (refusal.reason !== "status_locked") return undefined;
    return {
      kind: "conflict",
      message: verb === "delete" ? CASH_UP_MESSAGES.cashUpDeleteApproved : CASH_UP_MESSAGES.cashUpLocked,
    };
  },
  actionOpen: { submit: editable, approve: stepOpen, reject: stepOpen },
} satisfies TablePolicy;
