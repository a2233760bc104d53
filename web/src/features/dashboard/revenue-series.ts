interface TrendRow {
  month: string;
  store_id: string;
  revenue: number;
}

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The 12 months up to `today`'s, oldest first, as YYYY-MM. */
export function lastTwelveMonths(today: string): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return Array.from({ length: 12 }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 12 + index, 1));
    return date.toISOString().slice(0, 7);
  });
}

/** One chart point per month ("Mar 25") with each store's revenue (0 for a month without income). */
export function revenueSeries(
  today: string,
  rows: readonly TrendRow[],
  stores: ReadonlyArray<{ id: string; name: string }>,
) {
  const months = today ? lastTwelveMonths(today) : [];
  const withRevenue = stores.filter((store) => rows.some((row) => row.store_id === store.id));
  const points = months.map((month) => {
    const point: Record<string, string | number> = {
      month: `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(2, 4)}`,
    };
    for (const store of withRevenue) {
      point[store.id] = rows.find((row) => row.month === month && row.store_id === store.id)?.revenue ?? 0;
    }
    return point;
  });
  return { points, stores: withRevenue };
}
