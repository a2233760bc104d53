import {
  MSG,
  reachesStore,
  SWAP_MOVES,
  type SwapAction,
  type SwapParty,
  swapStatusRefusal,
  swapStepOpen,
  swapStepRefusal,
  type TShiftSwap,
  type TShiftSwapOffer,
  type TShiftSwapStep,
  type TShiftSwaps,
  type TShiftSwapsQuery,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { writeAudit } from "../../audit/audit.ts";
import type { DB } from "../../db/database.ts";
import { badRequest, conflict, forbidden, invalidTransitionError, notFound } from "../../errors.ts";
import { newId, nowIso } from "../../ids.ts";
import { shiftText } from "./schedule-notices.ts";
import { requireShifts, storeInScope } from "./schedule-scope.ts";
import { employeeById, overlapping, shiftById } from "./schedules.repository.ts";
import { recordChanges } from "./shift-history.ts";
import {
  type noticeOf,
  ownRecords,
  partyOf,
  present,
  samePosition,
  started,
  takerOf,
  tell,
} from "./swap-parties.ts";
import { type SwapRow, swapById, swapsOf } from "./swaps.repository.ts";

/**
 * Shift swaps (docs/decisions.md, Schedules): offered by the shift's employee, accepted by a
 * colleague of the same store and position, approved by an admin or the store's manager (the shift
 * then belongs to the colleague), declined or cancelled on the way; every step audited and told.
 */

/** A swap the caller reaches, as they see it; another store's is 404. */
async function readSwap(db: Kysely<DB>, actor: Actor, id: string) {
  const swap = await swapById(db, id);
  if (!swap || !reachesStore(actor.scope, swap.store_id)) throw notFound(MSG.swapNotFound);
  return swap;
}

/** GET /api/shift-swaps: the swaps of a store (or of the caller's stores), newest first. */
export async function shiftSwaps(
  db: Kysely<DB>,
  actor: Actor,
  query: TShiftSwapsQuery,
): Promise<TShiftSwaps> {
  requireShifts(actor, "read");
  if (query.store_id) await storeInScope(db, actor, query.store_id);
  const [rows, own] = await Promise.all([
    swapsOf(db, actor.scope, query.store_id, query.status),
    ownRecords(db, actor),
  ]);
  return { swaps: rows.map((row) => present(row, partyOf(actor, own, row))) };
}

/** GET /api/shift-swaps/{id}. */
export async function shiftSwap(db: Kysely<DB>, actor: Actor, id: string): Promise<TShiftSwap> {
  requireShifts(actor, "read");
  const swap = await readSwap(db, actor, id);
  return present(swap, partyOf(actor, await ownRecords(db, actor), swap));
}

/**
 * POST /api/shifts/{id}/swap: the shift's own employee offers it, published and not yet started,
 * to a named colleague of the same store and position or to all of them; one open offer per shift.
 */
export async function offerShift(db: Kysely<DB>, actor: Actor, shiftId: string, body: TShiftSwapOffer) {
  const access = requireShifts(actor, "read");
  const shift = await shiftById(db, shiftId);
  const hidden =
    !shift ||
    !reachesStore(actor.scope, shift.store_id) ||
    (access === "published" && shift.status !== "published");
  if (!shift || hidden) throw notFound(MSG.shiftNotFound);
  const own = (await ownRecords(db, actor)).find((record) => record.id === shift.employee_id);
  if (!own) throw forbidden(MSG.swapOwnShiftOnly);
  if (shift.status !== "published") throw conflict(MSG.swapShiftNotPublished);
  if (started(shift)) throw conflict(MSG.swapShiftStarted);
  const toId = body.to_employee_id ?? null;
  if (toId) {
    const to = await employeeById(db, toId);
    const fits =
      to &&
      to.id !== shift.employee_id &&
      to.store_id === shift.store_id &&
      to.status === "active" &&
      samePosition(to.position, shift.position ?? own.position);
    if (!fits)
      throw badRequest(MSG.swapColleagueRequired, {
        fields: { to_employee_id: [MSG.swapColleagueRequired] },
      });
  }
  const id = newId();
  try {
    await db.transaction().execute(async (trx) => {
      const now = nowIso();
      await trx
        .insertInto("shift_swaps")
        .values({
          id,
          created_at: now,
          updated_at: now,
          store_id: shift.store_id,
          shift_id: shift.id,
          from_employee_id: shift.employee_id,
          to_employee_id: toId,
          status: "offered",
          note: body.note || null,
          offered_by: actor.user.id,
        })
        .execute();
      await writeAudit(trx, actor.audit, {
        action: "CREATE",
        targetTable: "shift_swaps",
        targetId: id,
        description: `Offered the shift of ${shiftText(shift)}${toId ? " to a colleague" : " to the position"}`,
        changes: {
          shift_id: shift.id,
          from_employee_id: shift.employee_id,
          to_employee_id: toId,
          status: "offered",
        },
      });
    });
  } catch (error) {
    const code = String((error as { code?: unknown }).code ?? "");
    if (code === "23505" || code.startsWith("SQLITE_CONSTRAINT")) throw conflict(MSG.swapAlreadyOffered);
    throw error;
  }
  await tell(db, id, "offered");
  return shiftSwap(db, actor, id);
}

/** The step's words in the audit trail. */
const STEP_WORDS: Record<SwapAction, string> = {
  accept: "Accepted",
  approve: "Approved",
  decline: "Declined",
  cancel: "Cancelled",
};

/** Refuses a step the caller may not take (403) or the swap's status does not allow (409). */
function checkStep(actor: Actor, action: SwapAction, swap: SwapRow, party: SwapParty) {
  if (actor.user.role === "ceo") throw forbidden(MSG.ceoReadOnly);
  const refusal = swapStepRefusal(action, swap, party);
  if (refusal) throw forbidden(refusal);
  if (!swapStepOpen(action, swap.status)) throw invalidTransitionError(swapStatusRefusal(action));
  if ((action === "accept" || action === "approve") && started(swap)) throw conflict(MSG.swapShiftStarted);
}

/** POST /api/shift-swaps/{id}/{accept|approve|decline|cancel}: one step, audited and told. */
export async function takeSwapStep(
  db: Kysely<DB>,
  actor: Actor,
  id: string,
  action: SwapAction,
  body: TShiftSwapStep,
): Promise<TShiftSwap> {
  requireShifts(actor, "read");
  const swap = await readSwap(db, actor, id);
  const own = await ownRecords(db, actor);
  checkStep(actor, action, swap, partyOf(actor, own, swap));
  const taker = action === "accept" ? takerOf(own, swap) : swap.to_employee_id;
  if ((action === "accept" || action === "approve") && taker) {
    const busy = await overlapping(db, taker, swap.start_at, swap.end_at, swap.shift_id);
    if (busy.length > 0) throw conflict(MSG.swapTakerBusy);
  }
  if (action === "approve" && swap.shift_employee_id !== swap.from_employee_id)
    throw conflict(MSG.swapShiftChanged);
  const move = SWAP_MOVES[action];
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const values =
      action === "accept"
        ? { to_employee_id: taker, accepted_by: actor.user.id, accepted_at: now }
        : {
            decided_by: actor.user.id,
            decided_at: now,
            ...(action === "decline" ? { reason: body.reason || null } : {}),
          };
    const changed = await trx
      .updateTable("shift_swaps")
      .set({ ...values, status: move.to, updated_at: now })
      .where("id", "=", id)
      .where("status", "in", [...move.from])
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw invalidTransitionError(swapStatusRefusal(action));
    if (action === "approve" && taker) await handOver(trx, actor, swap, taker);
    await writeAudit(trx, actor.audit, {
      action: "UPDATE",
      targetTable: "shift_swaps",
      targetId: id,
      description: `${STEP_WORDS[action]} the swap of the shift of ${shiftText(swap)}`,
      changes: {
        status: { from: swap.status, to: move.to },
        ...(action === "accept" ? { to_employee_id: taker } : {}),
      },
    });
  });
  await tell(db, id, move.to as Parameters<typeof noticeOf>[2]);
  return shiftSwap(db, actor, id);
}

/** An approved swap gives the shift to the colleague: its UPDATE entry and a line of the week's history. */
async function handOver(trx: Kysely<DB>, actor: Actor, swap: SwapRow, taker: string) {
  const moved = await trx
    .updateTable("shifts")
    .set({ employee_id: taker, updated_at: nowIso() })
    .where("id", "=", swap.shift_id)
    .where("employee_id", "=", swap.from_employee_id)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) throw conflict(MSG.swapShiftChanged);
  const employee = { from: swap.from_employee_id, to: taker };
  await writeAudit(trx, actor.audit, {
    action: "UPDATE",
    targetTable: "shifts",
    targetId: swap.shift_id,
    description: `Swapped the shift of ${shiftText(swap)} from ${swap.from_employee_name ?? ""} to ${swap.to_employee_name ?? ""}`,
    changes: { employee_id: employee },
  });
  const shift = {
    id: swap.shift_id,
    store_id: swap.store_id,
    employee_id: taker,
    shift_date: swap.shift_date,
  };
  await recordChanges(trx, actor, [{ shift, action: "swapped", changes: { employee_id: employee } }]);
}
