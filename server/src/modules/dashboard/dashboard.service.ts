import { can, growthAgainstTarget, margin, netProfit, toDollars } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { storeToday } from "../../db/store-time.ts";
import type { Actor } from "../../plugins/auth.ts";
import { countWhere, storeSums, storesInScope } from "./dashboard.repository.ts";

/** The figures of the role's dashboard, all aggregated in SQL over the stores the role reaches. */
export async function buildDashboard(db: Kysely<DB>, actor: Actor) {
  const role = actor.user.role;
  const today = await storeToday(db, actor.currentStoreId);
  const monthStart = `${today.slice(0, 7)}-01`;
  const [stores, sums] = await Promise.all([
    storesInScope(db, actor.scope),
    storeSums(db, actor.scope, monthStart),
  ]);
  const sumsByStore = new Map(sums.map((row) => [row.store_id, row]));
  const total = { income: 0, month: 0, purchases: 0, expenses: 0 };
  const storeRows = stores.map((store) => {
    const row = sumsByStore.get(String(store.id));
    const income = row?.income ?? 0;
    const purchases = row?.purchases ?? 0;
    const expenses = row?.expenses ?? 0;
    const profit = netProfit(income, expenses, purchases);
    total.income += income;
    total.month += row?.month_income ?? 0;
    total.purchases += purchases;
    total.expenses += expenses;
    return {
      id: String(store.id),
      name: String(store.name),
      code: String(store.code),
      status: String(store.status),
      industry_id: store.industry_id ? String(store.industry_id) : null,
      industry: store.industry ? String(store.industry) : null,
      revenue: toDollars(income),
      this_month_revenue: toDollars(row?.month_income ?? 0),
      purchases: toDollars(purchases),
      expenses: toDollars(expenses),
      profit: toDollars(profit),
      margin: Math.round(margin(profit, income) * 10) / 10,
      monthly_target: toDollars(Number(store.monthly_target ?? 0)),
      growth:
        Math.round(growthAgainstTarget(row?.month_income ?? 0, Number(store.monthly_target ?? 0)) * 10) / 10,
    };
  });

  const industries = new Map<string, { id: string; name: string; revenue: number; store_count: number }>();
  for (const store of storeRows) {
    if (!store.industry_id) continue;
    const industry = industries.get(store.industry_id) ?? {
      id: store.industry_id,
      name: store.industry ?? "",
      revenue: 0,
      store_count: 0,
    };
    industry.revenue = Math.round((industry.revenue + store.revenue) * 100) / 100;
    industry.store_count += 1;
    industries.set(store.industry_id, industry);
  }

  const seesAll = actor.scope === "all";
  const [staffCount, industriesCount, usersCount, pendingPurchases, pendingExpenses] = await Promise.all([
    can(role, "staff", "read")
      ? countWhere(db, "staff", seesAll ? null : actor.scope)
      : Promise.resolve(null),
    countWhere(db, "industries", null),
    role === "admin" || role === "ceo" ? countWhere(db, "users", null) : Promise.resolve(null),
    countWhere(db, "purchases", seesAll ? null : actor.scope, "pending"),
    countWhere(db, "expenses", seesAll ? null : actor.scope, "pending"),
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
      pending_purchases: pendingPurchases,
      pending_expenses: pendingExpenses,
    },
    stores: storeRows,
    industries: [...industries.values()].sort((a, b) => b.revenue - a.revenue),
  };
}
