/**
 * The cash-up's arithmetic (docs/decisions.md, Cash-ups), in cents: what the till should hold,
 * what was counted and how far apart they are.
 */

/** The terms of the expected cash of a store's day, in cents. */
export interface CashTerms {
  opening_float: number;
  cash_takings: number;
  cash_purchases: number;
  cash_expenses: number;
  cash_drops: number;
}

/** Opening float + the day's cash takings − purchases and expenses paid in cash − cash dropped to the safe. */
export function expectedCash(terms: CashTerms): number {
  return (
    terms.opening_float + terms.cash_takings - terms.cash_purchases - terms.cash_expenses - terms.cash_drops
  );
}

/** Counted − expected: negative when the till is short, positive when it is over. */
export function cashVariance(countedCents: number, expectedCents: number): number {
  return countedCents - expectedCents;
}

/** The largest count of one note or coin the form takes (a bag of 100,000 pennies is $1,000). */
export const MAX_DENOMINATION_COUNT = 100_000;

/** The total of a denomination count ({"2000": 3} is three $20 notes) in cents; null when malformed. */
export function denominationTotal(counts: Record<string, number>): number | null {
  let total = 0;
  for (const [face, count] of Object.entries(counts)) {
    const cents = Number(face);
    if (!/^\d{1,6}$/.test(face) || cents <= 0) return null;
    if (!Number.isInteger(count) || count < 0 || count > MAX_DENOMINATION_COUNT) return null;
    total += cents * count;
  }
  return total;
}

/** Whether a variance is beyond the store's tolerance (both in cents): it then needs a reason and an approval. */
export function needsApproval(varianceCents: number, toleranceCents: number): boolean {
  return Math.abs(varianceCents) > toleranceCents;
}
