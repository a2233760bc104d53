/**
 * The month-end pack's figures of a scope and period (docs/decisions.md, Reports, Month-end pack),
 * in cents as read, then in dollars: the dashboards' period sums and labour cost (the same
 * readers, so the pack agrees with the dashboard for the same stores and period), the month's
 * kept totals by status, category, vendor and due date, the budgets and the stores' labour targets.
 */
import {
  BUDGET_LINES,
  budgetVariance,
  budgetVariancePercent,
  DEFAULT_STORE_SETTINGS,
  labourPercent,
  margin,
  netProfit,
  profitAfterLabour,
  type StoreScope,
  type TMonthEndPack,
  toDollars,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import { blankPeriodSums, periodSumsByStore } from "../../aggregates/period-figures.ts";
import type { DB } from "../../db/database.ts";
import { dateInZone } from "../../db/store-time.ts";
import { labourByStore } from "./labour.ts";
import {
  approvedByDueDate,
  budgetLines,
  expenseCategories,
  incomeByTender,
  packStores,
  purchaseCategories,
  statusTotals,
  topVendors,
} from "./month-end.repository.ts";

const twoDecimals = (value: number) => Math.round(value * 100) / 100;
const TOP_VENDORS = 5;

/** The pack's figures that follow from the data, the scope and the period (the request adds who and when). */
export type MonthEndFigures = Omit<
  TMonthEndPack,
  | "month"
  | "from"
  | "to"
  | "store_id"
  | "store_label"
  | "generated_at"
  | "generated_by"
  | "cash_ups"
  | "weeks"
>;

/** A store's labour target from its settings (issue #31, item 5): null when it has none (0). */
function labourTarget(settings: string | null): number | null {
  try {
    const parsed = settings ? (JSON.parse(settings) as { labour?: { target_percent?: unknown } }) : {};
    const target = Number(parsed.labour?.target_percent ?? DEFAULT_STORE_SETTINGS.labour.target_percent);
    return Number.isFinite(target) && target > 0 ? target : null;
  } catch {
    return null;
  }
}

/** Money and its count in dollars. */
const dollars = (row: { amount: number; count: number }) => ({
  amount: toDollars(row.amount),
  count: row.count,
});

export async function monthEndFigures(
  db: Kysely<DB>,
  scope: StoreScope,
  period: { month: string; from: string; to: string; wholeMonth: boolean },
  now: Date,
): Promise<MonthEndFigures> {
  const { month, from, to } = period;
  const [stores, sums, labour, tender, statuses, categories, bought, vendors, due, budgets] =
    await Promise.all([
      packStores(db, scope),
      periodSumsByStore(db, scope, from, to),
      labourByStore(db, scope, { from, to }),
      incomeByTender(db, scope, from, to, period.wholeMonth),
      statusTotals(db, scope, from, to),
      expenseCategories(db, scope, month),
      purchaseCategories(db, scope, month),
      topVendors(db, scope, month, TOP_VENDORS),
      approvedByDueDate(db, scope, month),
      budgetLines(db, scope, month),
    ]);
  // Totals over every row in scope (for admin and ceo, records of no store too), as the dashboard's.
  const total = blankPeriodSums();
  for (const row of sums.values()) {
    total.income += row.income;
    total.purchases += row.purchases;
    total.purchase_count += row.purchase_count;
    total.expenses += row.expenses;
    total.expense_count += row.expense_count;
  }
  let labourExact = 0;
  for (const amount of labour.values()) labourExact += amount;
  const labourCents = Math.round(labourExact);
  const net = netProfit(total.income, total.expenses, total.purchases);
  const afterLabour = profitAfterLabour(net, labourCents);

  const storeRows = stores.map((store) => {
    const own = sums.get(store.id) ?? blankPeriodSums();
    const ownLabour = Math.round(labour.get(store.id) ?? 0);
    const ownNet = netProfit(own.income, own.expenses, own.purchases);
    return {
      store_id: store.id,
      name: String(store.name),
      code: String(store.code),
      income: toDollars(own.income),
      purchases: toDollars(own.purchases),
      expenses: toDollars(own.expenses),
      net_profit: toDollars(ownNet),
      labour_cost: toDollars(ownLabour),
      labour_percent: labourPercent(ownLabour, own.income),
      labour_target_percent: labourTarget(store.settings),
      profit_after_labour: toDollars(profitAfterLabour(ownNet, ownLabour)),
    };
  });
  // One target for the pack: the store's, or the one every store in scope shares.
  const targets = new Set(storeRows.map((row) => row.labour_target_percent));
  const target = targets.size === 1 ? ([...targets][0] ?? null) : null;
  const percent = labourPercent(labourCents, total.income);

  const status = (kind: string, name: string) =>
    statuses.find((row) => row.kind === kind && row.status === name) ?? { amount: 0, count: 0 };
  const pending = status("purchase", "pending");
  const approved = status("purchase", "approved");
  const todayOf = new Map(stores.map((store) => [store.id, dateInZone(now, store.timezone ?? "UTC")]));
  const serverToday = now.toISOString().slice(0, 10);
  const overdue = { amount: 0, count: 0 };
  for (const row of due) {
    if (row.due_date >= (todayOf.get(row.store_id) ?? serverToday)) continue;
    overdue.amount += row.amount;
    overdue.count += row.count;
  }

  const actual = {
    revenue: total.income,
    purchases: total.purchases,
    expenses: total.expenses,
    labour: labourCents,
  };
  const budgeted = new Map<string, number>();
  for (const row of budgets) budgeted.set(row.line, (budgeted.get(row.line) ?? 0) + row.amount);

  return {
    income: {
      cash: toDollars(tender.cash),
      card: toDollars(tender.card),
      other: toDollars(tender.other),
      total: toDollars(tender.total),
      records: tender.records,
    },
    purchases: {
      amount: toDollars(total.purchases),
      count: total.purchase_count,
      by_status: ["pending", "approved", "paid"].map((name) => ({
        status: name,
        ...dollars(status("purchase", name)),
      })),
      by_category: bought.map((row) => ({ category: row.name, ...dollars(row) })),
    },
    expenses: {
      amount: toDollars(total.expenses),
      count: total.expense_count,
      by_category: categories.map((row) => ({ category: row.name, ...dollars(row) })),
    },
    labour: {
      cost: toDollars(labourCents),
      percent,
      target_percent: target,
      over_target: target === null ? null : percent > target,
    },
    profit: {
      net_profit: toDollars(net),
      margin: twoDecimals(margin(net, total.income)),
      profit_after_labour: toDollars(afterLabour),
      profit_after_labour_margin: twoDecimals(margin(afterLabour, total.income)),
    },
    budget: BUDGET_LINES.map((line) => {
      const budget = budgeted.get(line);
      return {
        line,
        budget: budget === undefined ? null : toDollars(budget),
        actual: toDollars(actual[line]),
        variance: budget === undefined ? null : toDollars(budgetVariance(actual[line], budget)),
        variance_percent: budget === undefined ? null : budgetVariancePercent(actual[line], budget),
      };
    }),
    bills: {
      unpaid: dollars({ amount: pending.amount + approved.amount, count: pending.count + approved.count }),
      pending: dollars(pending),
      approved: dollars(approved),
      overdue: dollars(overdue),
    },
    top_vendors: vendors.map((row) => ({ vendor: row.name, ...dollars(row) })),
    stores: storeRows,
  };
}
