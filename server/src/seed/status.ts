import type { Rng } from "./random.ts";

/** Status mixes by age: recent paperwork is mostly pending, old paperwork is settled. */
interface StatusMix {
  /** Applies to records at most this many days old. */
  until: number;
  pending: number;
  approved: number;
  paid: number;
  rejected: number;
}

export const PURCHASE_MIX: readonly StatusMix[] = [
  { until: 7, pending: 85, approved: 10, paid: 0, rejected: 5 },
  { until: 21, pending: 40, approved: 32, paid: 20, rejected: 8 },
  { until: 75, pending: 0, approved: 16, paid: 76, rejected: 8 },
  { until: Number.POSITIVE_INFINITY, pending: 0, approved: 3, paid: 91, rejected: 6 },
];

export const EXPENSE_MIX: readonly StatusMix[] = [
  { until: 7, pending: 82, approved: 13, paid: 0, rejected: 5 },
  { until: 30, pending: 12, approved: 78, paid: 0, rejected: 10 },
  { until: Number.POSITIVE_INFINITY, pending: 0, approved: 90, paid: 0, rejected: 10 },
];

/**
 * A status for a record `age` days old (the mix of its age) whose decision takes `lag` days; it
 * stays pending when the decision day would fall after `lastDay`, the last day with activity.
 */
export function pickStatus(
  rng: Rng,
  mixes: readonly StatusMix[],
  age: number,
  lag: number,
  daysToLastDay: number,
): string {
  const mix = mixes.find((candidate) => age <= candidate.until) ?? mixes[mixes.length - 1];
  if (!mix) return "pending";
  const status = rng.weighted([
    ["pending", mix.pending],
    ["approved", mix.approved],
    ["paid", mix.paid],
    ["rejected", mix.rejected],
  ] as const);
  return status !== "pending" && lag > daysToLastDay ? "pending" : status;
}
