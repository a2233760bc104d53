import { growthAgainstTarget, labourPercent, margin, netProfit, toDollars } from "@storeops/domain";
import type { StoreSums } from "../../aggregates/store-totals.ts";

export interface StoreInfo {
  id: unknown;
  name: unknown;
  code: unknown;
  status: unknown;
  monthly_target: unknown;
  industry_id: unknown;
  industry: unknown;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** A store's purchases and expenses of this calendar month, in cents. */
export interface MonthCosts {
  purchases: number;
  expenses: number;
}

/**
 * One store's dashboard row in dollars. `revenue`, purchases, expenses, profit and margin cover all
 * recorded history (the ceo's Top Performing Stores). The `this_month_*` figures, `labour_cost` and
 * `labour_percent` cover this calendar month up to today, so the financial dashboard's table (Revenue,
 * Expenses, Profit, Margin, Labour %) reads one period; `growth` is this month's revenue as a percent
 * of `monthly_target` (Store Performance).
 */
export function presentStoreFigures(
  store: StoreInfo,
  sums: StoreSums | undefined,
  monthLabour = 0,
  month: MonthCosts = { purchases: 0, expenses: 0 },
) {
  const income = sums?.income ?? 0;
  const monthIncome = sums?.month_income ?? 0;
  const purchases = sums?.purchases ?? 0;
  const expenses = sums?.expenses ?? 0;
  const target = Number(store.monthly_target ?? 0);
  const profit = netProfit(income, expenses, purchases);
  const monthProfit = netProfit(monthIncome, month.expenses, month.purchases);
  return {
    id: String(store.id),
    name: String(store.name),
    code: String(store.code),
    status: String(store.status),
    industry_id: store.industry_id ? String(store.industry_id) : null,
    industry: store.industry ? String(store.industry) : null,
    revenue: toDollars(income),
    this_month_revenue: toDollars(monthIncome),
    purchases: toDollars(purchases),
    purchase_count: sums?.purchase_count ?? 0,
    expenses: toDollars(expenses),
    expense_count: sums?.expense_count ?? 0,
    income_record_count: sums?.income_records ?? 0,
    profit: toDollars(profit),
    margin: oneDecimal(margin(profit, income)),
    this_month_purchases: toDollars(month.purchases),
    this_month_expenses: toDollars(month.expenses),
    this_month_profit: toDollars(monthProfit),
    this_month_margin: oneDecimal(margin(monthProfit, monthIncome)),
    monthly_target: toDollars(target),
    growth: oneDecimal(growthAgainstTarget(monthIncome, target)),
    labour_cost: toDollars(Math.round(monthLabour)),
    labour_percent: labourPercent(Math.round(monthLabour), monthIncome),
  };
}

export type StoreFigures = ReturnType<typeof presentStoreFigures>;

/** Store Performance: stores ranked by this month's revenue (ties by name), with % of target. */
export function rankByThisMonth(stores: readonly StoreFigures[]) {
  return [...stores]
    .sort((a, b) => b.this_month_revenue - a.this_month_revenue || a.name.localeCompare(b.name))
    .map((store) => ({
      id: store.id,
      name: store.name,
      code: store.code,
      this_month_revenue: store.this_month_revenue,
      monthly_target: store.monthly_target,
      growth: store.growth,
    }));
}

/** Revenue per industry over the given stores, highest first. */
export function industryRevenue(stores: readonly StoreFigures[]) {
  const industries = new Map<
    string,
    { id: string; name: string; revenue: number; this_month_revenue: number; store_count: number }
  >();
  for (const store of stores) {
    if (!store.industry_id) continue;
    const industry = industries.get(store.industry_id) ?? {
      id: store.industry_id,
      name: store.industry ?? "",
      revenue: 0,
      this_month_revenue: 0,
      store_count: 0,
    };
    industry.revenue = Math.round((industry.revenue + store.revenue) * 100) / 100;
    industry.this_month_revenue =
      Math.round((industry.this_month_revenue + store.this_month_revenue) * 100) / 100;
    industry.store_count += 1;
    industries.set(store.industry_id, industry);
  }
  return [...industries.values()].sort((a, b) => b.revenue - a.revenue);
}
