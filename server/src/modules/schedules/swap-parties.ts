import { MSG, reachesStore, type SwapParty, swapActions, type TShiftSwap } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import type { DB } from "../../db/database.ts";
import { announceSwap } from "./schedule-notices.ts";
import { scheduleStore, storeEmployees } from "./schedules.repository.ts";
import { type SwapRow, swapById } from "./swaps.repository.ts";

/** Who the caller is to a swap, how a swap reads, and who is told of its steps (docs/decisions.md, Schedules). */

export type OwnRecord = { id: string; store_id: string | null; position: string | null; status: string };

export const samePosition = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();

/** The caller's own staff records (their account's, in every store). */
export function ownRecords(db: Kysely<DB>, actor: Actor): Promise<OwnRecord[]> {
  return db
    .selectFrom("staff")
    .select(["id", "store_id", "position", "status"])
    .where("user_id", "=", actor.user.id)
    .execute();
}

/** The caller's record that takes the shift: the one it is offered to, or their record of the position. */
export function takerOf(own: readonly OwnRecord[], swap: SwapRow): string | null {
  if (swap.to_employee_id) return swap.to_employee_id;
  const position = swap.position ?? swap.from_position;
  const record = own.find(
    (entry) =>
      entry.store_id === swap.store_id &&
      entry.id !== swap.from_employee_id &&
      entry.status === "active" &&
      samePosition(entry.position, position),
  );
  return record?.id ?? null;
}

/** Who the caller is to a swap. */
export function partyOf(actor: Actor, own: readonly OwnRecord[], swap: SwapRow): SwapParty {
  const mine = own.filter((record) => record.store_id === swap.store_id);
  const position = swap.position ?? swap.from_position;
  return {
    offerer: mine.some((record) => record.id === swap.from_employee_id),
    taker: swap.to_employee_id !== null && mine.some((record) => record.id === swap.to_employee_id),
    colleague: mine.some(
      (record) =>
        record.id !== swap.from_employee_id &&
        record.status === "active" &&
        samePosition(record.position, position),
    ),
    manager:
      actor.user.role === "admin" ||
      (actor.user.role === "store_manager" && reachesStore(actor.scope, swap.store_id)),
  };
}

export function present(swap: SwapRow, party: SwapParty): TShiftSwap {
  return {
    id: swap.id,
    store_id: swap.store_id,
    shift_id: swap.shift_id,
    shift: {
      shift_date: swap.shift_date,
      start_time: swap.start_time,
      end_time: swap.end_time,
      start_at: swap.start_at,
      end_at: swap.end_at,
      position: swap.position,
      hours: Number(swap.hours),
    },
    from_employee_id: swap.from_employee_id,
    from_employee_name: swap.from_employee_name,
    to_employee_id: swap.to_employee_id,
    to_employee_name: swap.to_employee_name,
    status: swap.status as TShiftSwap["status"],
    note: swap.note,
    reason: swap.reason,
    created_at: swap.created_at,
    updated_at: swap.updated_at,
    accepted_at: swap.accepted_at,
    decided_at: swap.decided_at,
    allowed_actions: swapActions(swap, party),
  };
}

export const started = (shift: { start_at: string }) => Date.parse(shift.start_at) <= Date.now();

/** What is told of a step: the store, the shift and its people. */
export async function noticeOf(
  db: Kysely<DB>,
  swapId: string,
  step: Parameters<typeof announceSwap>[1]["step"],
) {
  const swap = await swapById(db, swapId);
  if (!swap) return null;
  const store = await scheduleStore(db, swap.store_id);
  const position = swap.position ?? swap.from_position;
  const colleagues =
    step === "offered" && !swap.to_employee_id
      ? (await storeEmployees(db, swap.store_id))
          .filter((person) => person.id !== swap.from_employee_id && person.status === "active")
          .filter((person) => samePosition(person.position, position))
          .map((person) => person.id)
      : [];
  return {
    step,
    storeId: swap.store_id,
    store: store?.name ?? MSG.unassignedStore,
    managerId: store?.manager_id ?? null,
    shift: {
      employee_id: swap.shift_employee_id,
      shift_date: swap.shift_date,
      start_time: swap.start_time,
      end_time: swap.end_time,
    },
    fromEmployee: { id: swap.from_employee_id, name: swap.from_employee_name ?? "" },
    toEmployee: swap.to_employee_id ? { id: swap.to_employee_id, name: swap.to_employee_name ?? "" } : null,
    colleagues,
  };
}

export async function tell(db: Kysely<DB>, swapId: string, step: Parameters<typeof noticeOf>[2]) {
  const notice = await noticeOf(db, swapId, step);
  if (notice) await announceSwap(db, notice);
}
