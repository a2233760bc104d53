import {
  invalidTransition,
  MSG,
  mayTakeStatusAction,
  requiredStatus,
  STATUS_ACTION_TARGET,
  type StatusAction,
  statusActionFor,
  type TransactionTable,
  ZRejectAction,
  ZStatusAction,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { deniedError } from "../../access/permissions.ts";
import { type RecordEvent, writeAudit } from "../../audit/audit.ts";
import type { DB, Row } from "../../db/database.ts";
import { forbidden, invalidTransitionError } from "../../errors.ts";
import { nowIso } from "../../ids.ts";
import { decideStep } from "../approvals/step-decision.ts";
import { currentStatus, updateStatusFrom } from "./transactions.repository.ts";

const AUDIT: Record<StatusAction, { action: RecordEvent["action"]; describe: (name: string) => string }> = {
  approve: { action: "APPROVE", describe: (name) => `Approved ${name}` },
  reject: { action: "REJECT", describe: (name) => `Rejected ${name}` },
  pay: { action: "PAY", describe: (name) => `Marked ${name} as paid` },
};

/** How the audit trail names a purchase or expense: "purchase INV-1042", "expense Rent March". */
export function transactionName(table: TransactionTable, row: Row): string {
  return table === "purchases" ? `purchase ${row.invoice_no}` : `expense ${row.description ?? row.id}`;
}

export function actionDenied(actor: Actor, table: TransactionTable, action: StatusAction) {
  const role = actor.user.role;
  if (role === "ceo") return forbidden(MSG.ceoReadOnly);
  if (action === "pay" && table === "purchases") return forbidden(MSG.payersOnly);
  if (role === "staff") return forbidden(MSG.reviewersOnly);
  return deniedError(actor, table, "update");
}

/** Notes and reason of the change, validated by the domain's schema of the action. */
export function statusActionInput(
  action: StatusAction,
  body: unknown,
): { notes?: string | null; rejection_reason?: string } {
  const source = typeof body === "object" && body !== null ? body : {};
  return action === "reject" ? ZRejectAction.parse(source) : ZStatusAction.parse(source);
}

/**
 * Approve, reject or pay one record the caller reads, inside the caller's transaction: the
 * status moves only from the action's required status (a conditional update, so a concurrent
 * change makes this one a 409), and the audit entry names the action and the record. Approve and
 * reject decide the record's current approval step first (docs/decisions.md, Approvals): an
 * approval that leaves steps to go keeps the record pending.
 */
export async function transitionRecord(
  trx: Kysely<DB>,
  actor: Actor,
  table: TransactionTable,
  before: Row,
  action: StatusAction,
  input: { notes?: string | null; rejection_reason?: string },
): Promise<void> {
  const from = requiredStatus(table, action);
  const to = STATUS_ACTION_TARGET[action];
  if (!from || !mayTakeStatusAction(actor.user.role, table, action)) throw actionDenied(actor, table, action);
  let note = "";
  if (action !== "pay" && before.status === from) {
    const reason = action === "reject" ? (input.rejection_reason ?? null) : null;
    const step = await decideStep(trx, actor, table, before, action, reason, transactionName(table, before));
    if (!step.final) return;
    note = step.note;
  }
  const now = nowIso();
  const values: Row = { status: to, updated_at: now };
  if (action === "approve") Object.assign(values, { approved_by: actor.user.id, approved_at: now });
  if (action === "reject")
    Object.assign(values, { rejection_reason: input.rejection_reason, approval_waiting: null });
  if (action === "pay") values.paid_at = now;
  if (input.notes !== undefined) values.notes = input.notes;
  const id = String(before.id);
  if (!(await updateStatusFrom(trx, table, id, from, values))) {
    const status = (await currentStatus(trx, table, id)) ?? String(before.status);
    throw invalidTransitionError(invalidTransition(table, status, to));
  }
  const changes: Record<string, { before: unknown; after: unknown }> = {
    status: { before: from, after: to },
  };
  for (const key of ["rejection_reason", "notes"] as const) {
    if (values[key] !== undefined && values[key] !== before[key])
      changes[key] = { before: before[key], after: values[key] };
  }
  await writeAudit(trx, actor.audit, {
    action: AUDIT[action].action,
    targetTable: table,
    targetId: id,
    description: `${AUDIT[action].describe(transactionName(table, before))}${note}`,
    changes,
  });
}

/**
 * The status change a generic PATCH asks for: the action (approve, reject, pay) whose target it
 * names, undefined when it only repeats a status that is no action (e.g. `pending` on a pending
 * record), and a 409 for any other move. `status` leaves the patch either way.
 */
export function takeStatusAction(table: string, before: Row, patch: Row): StatusAction | undefined {
  if ((table !== "purchases" && table !== "expenses") || patch.status === undefined) return undefined;
  const status = String(patch.status);
  delete patch.status;
  const action = statusActionFor(table, status);
  if (action || status === before.status) return action;
  throw invalidTransitionError(invalidTransition(table, String(before.status), status));
}
