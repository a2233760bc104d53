import {
  IconChartBar,
  IconClock,
  IconCoin,
  IconReceipt,
  IconShoppingCart,
  IconUsers,
} from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { stat } from "../../components/StatCard.tsx";
import { formatCount, formatDollarsWhole, formatPercent } from "../../lib/format.ts";
import { type DashboardData, isNumber } from "./dashboard.api.ts";

/** Card values only for figures the server sent; a missing figure means no card, never a zero. */
export const money = (value: number | null | undefined): string | null =>
  isNumber(value) ? formatDollarsWhole(value) : null;

export const count = (value: number | null | undefined): string | null =>
  isNumber(value) ? formatCount(value) : null;

/** The period of the answer's money figures in words ("this month"), for the cards' labels. */
export const periodName = (t: TFunction, data: DashboardData): string | undefined =>
  data.period ? t(`kit.period.names.${data.period.key}`) : undefined;

/** The period's purchases and expenses, each card opening its list. */
export const spendCards = (data: DashboardData, period?: string) => [
  stat("dashboard.totalPurchases", money(data.totals?.purchases), IconShoppingCart, {
    to: "/purchases",
    period,
  }),
  stat("dashboard.totalExpenses", money(data.totals?.expenses), IconReceipt, { to: "/expenses", period }),
];

/**
 * Net profit (income − purchases − expenses, the specification's) with its margin, labour cost
 * with its share of income, and profit after labour (net profit − labour cost) with its margin:
 * the period's, side by side, so a margin that leaves wages out reads next to one that does not.
 */
export const profitCards = (t: TFunction, data: DashboardData, period?: string, reportsLink?: string) => {
  const totals = data.totals;
  const percent = (value: number | undefined) =>
    isNumber(value) ? t("dashboard.margin", { percent: formatPercent(value) }) : undefined;
  return [
    stat("dashboard.netProfit", money(totals?.net_profit), IconChartBar, {
      to: reportsLink,
      period,
      hint: percent(totals?.margin),
    }),
    stat("dashboard.labourCost", money(totals?.labour_cost), IconUsers, {
      period,
      hint: isNumber(totals?.labour_percent)
        ? t("dashboard.ofIncome", { percent: formatPercent(totals.labour_percent) })
        : undefined,
    }),
    stat("dashboard.profitAfterLabour", money(totals?.profit_after_labour), IconCoin, {
      period,
      hint: percent(totals?.profit_after_labour_margin),
    }),
  ];
};

/** Pending purchases and expenses, each card opening its list filtered to pending. */
export const pendingCards = (data: DashboardData, expenseIcon = IconClock) => [
  stat("dashboard.pendingPurchases", count(data.counts?.pending_purchases), IconClock, {
    to: "/purchases?status=pending",
  }),
  stat("dashboard.pendingExpenses", count(data.counts?.pending_expenses), expenseIcon, {
    to: "/expenses?status=pending",
  }),
];
