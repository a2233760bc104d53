/** Daily income rules: the total of a record and the non-admin 24-hour edit window. */
import { EDIT_WINDOW_HOURS } from "../shared/limits.ts";
import type { Cents } from "../shared/money.ts";
import { toDate } from "../shared/time.ts";

/** Daily income total from its cash, card and other parts. */
export function dailyIncomeTotal(cash: Cents, card: Cents, other: Cents): Cents {
  return cash + card + other;
}

/** True while fewer than 24 hours have passed since creation (the non-admin edit window). */
export function isWithin24Hours(createdAt: Date | string, now: Date): boolean {
  return now.getTime() - toDate(createdAt).getTime() < EDIT_WINDOW_HOURS * 3600 * 1000;
}
