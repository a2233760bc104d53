import { expectedCash } from "@storeops/domain";
import type { Row } from "../db/database.ts";
import { recorderFor, type SeedContext, tradingHours } from "./context.ts";
import { rngFor, uuidFromKey } from "./random.ts";
import { daysBetween, instantAt } from "./time.ts";

/** Each store's last two weeks of closing counts. */
const DAYS = 14;
const FLOAT = 15_000;

const sumOfCash = (rows: Row[], dateColumn: string) => {
  const sums = new Map<string, number>();
  for (const row of rows) {
    if (row.payment_type !== "cash" || row.status === "rejected") continue;
    const key = `${row.store_id}|${row[dateColumn]}`;
    sums.set(key, (sums.get(key) ?? 0) + Number(row.amount));
  }
  return sums;
};

/**
 * Cash-ups of every store over its last two weeks of takings, by the rules the server
 * keeps (docs/decisions.md, Cash-ups): the float, the day's cash in and out, most drawers right or
 * a few cents off and approved at once, now and then one short with a reason, approved by
 * accounting — and yesterday's miss still waiting for it.
 */
export function cashUpRows(ctx: SeedContext, income: Row[], purchases: Row[], expenses: Row[]): Row[] {
  const paidForStock = sumOfCash(purchases, "purchase_date");
  const paidForExpenses = sumOfCash(expenses, "expense_date");
  const storeById = new Map(ctx.stores.map((store) => [store.id, store]));
  const rows: Row[] = [];
  for (const day of income) {
    const store = storeById.get(String(day.store_id));
    const date = String(day.date);
    const age = daysBetween(date, ctx.lastDay);
    if (!store || age >= DAYS) continue;
    const hours = tradingHours(store, date);
    if (!hours) continue;
    const rng = rngFor(`cash-up:${store.def.code}:${date}`);
    const key = `${store.id}|${date}`;
    const terms = {
      opening_float: FLOAT,
      cash_takings: Number(day.income_cash),
      cash_purchases: paidForStock.get(key) ?? 0,
      cash_expenses: paidForExpenses.get(key) ?? 0,
      cash_drops: 0,
    };
    // What is beyond the float and $100 goes to the safe in $100 drops through the day.
    terms.cash_drops = Math.max(0, Math.floor((expectedCash(terms) - FLOAT - 10_000) / 10_000) * 10_000);
    const expected = expectedCash(terms);
    const miss = rng.chance(0.08);
    const variance = miss ? -rng.int(600, 2500) : rng.chance(0.3) ? rng.int(-150, 150) : 0;
    const counted = expected + variance;
    const counter = recorderFor(ctx, store, date, rng);
    const closedAt = instantAt(date, hours[1] + rng.int(10, 40), store.def.timezone);
    const waiting = miss && age === 0;
    // Yesterday's balanced drawers are left uncounted in the demo: an approved cash-up locks its
    // day's takings, and the demo's managers may still correct yesterday's.
    if (age === 0 && !waiting) continue;
    const decidedAt = miss && !waiting ? instantAt(date, hours[1] + 60 * 14, store.def.timezone) : closedAt;
    rows.push({
      id: uuidFromKey(`cash-up:${store.def.code}:${date}`),
      created_at: closedAt,
      updated_at: decidedAt,
      store_id: store.id,
      business_date: date,
      status: waiting ? "submitted" : "approved",
      ...terms,
      expected_cash: expected,
      counted_cash: counted,
      denominations: null,
      variance,
      variance_reason: miss
        ? rng.pick([
            "Change given twice to a customer",
            "Refund paid from the till, slip missing",
            "Short at close, recounted twice",
          ])
        : null,
      deposit_amount: counted - FLOAT,
      bank_reference: `DEP-${date.replaceAll("-", "")}-${store.def.code}`,
      notes: null,
      rejection_reason: null,
      created_by: counter.id,
      counted_by: counter.id,
      submitted_at: closedAt,
      approved_by: waiting ? null : miss ? ctx.accounting.id : null,
      approved_at: waiting ? null : decidedAt,
    });
  }
  return rows;
}
