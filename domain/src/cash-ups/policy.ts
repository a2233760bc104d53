/**
 * The cash-up policy (docs/decisions.md, Cash-ups): the count changes while open or rejected (to
 * count again), whoever may update; submit applies then; approve and reject apply to a submitted
 * one; a submitted or approved one is never deleted (an admin rejects it first).
 */
import type { TablePolicy } from "../access/row-access.ts";
import { CASH_UP_MESSAGES } from "./messages.ts";
import { CASH_UP_EDITABLE, type CashUpStatus } from "./options.ts";

const editable = (record: { status?: string | null }) =>
  CASH_UP_EDITABLE.includes(record.status as CashUpStatus);
const submitted = (record: { status?: string | null }) => record.status === "submitted";

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
  actionOpen: { submit: editable, approve: submitted, reject: submitted },
} satisfies TablePolicy;
