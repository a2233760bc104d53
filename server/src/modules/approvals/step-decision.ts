import {
  APPROVAL_WAITING_STATUS,
  type ApprovalTable,
  invalidTransition,
  MSG,
  mayTakeAction,
  packTokens,
  stepDecision,
  stepRefusalMessage,
  unpackTokens,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { delegatorsFor, loadDelegations } from "../../access/delegations.ts";
import { writeAudit } from "../../audit/audit.ts";
import type { DB, Row } from "../../db/database.ts";
import { conflict, forbidden, invalidTransitionError } from "../../errors.ts";
import { nowIso } from "../../ids.ts";
import { authorsOf, openingTokens, pathOf } from "./approval-path.ts";
import { addDecision, moveStep, userNames } from "./approvals.repository.ts";

/** What the status change does after a step's decision: end the record, or leave it waiting. */
export interface StepOutcome {
  final: boolean;
  /** Words the audit entry adds: " (step 2 of 2)", " on behalf of Ann Lee". */
  note: string;
}

/**
 * Approve or reject the current step of a pending purchase or expense, or of a submitted cash-up
 * (docs/decisions.md, Approvals), inside the status change's transaction: the caller must be
 * someone the step waits for, in person or for someone whose approvals they hold today; never the
 * record's creator (a cash-up's counter) nor someone who took a step of it. An approval that completes a step opens the next one (a
 * conditional update: of two approvals of the same step at once, one lands, the other is 409);
 * after the last step, or on a rejection, the record's status moves (`final`).
 */
export async function decideStep(
  trx: Kysely<DB>,
  actor: Actor,
  table: ApprovalTable,
  before: Row,
  action: "approve" | "reject",
  reason: string | null,
  name: string,
): Promise<StepOutcome> {
  await loadDelegations(trx, actor);
  const decision = stepDecision(
    before,
    { userId: actor.user.id, role: actor.user.role },
    delegatorsFor(actor)?.(before) ?? [],
    (role) => mayTakeAction(role, table, "approve"),
  );
  if ("refusal" in decision) throw forbidden(stepRefusalMessage(decision.refusal, table));
  const id = String(before.id);
  const path = pathOf(before);
  const step = Number(before.approval_step ?? 0);
  const current = path.steps[step] ?? path.steps[path.steps.length - 1];
  const at = nowIso();
  const counted = decision.as.userId;
  const stored = await addDecision(trx, {
    table,
    recordId: id,
    step,
    decision: action,
    countedUserId: counted,
    userId: actor.user.id,
    onBehalfOf: decision.onBehalfOf,
    reason,
    at,
  });
  if (!stored) throw await moved(trx, table, id, action);
  const behalf = decision.onBehalfOf
    ? ` on behalf of ${(await userNames(trx, [decision.onBehalfOf])).get(decision.onBehalfOf) ?? decision.onBehalfOf}`
    : "";
  const of = path.steps.length > 1 ? ` (step ${step + 1} of ${path.steps.length})` : "";
  if (action === "reject") return { final: true, note: `${of}${behalf}` };

  const done = [...new Set([...unpackTokens(before.approval_done as string | null), counted, actor.user.id])];
  const waiting = before.approval_waiting ? unpackTokens(before.approval_waiting as string) : [];
  const left =
    current?.mode === "all"
      ? waiting.filter((token) => token.startsWith("user:") && token !== `user:${counted}`)
      : [];
  const last = left.length === 0 && step + 1 >= path.steps.length;
  let next = { approval_step: step, approval_waiting: packTokens(left) };
  if (left.length === 0 && !last) {
    const storeId = (before.store_id as string | null) ?? null;
    const excluded = [...done, ...authorsOf(table, before)];
    const following = path.steps[step + 1] ?? current;
    if (following)
      next = {
        approval_step: step + 1,
        approval_waiting: await openingTokens(trx, table, following, storeId, excluded),
      };
  }
  const stepMoved = await moveStep(
    trx,
    table,
    id,
    { step, waiting: (before.approval_waiting as string | null) ?? null },
    last
      ? {
          approval_step: path.steps.length,
          approval_waiting: null,
          approval_done: packTokens(done),
          updated_at: at,
        }
      : { ...next, approval_done: packTokens(done), updated_at: at },
  );
  if (!stepMoved) throw await moved(trx, table, id, action);
  if (!last) {
    await writeAudit(trx, actor.audit, {
      action: "APPROVE",
      targetTable: table,
      targetId: id,
      description: `Approved step ${step + 1} of ${path.steps.length} of ${name}${behalf}`,
      changes: { approval_step: { before: step + 1, after: next.approval_step + 1 } },
    });
  }
  return { final: last, note: `${of}${behalf}` };
}

/**
 * Why a step's decision did not land: the record was decided meanwhile (the status change's own
 * 409, as before steps: a cash-up's "only a submitted cash-up…"), or its step moved under another
 * approval.
 */
async function moved(trx: Kysely<DB>, table: ApprovalTable, id: string, action: "approve" | "reject") {
  const row = await trx.selectFrom(table).select("status").where("id", "=", id).executeTakeFirst();
  if (row && row.status !== APPROVAL_WAITING_STATUS[table]) {
    if (table === "cash_ups") return conflict(MSG.cashUpNotSubmitted);
    return invalidTransitionError(
      invalidTransition(table, row.status, action === "approve" ? "approved" : "rejected"),
    );
  }
  return conflict(MSG.approvalStepMoved);
}
