import { can, netProfit, toDollars, ZDashboard } from "@storeops/domain";
import type { Kysely } from "kysely";
import { countInStatus, storeSums } from "../../aggregates/store-totals.ts";
import { dataVersion, scopeKey, versionedCache } from "../../db/data-version.ts";
import type { DB, Dialect } from "../../db/database.ts";
import { storeToday } from "../../db/store-time.ts";
import type { Actor } from "../../plugins/auth.ts";
import { PreparedAnswer } from "../../plugins/prepared-answer.ts";
import { labourByStore } from "../reports/labour.ts";
import { countRows, monthlyRevenue, storesInScope } from "./dashboard.repository.ts";
import { industryRevenue, presentStoreFigures, rankByThisMonth } from "./store-figures.ts";

/** The first day of the month eleven months before `today`'s: 12 calendar months up to this one. */
export function trendStart(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 11;
  const date = new Date(Date.UTC(year, month - 1, 1));
  return date.toISOString().slice(0, 10);
}

const dashboards = versionedCache<PreparedAnswer>();

/**
 * GET /api/dashboard: the dashboard as buildDashboard makes it, kept (as JSON text and its brotli)
 * while nothing in the database has changed. Everything it shows follows from the data, the role,
 * the stores the actor reaches and the day: those are the key, and any write starts over
 * (db/data-version.ts).
 */
export async function cachedDashboard(
  db: Kysely<DB>,
  dialect: Dialect,
  actor: Actor,
): Promise<PreparedAnswer> {
  const version = await dataVersion(db, dialect);
  const today = await storeToday(db, actor.currentStoreId);
  const key = [actor.user.role, scopeKey(actor.scope), actor.currentStoreId ?? "", today].join("|");
  // Checked against the schema once, as the route's serializer would on every answer.
  return dashboards(
    version,
    key,
    async () => new PreparedAnswer(JSON.stringify(ZDashboard.parse(await buildDashboard(db, actor, today)))),
  );
}

/** The figures of the role's dashboard over the stores the role reaches on `today`, from the aggregates. */
export async function buildDashboard(db: Kysely<DB>, actor: Actor, today: string) {
  const role = actor.user.role;
  const monthStart = `${today.slice(0, 7)}-01`;
  const withTrend = role === "ceo" || role === "admin";
  const [stores, sums, labour, trend] = await Promise.all([
    storesInScope(db, actor.scope),
    storeSums(db, actor.scope, monthStart, today),
    labourByStore(db, actor.scope, { from: monthStart, to: today }),
    withTrend ? monthlyRevenue(db, actor.scope, trendStart(today), today) : Promise.resolve([]),
  ]);
  const sumsByStore = new Map(sums.map((row) => [row.store_id, row]));
  const storeRows = stores.map((store) =>
    presentStoreFigures(store, sumsByStore.get(String(store.id)), labour.get(String(store.id))),
  );
  const total = { income: 0, month: 0, purchases: 0, expenses: 0, purchaseCount: 0, expenseCount: 0 };
  for (const row of sums) {
    total.income += row.income;
    total.month += row.month_income;
    total.purchases += row.purchases;
    total.expenses += row.expenses;
    total.purchaseCount += row.purchase_count;
    total.expenseCount += row.expense_count;
  }

  const storeScope = actor.scope === "all" ? null : actor.scope;
  const [staffCount, industriesCount, usersCount, pendingPurchases, pendingExpenses] = await Promise.all([
    can(role, "staff", "read") ? countRows(db, "staff", storeScope) : Promise.resolve(null),
    countRows(db, "industries", null),
    role === "admin" || role === "ceo" ? countRows(db, "users", null) : Promise.resolve(null),
    countInStatus(db, "purchase", actor.scope, "pending"),
    countInStatus(db, "expense", actor.scope, "pending"),
  ]);

  return {
    role,
    today,
    scope: { store_count: storeRows.length },
    totals: {
      income: toDollars(total.income),
      purchases: toDollars(total.purchases),
      expenses: toDollars(total.expenses),
      net_profit: toDollars(netProfit(total.income, total.expenses, total.purchases)),
    },
    this_month: { income: toDollars(total.month) },
    counts: {
      stores: storeRows.length,
      active_stores: storeRows.filter((store) => store.status === "active").length,
      staff: staffCount,
      industries: industriesCount,
      users: usersCount,
      purchases: total.purchaseCount,
      expenses: total.expenseCount,
      pending_purchases: pendingPurchases,
      pending_expenses: pendingExpenses,
    },
    stores: storeRows,
    store_performance: rankByThisMonth(storeRows),
    revenue_trend: trend.map((row) => ({
      month: row.month,
      store_id: row.store_id,
      revenue: toDollars(row.total),
    })),
    industries: industryRevenue(storeRows),
  };
}
