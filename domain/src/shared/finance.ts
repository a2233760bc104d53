/** Money formulas of the dashboards and reports (spec 1 §9, spec 2 §9, docs/decisions.md, API contract: general rules). Money is integer cents. */
import type { Cents } from "./money.ts";

/** Net profit = income − expenses − purchases (spec 1 §9, spec 2 §9). */
export function netProfit(income: Cents, expenses: Cents, purchases: Cents): Cents {
  return income - expenses - purchases;
}

/** Margin in percent: profit / income × 100, or 0 without income. */
export function margin(profit: Cents, income: Cents): number {
  return income === 0 ? 0 : (profit / income) * 100;
}

/** Revenue as a percent of the monthly target; a zero target gives 100 with revenue, else 0. */
export function growthAgainstTarget(revenue: Cents, target: Cents): number {
  if (target === 0) return revenue > 0 ? 100 : 0;
  return (revenue / target) * 100;
}

/**
 * Profit after labour = net profit − labour cost (issue #31): net profit is the specification's
 * income − purchases − expenses, which leaves wages out; this figure takes them off too.
 */
export function profitAfterLabour(net: Cents, labour: Cents): Cents {
  return net - labour;
}
