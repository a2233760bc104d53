/**
 * Issue #31 item 6: every money figure of GET /api/dashboard covers the period it names, equals the
 * sums of the rows of that period and scope (worked out here from the tables), agrees with the
 * Stores page for the same period, and profit after labour = net profit − labour cost. The clock is
 * fixed (fake Date) at an hour when every store's date is the seed's today, so the hour the tests
 * run at does not matter.
 */
import { FIGURE_PERIODS, type FigurePeriod, figurePeriodRange } from "@storeops/domain";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { demoStores } from "../../../test/demo-stores.ts";
import { client, signIn, useTestApp } from "../../../test/test-app.ts";
import { untyped } from "../../db/database.ts";

const t = useTestApp();
const cents = (dollars: number) => Math.round(dollars * 100);

beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  // 18:00 UTC: the same date in UTC and every demo store's zone (New York to Los Angeles).
  vi.setSystemTime(Date.parse(`${t.today}T18:00:00Z`));
});
afterAll(() => {
  vi.useRealTimers();
});

interface Sums {
  income: number;
  purchases: number;
  expenses: number;
}

/** The period's sums per store straight from the record tables, rejected purchases and expenses left out. */
async function rowSums(from: string, to: string, stores: string[] | null) {
  const db = untyped(t.database.db);
  const byStore = new Map<string, Sums>();
  const add = (store: unknown, key: keyof Sums, amount: unknown) => {
    const id = String(store ?? "");
    const sums = byStore.get(id) ?? { income: 0, purchases: 0, expenses: 0 };
    sums[key] += Number(amount ?? 0);
    byStore.set(id, sums);
  };
  const read = (table: string, date: string, amount: string, counted: boolean) =>
    db
      .selectFrom(table)
      .select((eb) => ["store_id", eb.fn.sum(amount).as("total")])
      .where(date, ">=", from)
      .where(date, "<=", to)
      .$if(counted, (qb) => qb.where("status", "!=", "rejected"))
      .$if(stores !== null, (qb) => qb.where("store_id", "in", stores ?? []))
      .groupBy("store_id")
      .execute();
  for (const row of await read("daily_income", "date", "total_income", false))
    add(row.store_id, "income", row.total);
  for (const row of await read("purchases", "purchase_date", "amount", true))
    add(row.store_id, "purchases", row.total);
  for (const row of await read("expenses", "expense_date", "amount", true))
    add(row.store_id, "expenses", row.total);
  const total = { income: 0, purchases: 0, expenses: 0 };
  for (const sums of byStore.values()) {
    total.income += sums.income;
    total.purchases += sums.purchases;
    total.expenses += sums.expenses;
  }
  return { byStore, total };
}

type Dashboard = {
  today: string;
  period: { key: string; from: string; to: string };
  totals: Record<string, number>;
  stores: Array<Record<string, number> & { id: string }>;
};

