/**
 * What purchases and expenses share in their policy: staff change their own records while
 * pending, reviewers change only the status columns, and approve, reject and pay apply from the
 * status the transition table names. Each of the two modules' policy.ts builds on it.
 */

import { type Access, mayTakeAction } from "../access/permissions.ts";
import {
  type Caller,
  forbiddenBecause,
  isOwn,
  type RecordFacts,
  type TablePolicy,
} from "../access/row-access.ts";
import { stepDecision } from "../approvals/steps.ts";
import {
  accountingCannotEdit,
  cannotDeleteStatus,
  cannotEditStatus,
  TRANSACTION_MESSAGES,
} from "./messages.ts";
import { requiredStatus, type StatusAction } from "./status-actions.ts";
import type { TransactionTable } from "./transitions.ts";

/** Columns a reviewer (accounting, store_manager) may change on purchases and expenses. */
export const REVIEW_COLUMNS = ["status", "notes", "rejection_reason"] as const;

/** Columns only a reviewer changes: staff editing their own pending record may not. */
const DECISION_COLUMNS = ["status", "rejection_reason"];

/** The policy of a purchase-like table; `accountingDeleteDenied` is the module's own words. */
export function transactionPolicy(table: TransactionTable, accountingDeleteDenied: string) {
  const inStatusFor = (action: StatusAction) => (record: { status?: string | null }) =>
    record.status === requiredStatus(table, action);
  // Approve and reject: pending, and the current step waits for the caller or someone they stand in for.
  const stepOpen = (record: RecordFacts, caller: Caller) =>
    record.status === requiredStatus(table, "approve") &&
    "as" in
      stepDecision(
        record,
        { userId: caller.userId, role: caller.role },
        caller.delegatorsFor?.(record) ?? [],
        (role) => mayTakeAction(role, table, "approve"),
      );
  return {
    rowRefusal(access, caller, record) {
      if (access !== "own_pending") return null;
      if (!isOwn(caller, record)) return { reason: "not_own" };
      return record.status === "pending" ? null : { reason: "not_pending", status: String(record.status) };
    },
    refusal(refusal, verb) {
      if (refusal.reason !== "not_pending") return undefined;
      return forbiddenBecause(
        verb === "update"
          ? cannotEditStatus(table, refusal.status)
          : cannotDeleteStatus(table, refusal.status),
      );
    },
    columnRefusal(access: Access, changed) {
      const allowed = REVIEW_COLUMNS as readonly string[];
      if (access === "review" && changed.some((column) => !allowed.includes(column)))
        return forbiddenBecause(TRANSACTION_MESSAGES.accountingColumns);
      if (access === "own_pending" && changed.some((column) => DECISION_COLUMNS.includes(column)))
        return forbiddenBecause(TRANSACTION_MESSAGES.reviewersOnly);
      return null;
    },
    denied(role, verb) {
      if (role !== "accounting" || verb === "read") return undefined;
      return verb === "delete" ? accountingDeleteDenied : accountingCannotEdit(table);
    },
    actionOpen: { approve: stepOpen, reject: stepOpen, pay: inStatusFor("pay") },
  } satisfies TablePolicy;
}
