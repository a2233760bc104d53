import {
  growthAgainstTarget,
  labourPercent,
  margin,
  netProfit,
  profitAfterLabour,
  toDollars,
} from "@storeops/domain";
import { blankPeriodSums, type PeriodSums } from "../../aggregates/period-figures.ts";

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
const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/**
 * The money figures of one period, in dollars, from its sums and labour cost (cents; labour may
 * be fractional and is rounded once here): purchases, expenses, net profit (income − purchases −
 * expenses) and its margin, labour cost and its percent of income, and profit after labour (net
 * profit − labour cost) and its margin. Percentages have two decimals, as the report's.
 */
export function periodMoney(sums: PeriodSums, labourCents: number) {
  const labour = Math.round(labourCents);
  const net = netProfit(sums.income, sums.expenses, sums.purchases);
  const afterLabour = profitAfterLabour(net, labour);
  return {
    purchases: toDollars(sums.purchases),
    expenses: toDollars(sums.expenses),
    net_profit: toDollars(net),
    margin: twoDecimals(margin(net, sums.income)),
    labour_cost: toDollars(labour),
    labour_percent: labourPercent(labour, sums.income),
    profit_after_labour: toDollars(afterLabour),
    profit_after_labour_margin: twoDecimals(margin(afterLabour, sums.income)),
  };
}

/**
 * One store's dashboard row in dollars. Its money figures (revenue, purchases, expenses, profit,
 * margin, labour, profit after labour) and counts cover the dashboard's period, so the financial
 * dashboard's table reads one period and its profit can be checked; `this_month_revenue` and
 * `growth` (this month's revenue as a percent of `monthly_target`) are Store Performance's, whose
 * target is monthly.
 */
export function presentStoreFigures(
  store: StoreInfo,
  sums: PeriodSums = blankPeriodSums(),
  labourCents = 0,
  monthIncome = 0,
) {
  const target = Number(store.monthly_target ?? 0);
  const { net_profit, ...money } = periodMoney(sums, labourCents);
  return {
    id: String(store.id),
    name: String(store.name),
    code: String(store.code),
    status: String(store.status),
    industry_id: store.industry_id ? String(store.industry_id) : null,
    industry: store.industry ? String(store.industry) : null,
    revenue: toDollars(sums.income),
    income_record_count: sums.income_records,
    purchase_count: sums.purchase_count,
    expense_count: sums.expense_count,
    profit: net_profit,
    ...money,
    this_month_revenue: toDollars(monthIncome),
    monthly_target: toDollars(target),
    growth: oneDecimal(growthAgainstTarget(monthIncome, target)),
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
