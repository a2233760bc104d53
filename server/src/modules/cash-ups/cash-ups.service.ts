import {
  CASH_UP_EDITABLE,
  MSG,
  mayTakeAction,
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
import { notifyCashUpVariance } from "../notifications/events.ts";
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

function requireAction(actor: Actor, action: NamedAction) {
  if (mayTakeAction(actor.user.role, "cash_ups", action)) return;
  throw action === "submit" ? deniedError(actor, "cash_ups", "update") : forbidden(MSG.forbidden);
}

/** Moves the cash-up on, with one audit entry; a decision taken meanwhile by someone else is a 409. */
async function move(
  ctx: Ctx,
  before: CashUp,
  from: readonly string[],
  change: Patch<"cash_ups">,
  audit: { action: "SUBMIT" | "APPROVE" | "REJECT"; description: string },
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
    description: `${audit.description} ${ctx.describe({ ...before, ...change })}`,
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

/**
 * Submit the count (with its last changes): the expected cash is read again now; a variance within
 * the store's tolerance is approved at once, one beyond it needs a reason and waits for accounting.
 */
export async function submitCashUp(deps: RestDeps, actor: Actor, id: string, body: unknown) {
  const input = validate(ZCashUpSubmit, writableInput("cash_ups", body ?? {}));
  await withCashUps(deps, actor, async (ctx) => {
    const before = await cashUpInScope(ctx.trx, actor, id);
    requireAction(actor, "submit");
    if (!CASH_UP_EDITABLE.includes(before.status as never)) throw conflict(MSG.cashUpNotOpen);
    const patch: Patch<"cash_ups"> = toDbValues("cash_ups", input);
    const after = { ...before, ...(await countChange(ctx.trx, before, patch)) };
    if (after.counted_cash == null) {
      throw badRequest(MSG.cashUpNotCounted, { fields: { counted_cash: [MSG.cashUpNotCounted] } });
    }
    const overTolerance = needsApproval(
      Number(after.variance),
      await toleranceCents(ctx.trx, before.store_id),
    );
    if (overTolerance && !after.variance_reason?.trim()) {
      throw badRequest(MSG.cashUpReasonRequired, { fields: { variance_reason: [MSG.cashUpReasonRequired] } });
    }
    const now = nowIso();
    const { id: _id, created_at: _c, updated_at: _u, ...columns } = after;
    await move(
      ctx,
      before,
      CASH_UP_EDITABLE,
      {
        ...columns,
        status: overTolerance ? "submitted" : "approved",
        counted_by: actor.user.id,
        submitted_at: now,
        rejection_reason: null,
        approved_by: null,
        approved_at: overTolerance ? null : now,
      },
      {
        action: "SUBMIT",
        description: overTolerance ? "Submitted" : "Submitted (within the store's tolerance, approved)",
      },
    );
  });
  await notifyCashUpVariance(deps.db, id);
  return presentCashUp(deps, actor, id);
}

/** Approve a submitted cash-up (accounting, admin): its day's daily income is locked from then on. */
export async function approveCashUp(deps: RestDeps, actor: Actor, id: string, body: unknown) {
  const input = ZCashUpApprove.parse(body ?? {});
  await withCashUps(deps, actor, async (ctx) => {
    const before = await cashUpInScope(ctx.trx, actor, id);
    requireAction(actor, "approve");
    if (before.status !== "submitted") throw conflict(MSG.cashUpNotSubmitted);
    const notes = input.notes ? { notes: input.notes } : {};
    const change = { ...notes, status: "approved", approved_by: actor.user.id, approved_at: nowIso() };
    await move(ctx, before, ["submitted"], change, { action: "APPROVE", description: "Approved" });
  });
  return presentCashUp(deps, actor, id);
}

/** Reject a submitted cash-up with a reason (accounting, admin): the store counts it again. */
export async function rejectCashUp(deps: RestDeps, actor: Actor, id: string, body: unknown) {
  const input = ZCashUpReject.parse(body ?? {});
  await withCashUps(deps, actor, async (ctx) => {
    const before = await cashUpInScope(ctx.trx, actor, id);
    requireAction(actor, "reject");
    if (before.status !== "submitted") throw conflict(MSG.cashUpNotSubmitted);
    const change = { status: "rejected", rejection_reason: input.rejection_reason };
    await move(ctx, before, ["submitted"], change, { action: "REJECT", description: "Rejected" });
  });
  return presentCashUp(deps, actor, id);
}
