/**
 * The cash-up of a generated store's day (issue #30), by the rules the server keeps
 * (docs/decisions.md, Cash-ups): every generated store runs a till, so each day with takings has
 * its count — most balanced or a few cents off and approved at once, some short with a reason and
 * approved by the admin, the last week's misses still waiting, some of the week before rejected.
 * Its own random stream: the store's other rows of the day stay as they were.
 */
import { expectedCash } from "@storeops/domain";
import type { Row } from "../../src/db/database.ts";
import { rngFor, uuidFromKey } from "../../src/seed/random.ts";
import { addDays } from "../../src/seed/time.ts";
import type { BusinessRefs, GeneratedStore } from "./large-business.ts";

const FLOAT = 150_00;

/** Cents paid in cash on the day by rows not rejected. */
const paidInCash = (rows: Row[]) =>
  rows.reduce((sum, row) => (row.payment_type === "cash" && row.status !== "rejected" ? sum + Number(row.amount) : sum), 0);

/** The store's cash-up of `date` (`age` days before the data's end), from that day's rows. */
export function cashUpRow(
  store: GeneratedStore,
  date: string,
  age: number,
  day: { income: Row; purchases: Row[]; expenses: Row[] },
  refs: BusinessRefs,
): Row {
  const rng = rngFor(`bench-cash-up:${store.code}:${date}`);
  const terms = {
    opening_float: FLOAT,
    cash_takings: Number(day.income.income_cash),
    cash_purchases: paidInCash(day.purchases),
    cash_expenses: paidInCash(day.expenses),
    cash_drops: 0,
  };
  // What is beyond the float and $100 goes to the safe in $100 drops through the day.
  terms.cash_drops = Math.max(0, Math.floor((expectedCash(terms) - FLOAT - 100_00) / 100_00) * 100_00);
  const expected = expectedCash(terms);
  const miss = rng.chance(0.08);
  const variance = miss ? -rng.int(6_00, 40_00) : rng.chance(0.3) ? rng.int(-1_50, 1_50) : 0;
  const counted = expected + variance;
  // The last week's misses wait for approval; of the week before, some were sent back to count again.
  const status = !miss ? "approved" : age < 7 ? "submitted" : age < 14 && rng.chance(0.5) ? "rejected" : "approved";
  // Counted at closing time on the US west coast: early the next morning in UTC.
  const closedAt = `${addDays(date, 1)}T0${rng.int(2, 5)}:${rng.int(10, 59)}:00.000Z`;
  const decidedAt = miss && status !== "submitted" ? `${addDays(date, 1)}T17:00:00.000Z` : closedAt;
  return {
    id: uuidFromKey(`bench-cash-up:${store.code}:${date}`),
    created_at: closedAt,
    updated_at: decidedAt,
    store_id: store.id,
    business_date: date,
    status,
    ...terms,
    expected_cash: expected,
    counted_cash: counted,
    denominations: null,
    variance,
    variance_reason: miss ? "Short at close, recounted twice" : null,
    deposit_amount: Math.max(0, counted - FLOAT),
    bank_reference: null,
    notes: null,
    rejection_reason: status === "rejected" ? "Count the coins again" : null,
    created_by: store.managerId,
    counted_by: store.managerId,
    submitted_at: closedAt,
    approved_by: status === "approved" && miss ? refs.adminId : null,
    approved_at: status === "approved" ? decidedAt : null,
  };
}
