/**
 * A store's today list (issue #30): takings entered today and the days of the last week without
 * them, who is on shift, entries left open since before today, the cash-ups of today and
 * yesterday, and the purchases, expenses and cash-ups waiting for this user's approval — each
 * read by an index of its own, a few milliseconds at 1M.
 */
import {
  dayBefore,
  MSG,
  mayTakeStepAction,
  reachesStore,
  TAKINGS_LOOKBACK_DAYS,
  type TStoreToday,
  type TTodayCashUp,
  WAITING_CAP,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { requireAccess } from "../../access/permissions.ts";
import type { DB } from "../../db/database.ts";
import { storeToday } from "../../db/store-time.ts";
import { notFound } from "../../errors.ts";
import { countWaitingFor } from "../approvals/waiting-count.ts";
import { cashUpsOfDays } from "../cash-ups/cash-ups.repository.ts";
import { onShift } from "../time-entries/shift.service.ts";

/** `today` and the `count` days before it (YYYY-MM-DD), oldest first. */
function lastDays(today: string, count: number): string[] {
  const days = [today];
  for (let i = 0; i < count; i++) days.unshift(dayBefore(days[0] ?? today));
  return days;
}

/** The store's cash-ups of today and yesterday: one lookup by the unique index (store, day). */
async function cashUpDays(db: Kysely<DB>, storeId: string, today: string) {
  const yesterday = dayBefore(today);
  const rows = await cashUpsOfDays(db, storeId, [yesterday, today]);
  const of = (date: string): TTodayCashUp => {
    const row = rows.find((r) => r.business_date === date);
    if (!row) return { status: "none", cash_up_id: null, variance: null };
    return {
      status: row.status as TTodayCashUp["status"],
      cash_up_id: row.id,
      variance: row.variance == null ? null : Number(row.variance) / 100,
    };
  };
  return { today: of(today), yesterday: of(yesterday) };
}

export async function storeTodayList(db: Kysely<DB>, actor: Actor, storeId: string): Promise<TStoreToday> {
  requireAccess(actor, "stores", "read");
  if (!reachesStore(actor.scope, storeId)) throw notFound(MSG.storeNotFound);
  const store = await db.selectFrom("stores").select("name").where("id", "=", storeId).executeTakeFirst();
  if (!store) throw notFound(MSG.storeNotFound);
  const today = await storeToday(db, storeId);
  const days = lastDays(today, TAKINGS_LOOKBACK_DAYS);
  const entered = new Set(
    (
      await db
        .selectFrom("daily_income")
        .select("date")
        .where("store_id", "=", storeId)
        .where("date", ">=", days[0] ?? today)
        .where("date", "<=", today)
        .execute()
    ).map((row) => row.date),
  );
  const open = await db
    .selectFrom("employee_time_entries as e")
    .innerJoin("staff as s", "s.id", "e.employee_id")
    .select(["e.id as entry_id", "s.name as employee_name", "e.work_date", "e.clock_in_time"])
    .where("e.store_id", "=", storeId)
    .where("e.clock_out_time", "is", null)
    .where("e.work_date", "<", today)
    .orderBy("e.work_date")
    .limit(50)
    .execute();
  const reviews = (table: "purchases" | "expenses" | "cash_ups") =>
    // Only what waits for this caller's step now (docs/decisions.md, Approvals), not every waiting
    // record: a manager's cash-ups only where a rule's step names managers.
    mayTakeStepAction(actor.user.role, table, "approve")
      ? countWaitingFor(db, actor, table, storeId, WAITING_CAP)
      : Promise.resolve(0);
  const [purchases, expenses, cashUps, cashUp, shift] = await Promise.all([
    reviews("purchases"),
    reviews("expenses"),
    reviews("cash_ups"),
    cashUpDays(db, storeId, today),
    onShift(db, actor, storeId),
  ]);
  return {
    store_id: storeId,
    store_name: store.name,
    date: today,
    takings: {
      today_entered: entered.has(today),
      missing_days: days.filter((day) => day !== today && !entered.has(day)),
    },
    on_shift: shift.people,
    open_since_before_today: open,
    cash_up: cashUp,
    waiting_approval: { purchases, expenses, cash_ups: cashUps },
  };
}
