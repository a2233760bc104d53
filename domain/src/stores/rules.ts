/** Store rules: the default store code, the store detail panel's periods. */

import { FIGURE_PERIODS } from "../shared/figure-periods.ts";

/** Default store code: "Downtown Cafe" → "DOWNTOWN-CAFE". */
export function storeCodeFromName(name: string): string {
  return name.trim().toUpperCase().replace(/\s+/g, "-");
}

/** The rolling periods the store detail panel had before the figure periods (kept for callers). */
export const ROLLING_PERIODS = ["month", "quarter", "year"] as const;
export type RollingPeriod = (typeof ROLLING_PERIODS)[number];
/** The store detail panel's periods: the figure periods of every screen (this month first), and the rolling ones. */
export const OVERVIEW_PERIODS = [...FIGURE_PERIODS, ...ROLLING_PERIODS] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];
const PERIOD_MONTHS: Record<RollingPeriod, number> = { month: 1, quarter: 3, year: 12 };

export const isRollingPeriod = (period: OverviewPeriod): period is RollingPeriod =>
  (ROLLING_PERIODS as readonly string[]).includes(period);

/**
 * The store detail panel's rolling period (docs/decisions.md, Stores) ending `today` (YYYY-MM-DD, the store's
 * time zone): the last 1, 3 or 12 months — from the day after the same date that many months back
 * ("2026-11-24", month → "2026-10-25"), the day clamped to the month's end.
 */
export function overviewPeriod(today: string, period: RollingPeriod): { from: string; to: string } {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 - PERIOD_MONTHS[period], 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay) + 1);
  return { from: target.toISOString().slice(0, 10), to: today };
}
