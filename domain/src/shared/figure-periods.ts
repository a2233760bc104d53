/**
 * The periods a headline figure covers (docs/decisions.md, Dashboard): the dashboards' and the
 * Stores page's period picker. Each is computed from a store's "today" (YYYY-MM-DD in its time
 * zone), never from a machine's clock, and ends at the latest on that today. No zod here: the web
 * app's period picker reads this module, and the schemas of the API (figure-period-schemas.ts)
 * would bring zod into every page that shows one.
 */

export const FIGURE_PERIODS = [
  "this_month",
  "last_month",
  "this_quarter",
  "this_year",
  "last_12_months",
] as const;
export type FigurePeriod = (typeof FIGURE_PERIODS)[number];
export const DEFAULT_FIGURE_PERIOD: FigurePeriod = "this_month";

/** The period an answer's figures cover: its key and its first and last day, both included. */
export interface FigurePeriodRange {
  key: FigurePeriod;
  /** YYYY-MM-DD, the period's first day. */
  from: string;
  /** YYYY-MM-DD, the period's last day (today, or the last month's last day). */
  to: string;
}

/** The first day of the month `offset` months from the month of `today` (YYYY-MM-DD). */
function monthStart(today: string, offset: number): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return new Date(Date.UTC(year, month - 1 + offset, 1)).toISOString().slice(0, 10);
}

/**
 * The days a period covers, given `today`: this month = its 1st to today; last month = the whole
 * calendar month before; this quarter = the calendar quarter's first day to today; this year =
 * January 1st to today; last 12 months = the 12 calendar months up to this one (the first day of
 * the month eleven months back to today), the months of the ceo's Revenue Trend.
 */
export function figurePeriodRange(today: string, key: FigurePeriod): FigurePeriodRange {
  const month = Number(today.slice(5, 7));
  switch (key) {
    case "this_month":
      return { key, from: monthStart(today, 0), to: today };
    case "last_month": {
      const from = monthStart(today, -1);
      const end = new Date(Date.parse(`${monthStart(today, 0)}T00:00:00Z`) - 86_400_000);
      return { key, from, to: end.toISOString().slice(0, 10) };
    }
    case "this_quarter":
      return { key, from: monthStart(today, -((month - 1) % 3)), to: today };
    case "this_year":
      return { key, from: `${today.slice(0, 4)}-01-01`, to: today };
    case "last_12_months":
      return { key, from: monthStart(today, -11), to: today };
  }
}
