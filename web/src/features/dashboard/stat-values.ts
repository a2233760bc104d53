import { IconClock, IconReceipt, IconShoppingCart } from "@tabler/icons-react";
import { stat } from "../../components/StatCard.tsx";
import { formatCount, formatDollarsWhole } from "../../lib/format.ts";
import { type DashboardData, isNumber } from "./dashboard.api.ts";

/** Card values only for figures the server sent; a missing figure means no card, never a zero. */
export const money = (value: number | null | undefined): string | null =>
  isNumber(value) ? formatDollarsWhole(value) : null;

export const count = (value: number | null | undefined): string | null =>
  isNumber(value) ? formatCount(value) : null;

/** The month's purchases and expenses, each card opening its list. */
export const spendCards = (data: DashboardData) => [
  stat("dashboard.totalPurchases", money(data.totals?.purchases), IconShoppingCart, { to: "/purchases" }),
  stat("dashboard.totalExpenses", money(data.totals?.expenses), IconReceipt, { to: "/expenses" }),
];

/** Pending purchases and expenses, each card opening its list filtered to pending. */
export const pendingCards = (data: DashboardData, expenseIcon = IconClock) => [
  stat("dashboard.pendingPurchases", count(data.counts?.pending_purchases), IconClock, {
    to: "/purchases?status=pending",
  }),
  stat("dashboard.pendingExpenses", count(data.counts?.pending_expenses), expenseIcon, {
    to: "/expenses?status=pending",
  }),
];
