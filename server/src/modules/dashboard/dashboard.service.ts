import {
  can,
  DEFAULT_FIGURE_PERIOD,
  type FigurePeriod,
  figurePeriodRange,
  toDollars,
  ZDashboard,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { addFigures } from "../../aggregates/add-figures.ts";
import { blankPeriodSums, periodSumsByStore } from "../../aggregates/period-figures.ts";
import { countInStatus, storeSums } from "../../aggregates/store-totals.ts";
import { dataVersion, versionedCache } from "../../db/data-version.ts";
import type { DB, Dialect } from "../../db/database.ts";
import { storeToday } from "../../db/store-time.ts";
import { PreparedAnswer } from "../../plugins/prepared-answer.ts";
import { labourByStore } from "../reports/labour.ts";
import { countRows, monthlyRevenue, storesInScope } from "./dashboard.repository.ts";
import { dashboardKey } from "./dashboard-key.ts";
import { dashboardLists } from "./dashboard-lists.ts";
import { presentRevenueTrend, trendStart } from "./revenue-trend.ts";
import { industryRevenue, periodMoney, presentStoreFigures, rankByThisMonth } from "./store-figures.ts";

const dashboards = versionedCache<PreparedAnswer>();

/**
 * GET /api/dashboard: the dashboard as buildDashboard makes it, kept (as JSON text and its brotli)
 * while nothing in the database has changed. Everything it shows follows from the data, the role,
 * the stores the actor reaches, the day, the period and, for a role whose lists depend on who asks
 * (staff: their own pending records), the user: those are the key (dashboard-key.ts), and any write
 * starts over (db/data-version.ts).
 */
export async function cachedDashboard(
  db: Kysely<DB>,
  dialect: Dialect,
  actor: Actor,
  period: FigurePeriod = DEFAULT_FIGURE_PERIOD,
): Promise<PreparedAnswer> {
  const version = await dataVersion(db, dialect);
  const today = await storeToday(db, actor.currentStoreId);
  const key = dashboardKey(actor, today, period);
  // Checked against the schema once, as the route's serializer would on every answer.
  return dashboards(
    version,
    key,
    async () =>
      new PreparedAnswer(JSON.stringify(ZDashboard.parse(await buildDashboard(db, actor, today, period)))),
  );
}

/**
 * The role's dashboard over the stores the role reaches on `today` (the current store's date): its
 * money figures over `period` (docs/decisions.md, Dashboard), from the aggregates, and its lists
 * (dashboard-lists.ts), as the caller reads them.
 */
export async function buildDashboard(
  db: Kysely<DB>,
  actor: Actor,
  today: string,
  periodKey: FigurePeriod = DEFAULT_FIGURE_PERIOD,
) {
  const role = actor.user.role;
  const period = figurePeriodRange(today, periodKey);
  const monthStart = `${today.slice(0, 7)}-01`;
  // Only the ceo's dashboard draws the trend: the admin's does not, and its answer stays small.
  const withTrend = role === "ceo";
  const [stores, sums, periodSums, labour, trend, lists] = await Promise.all([
    storesInScope(db, actor.scope),
    storeSums(db, actor.scope, monthStart, today),
    periodSumsByStore(db, actor.scope, period.from, period.to),
    labourByStore(db, actor.scope, { from: period.from, to: period.to }),
    withTrend ? monthlyRevenue(db, actor.scope, trendStart(today), today) : Promise.resolve([]),
    dashboardLists(db, actor),
  ]);
  const monthIncome = new Map(sums.map((row) => [row.store_id, row.month_income]));
  const storeRows = stores.map((store) => {
    const id = String(store.id);
    return presentStoreFigures(store, periodSums.get(id), labour.get(id), monthIncome.get(id));
  });
  // The totals add every row in scope (for admin and ceo, records of no store too), as the report does.
  const total = blankPeriodSums();
  for (const row of periodSums.values()) addFigures(total, row);
  let labourExact = 0;
  for (const amount of labour.values()) labourExact += amount;
  const counted = { purchase_count: 0, expense_count: 0 };
  for (const row of sums) addFigures(counted, row);

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
    period,
    scope: { store_count: storeRows.length },
    totals: { income: toDollars(total.income), ...periodMoney(total, labourExact) },
    counts: {
      stores: storeRows.length,
      active_stores: storeRows.filter((store) => store.status === "active").length,
      staff: staffCount,
      industries: industriesCount,
      users: usersCount,
      purchases: counted.purchase_count,
      expenses: counted.expense_count,
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
