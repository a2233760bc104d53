import { describe, expect, it } from "vitest";
import { describeLadder } from "../../../test/ladder.ts";
import { client, signIn, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { untyped } from "../../db/database.ts";
import { newId, nowIso } from "../../ids.ts";

const t = useTestApp();
const admin = useSignIn(t, "admin");

interface StoreFigures {
  id: string;
  revenue: number;
  this_month_revenue: number;
  monthly_target: number;
  growth: number;
  purchase_count: number;
}
interface MonthFigures extends StoreFigures {
  labour_cost: number;
  labour_percent: number;
  purchases: number;
  expenses: number;
  profit: number;
  margin: number;
}
interface Ranked {
  id: string;
  this_month_revenue: number;
  monthly_target: number;
  growth: number;
}

const dashboardOf = async (token: string) => (await client(t.app, token).get("/api/dashboard")).json();
const cents = (dollars: number) => Math.round(dollars * 100);

const DATE_COLUMN = { daily_income: "date", purchases: "purchase_date", expenses: "expense_date" };

/** Sums in cents straight from the tables, by the counting rule (rejected left out), dated from `from` to `to`. */
async function tableSum(
  table: "daily_income" | "purchases" | "expenses",
  column: string,
  from?: string,
  to?: string,
) {
  const row = await untyped(t.database.db)
    .selectFrom(table)
    .select((eb) => [eb.fn.sum(column).as("total"), eb.fn.countAll().as("n")])
    .$if(table !== "daily_income", (qb) => qb.where("status", "!=", "rejected"))
    .$if(from !== undefined, (qb) => qb.where(DATE_COLUMN[table], ">=", String(from)))
    .$if(to !== undefined, (qb) => qb.where(DATE_COLUMN[table], "<=", String(to)))
    .executeTakeFirstOrThrow();
  return { total: Number(row.total ?? 0), count: Number(row.n) };
}

describeLadder("/api/dashboard", () => t, {
  method: "GET",
  url: "/api/dashboard",
  forbidden: null,
  outOfScope: null,
  badRequest: null,
  success: {
    as: "store_manager",
    check: (response) => {
      const body = response.json();
      expect(body.role).toBe("store_manager");
      // The manager's two Seattle cafés, nothing else.
      expect(body.stores.map((store: { code: string }) => store.code).sort()).toEqual(["CH-CAFE", "DT-CAFE"]);
      expect(body.counts.users).toBeNull();
    },
  },
});

describe("dashboard figures", () => {
  it("sums this month's income, purchases and expenses in SQL that match the rows", async () => {
    const dashboard = await dashboardOf(admin.token);
    const { key, from, to } = dashboard.period;
    expect([key, from, to]).toEqual(["this_month", `${dashboard.today.slice(0, 7)}-01`, dashboard.today]);
    const income = await tableSum("daily_income", "total_income", from, to);
    const purchases = await tableSum("purchases", "amount", from, to);
    const expenses = await tableSum("expenses", "amount", from, to);
    expect(cents(dashboard.totals.income)).toBe(income.total);
    expect(cents(dashboard.totals.purchases)).toBe(purchases.total);
    expect(cents(dashboard.totals.expenses)).toBe(expenses.total);
    expect(cents(dashboard.totals.net_profit)).toBe(income.total - purchases.total - expenses.total);
    expect(dashboard.counts.users).toBeGreaterThan(0);
    expect(dashboard.stores.length).toBe(dashboard.counts.stores);
  });

  it("counts purchases and expenses unless rejected, as the lists do", async () => {
    const dashboard = await dashboardOf(admin.token);
    const api = client(t.app, admin.token);
    for (const table of ["purchases", "expenses"] as const) {
      const list = await api.get(`/api/rest/v1/${table}?neq=status.rejected&count=exact&limit=1`);
      expect(dashboard.counts[table]).toBe(Number(list.headers["x-total-count"]));
      expect(dashboard.counts[table]).toBe((await tableSum(table, "amount")).count);
    }
    // A store's count is of the period's records, as its figures.
    const perStore = dashboard.stores.reduce((sum: number, s: StoreFigures) => sum + s.purchase_count, 0);
    const { from, to } = dashboard.period;
    expect(perStore).toBe((await tableSum("purchases", "amount", from, to)).count);
  });

  it("sets this month's revenue against the monthly target and ranks Store Performance by it", async () => {
    const before = await dashboardOf(admin.token);
    const monthStart = `${before.today.slice(0, 7)}-01`;
    expect(cents(before.totals.income)).toBe(
      (await tableSum("daily_income", "total_income", monthStart)).total,
    );
    // Make the store with the least revenue over twelve months the best of this month.
    const last: StoreFigures = [...before.stores].sort(
      (a: StoreFigures, b: StoreFigures) => a.revenue - b.revenue,
    )[0];
    const top: number = before.store_performance[0].this_month_revenue;
    const added = cents(top) + 1_000_000;
    await t.database.db
      .insertInto("daily_income")
      .values({
        id: newId(),
        created_at: nowIso(),
        updated_at: nowIso(),
        store_id: last.id,
        date: before.today,
        income_cash: added,
        income_card: 0,
        income_other: 0,
        total_income: added,
        attachments: "[]",
        created_by: admin.user.id,
      })
      .execute();

    const after = await dashboardOf(admin.token);
    const ranked: Ranked[] = after.store_performance;
    expect(ranked.map((store) => store.id).sort()).toEqual(
      after.stores.map((s: StoreFigures) => s.id).sort(),
    );
    expect(ranked[0]?.id).toBe(last.id);
    for (let i = 1; i < ranked.length; i++) {
      expect(ranked[i - 1]?.this_month_revenue).toBeGreaterThanOrEqual(ranked[i]?.this_month_revenue ?? 0);
    }
    const store = after.stores.find((s: StoreFigures) => s.id === last.id) as StoreFigures;
    const was = before.stores.find((s: StoreFigures) => s.id === last.id) as StoreFigures;
    expect(cents(store.this_month_revenue)).toBe(cents(was.this_month_revenue) + added);
    // This month is the default period: the store's revenue is this month's.
    expect(store.revenue).toBe(store.this_month_revenue);
    expect(store.growth).toBeCloseTo((store.this_month_revenue / store.monthly_target) * 100, 1);
    expect(ranked[0]).toMatchObject({
      this_month_revenue: store.this_month_revenue,
      monthly_target: store.monthly_target,
      growth: store.growth,
    });
  });

  it("limits staff to the current store and hides the user count", async () => {
    const staff = await signIn(t.app, "staff");
    const dashboard = await dashboardOf(staff.token);
    expect(dashboard.stores.map((s: { id: string }) => s.id)).toEqual([staff.user.current_store_id]);
    expect(dashboard.store_performance.map((s: { id: string }) => s.id)).toEqual([
      staff.user.current_store_id,
    ]);
    expect(dashboard.counts.users).toBeNull();
  });
});

describe("dashboard labour, target and trend", () => {
  it("gives each store this month's figures and labour %, equal to the report's for the month", async () => {
    const accounting = await signIn(t.app, "accounting");
    const dashboard = await dashboardOf(accounting.token);
    const monthStart = `${dashboard.today.slice(0, 7)}-01`;
    const api = client(t.app, accounting.token);
    for (const store of dashboard.stores as MonthFigures[]) {
      const report = (
        await api.get(`/api/reports/financial?store_id=${store.id}&from=${monthStart}&to=${dashboard.today}`)
      ).json();
      expect(store.labour_cost).toBe(report.summary.labour_cost);
      expect(store.labour_percent).toBe(report.summary.labour_percent);
      expect(store.this_month_revenue).toBe(report.summary.total_income);
      // The rest of the financial table's row covers the same month.
      expect(store.revenue).toBe(report.summary.total_income);
      expect(store.purchases).toBe(report.summary.total_purchases);
      expect(store.expenses).toBe(report.summary.total_expenses);
      expect(store.profit).toBe(report.summary.net_profit);
      expect(store.margin).toBe(report.summary.margin);
    }
    expect(dashboard.stores.some((store: { labour_cost: number }) => store.labour_cost > 0)).toBe(true);
  });

  it("counts growth against a zero target as 100 with revenue and 0 without", async () => {
    const before = await dashboardOf(admin.token);
    const store = before.stores.find((s: StoreFigures) => s.this_month_revenue > 0) as StoreFigures;
    await t.database.db.updateTable("stores").set({ monthly_target: 0 }).where("id", "=", store.id).execute();
    const after = await dashboardOf(admin.token);
    const updated = after.stores.find((s: StoreFigures) => s.id === store.id) as StoreFigures;
    expect(updated.monthly_target).toBe(0);
    expect(updated.growth).toBe(100);
  });

  it("gives the ceo a 12-month revenue trend per store that adds up to the stores' revenue", async () => {
    const ceo = await signIn(t.app, "ceo");
    const dashboard = await dashboardOf(ceo.token);
    const trend: { months: string[]; stores: Array<{ store_id: string; revenue: number[] }> } =
      dashboard.revenue_trend;
    expect(trend.months).toHaveLength(12);
    expect(trend.months.at(-1)).toBe(dashboard.today.slice(0, 7));
    expect([...trend.months].sort()).toEqual(trend.months);
    const ids = (dashboard.stores as StoreFigures[]).map((store) => store.id);
    expect(trend.stores.map((series) => series.store_id)).toEqual(
      ids.filter((id) => trend.stores.some((series) => series.store_id === id)),
    );
    for (const store of dashboard.stores as StoreFigures[]) {
      const series = trend.stores.find((row) => row.store_id === store.id);
      expect(series?.revenue.length ?? 12).toBe(12);
      expect(cents(series?.revenue[11] ?? 0)).toBe(cents(store.this_month_revenue));
    }
    // Only the ceo's dashboard draws it.
    expect((await dashboardOf(admin.token)).revenue_trend).toBeNull();
  });
});
