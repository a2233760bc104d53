import {
  MSG,
  shiftAddedBody,
  shiftChangedBody,
  shiftRemovedBody,
  shiftsPublishedBody,
  swapAcceptedBody,
  swapApprovedBody,
  swapCancelledBody,
  swapDeclinedBody,
  swapOfferedBody,
  swapWaitingBody,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { deliveryOf, notify, usersReachingStore } from "../notifications/deliver.ts";

/**
 * The schedule's notifications (docs/decisions.md, Schedules; Notifications): each goes to the
 * sign-in account linked to a staff record (`user_id`), on the channel its owner chose for the
 * event; a staff record without an account is told nothing. Sent after the write commits; never
 * throws.
 */

/** A shift as a notice names it: "2026-03-09 09:00–17:00". */
export const shiftText = (shift: { shift_date: string; start_time: string; end_time: string }) =>
  `${shift.shift_date} ${shift.start_time}–${shift.end_time}`;

async function safely(db: Kysely<DB>, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    deliveryOf(db)?.log.error({ err: error }, "notification failed");
  }
}

/** The sign-in account of each staff record that has one. */
async function accountsOf(db: Kysely<DB>, employeeIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(employeeIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("staff")
    .select(["id", "user_id", "name"])
    .where("id", "in", ids)
    .where("user_id", "is not", null)
    .execute();
  return new Map(rows.map((row) => [row.id, String(row.user_id)]));
}

/** Each employee with a shift of the published week: their shifts of it, one line each. */
export function announcePublished(
  db: Kysely<DB>,
  store: string,
  weekStart: string,
  shifts: ReadonlyArray<{ employee_id: string; shift_date: string; start_time: string; end_time: string }>,
): Promise<number> {
  let told = 0;
  return safely(db, async () => {
    const accounts = await accountsOf(
      db,
      shifts.map((shift) => shift.employee_id),
    );
    const byEmployee = new Map<string, string[]>();
    for (const shift of shifts)
      byEmployee.set(shift.employee_id, [...(byEmployee.get(shift.employee_id) ?? []), shiftText(shift)]);
    for (const [employeeId, lines] of byEmployee) {
      const user = accounts.get(employeeId);
      if (!user) continue;
      await notify(db, "shifts_published", [user], {
        title: MSG.notifyShiftsPublished,
        body: shiftsPublishedBody(store, weekStart, lines.join("; ")),
      });
      told += 1;
    }
  }).then(() => told);
}

type Shift = { employee_id: string; shift_date: string; start_time: string; end_time: string };

/** A published shift changed: its employee is told (both, when it moved to someone else). */
export function announceChange(db: Kysely<DB>, store: string, before: Shift, after: Shift | null) {
  return safely(db, async () => {
    const accounts = await accountsOf(db, [before.employee_id, ...(after ? [after.employee_id] : [])]);
    const tell = async (employeeId: string, body: string) => {
      const user = accounts.get(employeeId);
      if (user) await notify(db, "shifts_published", [user], { title: MSG.notifyShiftChanged, body });
    };
    if (!after || after.employee_id !== before.employee_id) {
      await tell(before.employee_id, shiftRemovedBody(store, shiftText(before)));
      if (after) await tell(after.employee_id, shiftAddedBody(store, shiftText(after)));
      return;
    }
    await tell(after.employee_id, shiftChangedBody(store, shiftText(before), shiftText(after)));
  });
}

/** Who is told of each step of a swap. */
export interface SwapNotice {
  step: "offered" | "accepted" | "approved" | "declined" | "cancelled";
  storeId: string;
  store: string;
  /** The store's own manager (stores.manager_id), told with its store managers. */
  managerId: string | null;
  shift: Shift;
  fromEmployee: { id: string; name: string };
  toEmployee: { id: string; name: string } | null;
  /** Offered to anyone: the colleagues who may take it. */
  colleagues: readonly string[];
}

/**
 * Offered: the colleague it is offered to, or every colleague of the position; accepted: the
 * person who offered it, and the store's managers who approve it; approved, declined: both people;
 * cancelled: the colleague it was offered to or who accepted it.
 */
export function announceSwap(db: Kysely<DB>, notice: SwapNotice) {
  return safely(db, async () => {
    const { fromEmployee, toEmployee, shift } = notice;
    const text = shiftText(shift);
    const people = [fromEmployee.id, ...(toEmployee ? [toEmployee.id] : []), ...notice.colleagues];
    const accounts = await accountsOf(db, people);
    const send = (employeeIds: readonly string[], body: string, extra: readonly string[] = []) => {
      const users = [...employeeIds.flatMap((id) => accounts.get(id) ?? []), ...extra];
      return notify(db, "shift_swap", users, { title: MSG.notifyShiftSwap, body });
    };
    const taker = toEmployee?.name ?? "";
    switch (notice.step) {
      case "offered":
        await send(
          toEmployee ? [toEmployee.id] : notice.colleagues,
          swapOfferedBody(fromEmployee.name, notice.store, text),
        );
        return;
      case "accepted": {
        const managers = await usersReachingStore(db, notice.storeId, ["store_manager"]);
        if (notice.managerId) managers.push(notice.managerId);
        await send([fromEmployee.id], swapAcceptedBody(taker, text));
        await send([], swapWaitingBody(taker, fromEmployee.name, notice.store, text), managers);
        return;
      }
      case "approved":
        await send([fromEmployee.id, ...(toEmployee ? [toEmployee.id] : [])], swapApprovedBody(taker, text));
        return;
      case "declined":
        await send([fromEmployee.id, ...(toEmployee ? [toEmployee.id] : [])], swapDeclinedBody(text));
        return;
      case "cancelled":
        if (toEmployee) await send([toEmployee.id], swapCancelledBody(fromEmployee.name, text));
        return;
    }
  });
}
