import { can, netProfit, toDollars, ZDashboard } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { addFigures } from "../../aggregates/add-figures.ts";
import { countInStatus, storeSums } from "../../aggregates/store-totals.ts";
import { dataVersion, versionedCache } from "../../db/data-version.ts";
import type { DB, Dialect } from "../../db/database.ts";
import { storeToday } from "../../db/store-time.ts";
import { PreparedAnswer } from "../../plugins/prepared-answer.ts";
import { labourByStore } from "../reports/labour.ts";
import { countRows, monthlyRevenue, storesInScope, transactionsByStore } from "./dashboard.repository.ts";
import { dashboardKey } from "./dashboard-key.ts";
import { dashboardLists } from "./dashboard-lists.ts";
import { presentRevenueTrend, trendStart } from "./revenue-trend.ts";
import { industryRevenue, presentStoreFigures, rankByThisMonth } from "./store-figures.ts";

const dashboards = versionedCache<PreparedAnswer>();

/**
 * GET /api/dashboard: the dashboard as buildDashboard makes it, kept (as JSON text and its brotli)
 * while nothing in the database has changed. Everything it shows follows from the data, the role,
 * the stores the actor reaches, the day and, for a role whose lists depend on who asks (staff: their
 * own pending records), the user: those are the key (dashboard-key.ts), and any write starts over
 * (db/data-version.ts).
 */
export async function cachedDashboard(
  db: Kysely<DB>,
  dialect: Dialect,
  actor: Actor,
): Promise<PreparedAnswer> {
  const version = await dataVersion(db, dialect);
  const today = await storeToday(db, actor.currentStoreId);
  const key = dashboardKey(actor, today);
  // Checked against the schema once, as the route's serializer would on every answer.
  return dashboards(
    version,
    key,
    async () => new PreparedAnswer(JSON.stringify(ZDashboard.parse(await buildDashboard(db, actor, today)))),
  );
}

/**
 * The role's dashboard over the stores the role reaches on `today`: its figures from the aggregates
 * and its lists (dashboard-lists.ts), as the caller reads them.
 */
export async function buildDashboard(db: Kysely<DB>, actor: Actor, today: string) {
  const role = actor.user.role;
  const monthStart = `${today.slice(0, 7)}-01`;
  // Only the ceo's dashboard draws the trend: the admin's does not, and its answer stays small.
  const withTrend = role === "ceo";
  const [stores, sums, labour, monthCosts, trend, lists] = await Promise.all([
    storesInScope(db, actor.scope),
    storeSums(db, actor.scope, monthStart, today),
    labourByStore(db, actor.scope, { from: monthStart, to: today }),
    transactionsByStore(db, actor.scope, monthStart, today),
    withTrend ? monthlyRevenue(db, actor.scope, trendStart(today), today) : Promise.resolve([]),
    dashboardLists(db, actor),
  ]);
  const sumsByStore = new Map(sums.map((row) => [row.store_id, row]));
  const storeRows = stores.map((store) => {
    const id = String(store.id);
    return presentStoreFigures(store, sumsByStore.get(id), labour.get(id), monthCosts.get(id));
  });
  const total = {
    income: 0,
    month_income: 0,
    purchases: 0,
    expenses: 0,
    purchase_count: 0,
    expense_count: 0,
  };
  for (const row of sums) addFigures(total, row);

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
    this_month: { income: toDollars(total.month_income) },
    counts: {
      stores: storeRows.length,
      active_stores: storeRows.filter((store) => store.status === "active").length,
      staff: staffCount,
      industries: industriesCount,
      users: usersCount,
      purchases: total.purchase_count,
      expenses: total.expense_count,
      pending_purchases: pendingPurchases,
      pending_expenses: pendingExpenses,
    },
    stores: storeRows,
    store_performance: rankByThisMonth(storeRows),
    revenue_trend: withTrend
      ? presentRevenueTrend(
          today,
          trend,
          storeRows.map((store) => store.id),
        )
      : null,
    industries: industryRevenue(storeRows),
    ...lists,
  };
}
