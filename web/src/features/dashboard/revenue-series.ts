import type { RevenueTrendData } from "./dashboard.api.ts";

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-02" → "Feb 26". */
export function monthLabel(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(2, 4)}`;
}

/**
 * One chart point per month of the server's trend ("Mar 25") with each store's revenue, and the
 * stores that have a series (those with income in the 12 months), named.
 */
export function revenueSeries(
  trend: RevenueTrendData | null | undefined,
  stores: ReadonlyArray<{ id: string; name: string }>,
) {
  const series = trend?.stores ?? [];
  const names = new Map(stores.map((store) => [store.id, store.name]));
  const points = (trend?.months ?? []).map((month, index) => {
    const point: Record<string, string | number> = { month: monthLabel(month) };
    for (const store of series) point[store.store_id] = store.revenue[index] ?? 0;
    return point;
  });
  return {
    points,
    stores: series.map((store) => ({
      id: store.store_id,
      name: names.get(store.store_id) ?? store.store_id,
      total: store.revenue.reduce((sum, value) => sum + value, 0),
    })),
  };
}

/** The chart draws at most this many stores at once: more lines cannot be told apart. */
export const MAX_CHART_STORES = 5;

/** The stores drawn first: the highest revenue over the months shown, at most MAX_CHART_STORES. */
export function leadingStores(stores: ReadonlyArray<{ id: string; total: number }>): string[] {
  return [...stores]
    .sort((a, b) => b.total - a.total)
    .slice(0, MAX_CHART_STORES)
    .map((store) => store.id);
}
