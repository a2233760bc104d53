import { IconClock, IconReceipt, IconShoppingCart } from "@tabler/icons-react";
import { formatCount, formatDollarsWhole } from "../../lib/format.ts";
import { type DashboardData, isNumber } from "./dashboard.api.ts";

/** Card values only for figures the server sent; a missing figure means no card, never a zero. */
export const money = (value: number | null | undefined): string | null =>
  isNumber(value) ? formatDollarsWhole(value) : null;

export const count = (value: number | null | undefined): string | null =>
  isNumber(value) ? formatCount(value) : null;

/** The month's purchases and expenses, each card opening its list. */
export const spendCards = (data: DashboardData) => [
  {
    label: "dashboard.totalPurchases",
    value: money(data.totals?.purchases),
    icon: IconShoppingCart,
    to: "/purchases",
  },
  {
    label: "dashboard.totalExpenses",
    value: money(data.totals?.expenses),
    icon: IconReceipt,
    to: "/expenses",
  },
];

/** Pending purchases and expenses, each card opening its list filtered to pending. */
export const pendingCards = (data: DashboardData, expenseIcon = IconClock) => [
  {
    label: "dashboard.pendingPurchases",
    value: count(data.counts?.pending_purchases),
    icon: IconClock,
    to: "/purchases?status=pending",
  },
  {
    label: "dashboard.pendingExpenses",
    value: count(data.counts?.pending_expenses),
    icon: expenseIcon,
    to: "/expenses?status=pending",
  },
];