const get = async (token: string, url: string) => {
  const response = await client(t.app, token).get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe("dashboard periods", () => {
  it("answers this month by default and names the period it used", async () => {
    const admin = await signIn(t.app, "admin");
    const body: Dashboard = await get(admin.token, "/api/dashboard");
    expect(body.today).toBe(t.today);
    expect(body.period).toEqual(figurePeriodRange(t.today, "this_month"));
    expect(body.period).toEqual({ key: "this_month", from: `${t.today.slice(0, 7)}-01`, to: t.today });
    expect((await client(t.app, admin.token).get("/api/dashboard?period=week")).statusCode).toBe(400);
  });

  for (const account of ["admin", "accounting"] as const) {
    it(`gives ${account} every figure of each period as the sums of its rows`, async () => {
      const user = await signIn(t.app, account);
      const scope = account === "admin" ? null : (await demoStores(t)).accounting;
      for (const key of FIGURE_PERIODS) {
        const body: Dashboard = await get(user.token, `/api/dashboard?period=${key}`);
        const { from, to } = figurePeriodRange(t.today, key);
        expect(body.period).toEqual({ key, from, to });
        const rows = await rowSums(from, to, scope);
        const totals = body.totals as Record<string, number>;
        expect(cents(totals.income ?? 0), key).toBe(rows.total.income);
        expect(cents(totals.purchases ?? 0), key).toBe(rows.total.purchases);
        expect(cents(totals.expenses ?? 0), key).toBe(rows.total.expenses);
        const net = rows.total.income - rows.total.purchases - rows.total.expenses;
        expect(cents(totals.net_profit ?? 0), key).toBe(net);
        expect(cents(totals.profit_after_labour ?? 0), key).toBe(net - cents(totals.labour_cost ?? 0));
        for (const store of body.stores) {
          const sums = rows.byStore.get(store.id) ?? { income: 0, purchases: 0, expenses: 0 };
          expect(cents(store.revenue ?? 0), `${key} ${store.id}`).toBe(sums.income);
          expect(cents(store.purchases ?? 0), `${key} ${store.id}`).toBe(sums.purchases);
          expect(cents(store.expenses ?? 0), `${key} ${store.id}`).toBe(sums.expenses);
          expect(cents(store.profit ?? 0)).toBe(sums.income - sums.purchases - sums.expenses);
          expect(cents(store.profit_after_labour ?? 0)).toBe(
            cents(store.profit ?? 0) - cents(store.labour_cost ?? 0),
          );
        }
      }
    });
  }

  it("takes the period's labour cost from the report's labour code, for the business and each store", async () => {
    const accounting = await signIn(t.app, "accounting");
    for (const key of ["this_month", "last_month", "last_12_months"] as FigurePeriod[]) {
      const body: Dashboard = await get(accounting.token, `/api/dashboard?period=${key}`);
      const { from, to } = body.period;
      const report = await get(accounting.token, `/api/reports/financial?from=${from}&to=${to}`);
      expect(body.totals.labour_cost).toBe(report.summary.labour_cost);
      expect(body.totals.labour_percent).toBe(report.summary.labour_percent);
      expect(body.totals.income).toBe(report.summary.total_income);
      expect(body.totals.net_profit).toBe(report.summary.net_profit);
      expect(body.totals.margin).toBe(report.summary.margin);
      const store = body.stores.find((row) => (row.revenue ?? 0) > 0) ?? body.stores[0];
      if (!store) continue;
      const one = await get(
        accounting.token,
        `/api/reports/financial?from=${from}&to=${to}&store_id=${store.id}`,
      );
      expect(store.labour_cost).toBe(one.summary.labour_cost);
      expect(store.labour_percent).toBe(one.summary.labour_percent);
    }
    const year: Dashboard = await get(accounting.token, "/api/dashboard?period=last_12_months");
    expect(year.totals.labour_cost).toBeGreaterThan(0);
    expect(year.totals.profit_after_labour).toBeLessThan(year.totals.net_profit ?? 0);
  });

  it("agrees with the Stores page (summary and store panel) for the same period and stores", async () => {
    const admin = await signIn(t.app, "admin");
    for (const key of FIGURE_PERIODS) {
      const body: Dashboard = await get(admin.token, `/api/dashboard?period=${key}`);
      const summary = await get(admin.token, `/api/stores/summary?period=${key}`);
      expect(summary.period).toEqual(body.period);
      expect(summary.revenue).toBe(body.totals.income);
      for (const store of body.stores) {
        const listed = summary.stores.find((row: { id: string }) => row.id === store.id);
        expect(listed?.revenue ?? 0).toBe(store.revenue);
        expect(listed?.purchases ?? 0).toBe(store.purchases);
        expect(listed?.expenses ?? 0).toBe(store.expenses);
      }
      for (const store of body.stores.slice(0, 3)) {
        const overview = await get(admin.token, `/api/stores/${store.id}/overview?period=${key}`);
        expect([overview.period, overview.from, overview.to]).toEqual([
          key,
          body.period.from,
          body.period.to,
        ]);
        expect(overview.revenue).toBe(store.revenue);
        expect(overview.purchases).toBe(store.purchases);
        expect(overview.expenses).toBe(store.expenses);
        expect(overview.net_profit).toBe(store.profit);
      }
    }
  });

  it("reads the period from the current store's date, not the server's UTC date", async () => {
    // 03:00 UTC: still the day before in Seattle, the manager's stores.
    vi.setSystemTime(Date.parse(`${t.today}T03:00:00Z`));
    try {
      const manager = await signIn(t.app, "store_manager");
      const body: Dashboard = await get(manager.token, "/api/dashboard?period=this_month");
      const seattle = new Date(Date.parse(`${t.today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      expect(body.today).toBe(seattle);
      expect(body.period).toEqual(figurePeriodRange(seattle, "this_month"));
    } finally {
      vi.setSystemTime(Date.parse(`${t.today}T18:00:00Z`));
    }
  });
});
