import {
  CASH_UP_EDITABLE,
  MSG,
  mayTakeStepAction,
  type NamedAction,
  needsApproval,
  type RecordAction,
  type TCashUpTerms,
  ZCashUpApprove,
  ZCashUpReject,
  ZCashUpSubmit,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { deniedError, requireAccess } from "../../access/permissions.ts";
import { readCondition, scopedToStore } from "../../access/store-scope.ts";
import { diffChanges, writeAudit } from "../../audit/audit.ts";
import type { DB } from "../../db/database.ts";
import { badRequest, conflict, forbidden, notFound } from "../../errors.ts";
import { nowIso } from "../../ids.ts";
import { toDbValues } from "../../rest/columns.ts";
import { presentRecords, type RestDeps } from "../../rest/read.service.ts";
import { inTransaction } from "../../rest/write.service.ts";
import type { Patch, Stored, WriteContext } from "../../rest/write-context.ts";
import { auditValues, validate, writableInput } from "../../rest/write-input.ts";
import { forgetDecisions, openingApproval } from "../approvals/approval-path.ts";
import { announceStep } from "../approvals/current-step.ts";
import { decideStep } from "../approvals/step-decision.ts";
import { notifyCashUpRejected } from "../notifications/events.ts";
import { countChange, toleranceCents } from "./cash-up-count.ts";
import { cashUpOfDay, dayCash, moveCashUp } from "./cash-ups.repository.ts";

type Ctx = WriteContext<"cash_ups">;
type CashUp = Stored<"cash_ups">;

const dollars = (cents: number) => cents / 100;

/** The cash-up's use case in one transaction with its write context. */
const withCashUps = (deps: RestDeps, actor: Actor, work: (ctx: Ctx) => Promise<void>) =>
  inTransaction(deps, actor, "cash_ups", (ctx) => work(ctx as Ctx));

/** A cash-up as the API presents it: its columns in dollars, with what the caller may do now. */
export type PresentedCashUp = Record<string, unknown> & {
  id: string;
  status: string;
  allowed_actions: RecordAction[];
};

/** The day's terms of a store before (or while) it is counted: GET /api/cash-ups/terms. */
export async function dayTerms(
  deps: RestDeps,
  actor: Actor,
  storeId: string,
  date: string,
): Promise<TCashUpTerms> {
  const access = requireAccess(actor, "cash_ups", "read");
  scopedToStore(actor, "cash_ups", access, storeId);
  const [cash, tolerance, existing] = await Promise.all([
    dayCash(deps.db, storeId, date),
    toleranceCents(deps.db, storeId),
    cashUpOfDay(deps.db, storeId, date),
  ]);
  return {
    store_id: storeId,
    business_date: date,
    cash_takings: dollars(cash.cash_takings),
    cash_purchases: dollars(cash.cash_purchases),
    cash_expenses: dollars(cash.cash_expenses),
    variance_tolerance: dollars(tolerance),
    cash_up_id: existing?.id ?? null,
  };
}

/** The cash-up as the caller reads it: 404 outside their stores. */
async function cashUpInScope(db: Kysely<DB>, actor: Actor, id: string): Promise<CashUp> {
  const access = requireAccess(actor, "cash_ups", "read");
  const scope = readCondition(actor, "cash_ups", access);
  const query = db.selectFrom("cash_ups").selectAll().where("id", "=", id);
  const row = await (scope ? query.where(scope) : query).executeTakeFirst();
  if (!row) throw notFound(MSG.cashUpNotFound);
  return row;
}

/** The matrix's check of a named action (approve and reject: also a manager a rule's step may name). */
function requireAction(actor: Actor, action: NamedAction) {
  if (mayTakeStepAction(actor.user.role, "cash_ups", action)) return;
  throw action === "submit" ? deniedError(actor, "cash_ups", "update") : forbidden(MSG.forbidden);
}

/** Moves the cash-up on, with one audit entry; a decision taken meanwhile by someone else is a 409. */
async function move(
  ctx: Ctx,
  before: CashUp,
  from: readonly string[],
  change: Patch<"cash_ups">,
  audit: { action: "SUBMIT" | "APPROVE" | "REJECT"; description: string; note?: string },
) {
  const changed = { ...change, updated_at: nowIso() };
  if (!(await moveCashUp(ctx.trx, before.id, from, changed))) {
    throw conflict(audit.action === "SUBMIT" ? MSG.cashUpNotOpen : MSG.cashUpNotSubmitted);
  }
  const changes = diffChanges(
    auditValues("cash_ups", before),
    auditValues("cash_ups", { ...before, ...change }),
  );
  await writeAudit(ctx.trx, ctx.actor.audit, {
    action: audit.action,
    targetTable: "cash_ups",
    targetId: before.id,
    description: `${audit.description} ${ctx.describe({ ...before, ...change })}${audit.note ?? ""}`,
    changes,
  });
}

/** The cash-up as the caller reads it now (404 outside their stores). */
export async function presentCashUp(deps: RestDeps, actor: Actor, id: string): Promise<PresentedCashUp> {
  await cashUpInScope(deps.db, actor, id);
  const [record] = await presentRecords(deps, actor, "cash_ups", [id]);
  if (!record) throw notFound(MSG.cashUpNotFound);
  return record as PresentedCashUp;
}

/** No approval path: a count approved as it is submitted. */
const NO_APPROVAL = { approval_path: null, approval_step: null, approval_waiting: null, approval_done: null };

/**
 * Submit the count (with its last changes): the expected cash is read again now; a variance within
 * the store's tolerance is approved at once, one beyond it needs a reason and waits for the steps
 * of the first approval rule its variance matches (docs/decisions.md, Approvals), else for the
 * usual approvers. Each submit starts afresh: the decisions of an earlier, rejected count go.
 */
export async function submitCashUp(deps: RestDeps, actor: Actor, id: string, body: unknown) {
  const input = validate(ZCashUpSubmit, writableInput("cash_ups", body ?? {}));
  let waits = false;
  await withCashUps(deps, actor, async (ctx) => {
    const before = await cashUpInScope(ctx.trx, actor, id);
    requireAction(actor, "submit");
    if (!CASH_UP_EDITABLE.includes(before.status as never)) throw conflict(MSG.cashUpNotOpen);
    const patch: Patch<"cash_ups"> = toDbValues("cash_ups", input);
    const after = { ...before, ...(await countChange(ctx.trx, before, patch)) };
    if (after.counted_cash == null) {
      throw badRequest(MSG.cashUpNotCounted, { fields: { counted_cash: [MSG.cashUpNotCounted] } });
    }
    waits = needsApproval(Number(after.variance), await toleranceCents(ctx.trx, before.store_id));
    if (waits && !after.variance_reason?.trim()) {
      throw badRequest(MSG.cashUpReasonRequired, { fields: { variance_reason: [MSG.cashUpReasonRequired] } });
    }
    const now = nowIso();
    const { id: _id, created_at: _c, updated_at: _u, ...columns } = after;
    const counted = { ...columns, counted_by: actor.user.id };
    await forgetDecisions(ctx.trx, "cash_ups", id);
    const approval = waits ? await openingApproval(ctx.trx, "cash_ups", counted) : NO_APPROVAL;
    await move(
      ctx,
      before,
      CASH_UP_EDITABLE,
      {
        ...counted,
        ...approval,
        status: waits ? "submitted" : "approved",
        submitted_at: now,
        rejection_reason: null,
        approved_by: null,
        approved_at: waits ? null : now,
      },
      {
        action: "SUBMIT",
        description: waits ? "Submitted" : "Submitted (within the store's tolerance, approved)",
      },
    );
  });
  // "A cash-up variance to approve", to the people of its first step.
  if (waits) await announceStep(deps.db, "cash_ups", id, true);
  return presentCashUp(deps, actor, id);
}

/**
 * Approve the current step of a submitted cash-up (whoever the step waits for; never its counter):
 * after its last step it is approved and its day's daily income is locked from then on; before it,
 * it stays submitted and the next step's people hear of it.
 */
export async function approveCashUp(deps: RestDeps, actor: Actor, id: string, body: unknown) {
  const input = ZCashUpApprove.parse(body ?? {});
  let final = true;
  await withCashUps(deps, actor, async (ctx) => {
    const before = await cashUpInScope(ctx.trx, actor, id);
    requireAction(actor, "approve");
    if (before.status !== "submitted") throw conflict(MSG.cashUpNotSubmitted);
    const step = await decideStep(ctx.trx, actor, "cash_ups", before, "approve", null, ctx.describe(before));
    final = step.final;
    if (!final) return;
    const notes = input.notes ? { notes: input.notes } : {};
    const change = { ...notes, status: "approved", approved_by: actor.user.id, approved_at: nowIso() };
    await move(ctx, before, ["submitted"], change, {
      action: "APPROVE",
      description: "Approved",
      note: step.note,
    });
  });
  if (!final) await announceStep(deps.db, "cash_ups", id);
  return presentCashUp(deps, actor, id);
}

/** Reject a submitted cash-up at its current step, with a reason: the store counts it again. */
export async function rejectCashUp(deps: RestDeps, actor: Actor, id: string, body: unknown) {
  const input = ZCashUpReject.parse(body ?? {});
  await withCashUps(deps, actor, async (ctx) => {
    const before = await cashUpInScope(ctx.trx, actor, id);
    requireAction(actor, "reject");
    if (before.status !== "submitted") throw conflict(MSG.cashUpNotSubmitted);
    const reason = input.rejection_reason;
    const step = await decideStep(ctx.trx, actor, "cash_ups", before, "reject", reason, ctx.describe(before));
    const change = { status: "rejected", rejection_reason: reason, approval_waiting: null };
    await move(ctx, before, ["submitted"], change, {
      action: "REJECT",
      description: "Rejected",
      note: step.note,
    });
  });
  await notifyCashUpRejected(deps.db, id);
  return presentCashUp(deps, actor, id);
}
