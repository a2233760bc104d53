import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/database.ts";

/** The day's cash terms the server reads, in cents (docs/decisions.md, Cash-ups). */
export interface DayCash {
  cash_takings: number;
  cash_purchases: number;
  cash_expenses: number;
}

/**
 * A store's cash of a business day: its daily income cash (one record a day, migration 027), and
 * what left the till for purchases and expenses of that day paid in cash (a rejected one did
 * not count). Three lookups by the store-and-date list indexes.
 */
export async function dayCash(db: Kysely<DB>, storeId: string, date: string): Promise<DayCash> {
  const takings = db
    .selectFrom("daily_income")
    .select(sql<number>`coalesce(sum(income_cash), 0)`.as("cents"))
    .where("store_id", "=", storeId)
    .where("date", "=", date);
  // What left the till: the day's purchases or expenses paid in cash, not rejected.
  const paidOut = (table: "purchases" | "expenses", dateColumn: "purchase_date" | "expense_date") =>
    db
      .selectFrom(table)
      .select(sql<number>`coalesce(sum(amount), 0)`.as("cents"))
      .where("store_id", "=", storeId)
      .where(sql.ref(dateColumn), "=", date)
      .where("payment_type", "=", "cash")
      .where("status", "!=", "rejected");
  const purchases = paidOut("purchases", "purchase_date");
  const expenses = paidOut("expenses", "expense_date");
  const [a, b, c] = await Promise.all([
    takings.executeTakeFirst(),
    purchases.executeTakeFirst(),
    expenses.executeTakeFirst(),
  ]);
  return {
    cash_takings: Number(a?.cents ?? 0),
    cash_purchases: Number(b?.cents ?? 0),
    cash_expenses: Number(c?.cents ?? 0),
  };
}

/** The store's cash-up of a business day, if any (at most one: migration 033). */
export function cashUpOfDay(db: Kysely<DB>, storeId: string, date: string) {
  return db
    .selectFrom("cash_ups")
    .select(["id", "status"])
    .where("store_id", "=", storeId)
    .where("business_date", "=", date)
    .executeTakeFirst();
}

/**
 * The store's cash-ups of the given business days (the today list's today and yesterday): one
 * lookup by the unique index cash_ups(store_id, business_date). Variance in cents.
 */
export function cashUpsOfDays(db: Kysely<DB>, storeId: string, dates: readonly string[]) {
  return db
    .selectFrom("cash_ups")
    .select(["id", "business_date", "status", "variance"])
    .where("store_id", "=", storeId)
    .where("business_date", "in", [...dates])
    .execute();
}

/** Whether the store's day has an approved cash-up: its daily income is then locked (but for admins). */
export async function dayIsLocked(db: Kysely<DB>, storeId: string, date: string): Promise<boolean> {
  const row = await cashUpOfDay(db, storeId, date);
  return row?.status === "approved";
}

/**
 * Moves a cash-up from one of `from` to its next status with the change, only if it is still in
 * one of them: of two decisions at once the second changes nothing (answers false).
 */
export async function moveCashUp(
  db: Kysely<DB>,
  id: string,
  from: readonly string[],
  change: Record<string, unknown>,
): Promise<boolean> {
  const result = await db
    .updateTable("cash_ups")
    .set(change)
    .where("id", "=", id)
    .where("status", "in", [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
