import { toDollars } from "@storeops/domain";

/** The 12 calendar months up to `today`'s, oldest first, as YYYY-MM. */
export function trendMonths(today: string): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return Array.from({ length: 12 }, (_, index) =>
    new Date(Date.UTC(year, month - 12 + index, 1)).toISOString().slice(0, 7),
  );
}

/** The first day of the month eleven months before `today`'s: 12 calendar months up to this one. */
export function trendStart(today: string): string {
  return `${trendMonths(today)[0]}-01`;
}

/**
 * The ceo's Revenue Trend: one series of 12 monthly amounts per store with income in the period, in
 * the order of `storeIds`. A series rather than a row per store and month: the answer names each
 * store once, not twelve times (at 58 stores, 10 KB instead of 62).
 */
export function presentRevenueTrend(
  today: string,
  rows: ReadonlyArray<{ store_id: string; month: string; total: number }>,
  storeIds: readonly string[],
) {
  const months = trendMonths(today);
  const byStore = new Map<string, number[]>();
  for (const row of rows) {
    const index = months.indexOf(row.month);
    if (index < 0) continue;
    const cents = byStore.get(row.store_id) ?? months.map(() => 0);
    cents[index] = (cents[index] ?? 0) + row.total;
    byStore.set(row.store_id, cents);
  }
  const stores = storeIds.flatMap((storeId) => {
    const cents = byStore.get(storeId);
    return cents ? [{ store_id: storeId, revenue: cents.map(toDollars) }] : [];
  });
  return { months, stores };
}
