import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { describeLadder } from "../../../test/ladder.ts";
import { client, createTestApp, signIn, type TestApp } from "../../../test/test-app.ts";
import { makeDailyIncome } from "../daily-income/daily-income.factory.ts";
import { makeExpense } from "../expenses/expenses.factory.ts";
import { makePurchase } from "../purchases/purchases.factory.ts";
import { addStaffTo, makeStoreWithStaff } from "./stores.factory.ts";

let t: TestApp;
const app = () => t;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const overviewOf = async (storeId: string, period = "month") =>
  (await (await asAdmin(t)).get(`/api/stores/${storeId}/overview?period=${period}`)).json();

describeLadder("/api/stores/{id}/overview", app, {
  method: "GET",
  url: async () => `/api/stores/${(await demoStores(t)).manager[0]}/overview?period=quarter`,
  forbidden: null,
  outOfScope: {
    as: "store_manager",
    url: async () => `/api/stores/${(await demoStores(t)).foreign}/overview`,
  },
  badRequest: {
    as: "store_manager",
    url: async () => `/api/stores/${(await demoStores(t)).manager[0]}/overview?period=week`,
  },
  success: {
    as: "store_manager",
    check: (response) => {
      const body = response.json();
      expect(body.period).toBe("quarter");
      expect(body.recent_activity.length).toBeLessThanOrEqual(10);
      expect(body.audit.length).toBeLessThanOrEqual(5);
    },
  },
});

describe("store overview", () => {
  it("equals the sums of one store's records of the month, rejected left out", async () => {
    const { store } = await makeStoreWithStaff(t, { name: "Overview Sums Store" });
    const empty = await overviewOf(store.id);
    expect(empty).toMatchObject({
      period: "month",
      revenue: 0,
      income_record_count: 0,
      purchases: 0,
      expenses: 0,
      net_profit: 0,
      daily_income: { records: 0, average: 0, best: null, worst: null },
      recent_activity: [],
    });
    const { from, to } = empty as { from: string; to: string };
    const before = new Date(Date.parse(`${from}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const on = { storeId: store.id };
    await makePurchase(t, { ...on, amount: 100.25, purchase_date: to });
    await makePurchase(t, { ...on, amount: 50, purchase_date: from });
    await makePurchase(t, { ...on, amount: 999, purchase_date: to, status: "rejected" });
    await makePurchase(t, { ...on, amount: 777, purchase_date: before });
    await makeExpense(t, { ...on, amount: 30.5, expense_date: to });
    await makeDailyIncome(t, { ...on, date: to, income_cash: 100, income_card: 200, income_other: 10 });
    await makeDailyIncome(t, { ...on, date: from, income_cash: 40, income_card: 0, income_other: 0 });
    await makeDailyIncome(t, { ...on, date: before, income_cash: 5000, income_card: 0, income_other: 0 });
    const body = await overviewOf(store.id);
    expect(body).toMatchObject({
      revenue: 350,
      income_record_count: 2,
      purchases: 150.25,
      purchase_count: 2,
      expenses: 30.5,
      expense_count: 1,
      net_profit: 169.25,
      daily_income: {
        records: 2,
        average: 175,
        best: { date: to, total: 310 },
        worst: { date: from, total: 40 },
      },
      income_breakdown: { cash: 140, card: 200, other: 10 },
    });
    // Recent activity: every kind merged, newest first, at most 10.
    expect(body.recent_activity).toHaveLength(8);
    const dates = body.recent_activity.map((row: { date: string }) => row.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(body.recent_activity.map((row: { type: string }) => row.type))).toEqual(
      new Set(["purchase", "expense", "daily_income"]),
    );
    // The year reaches the record before the month.
    expect((await overviewOf(store.id, "year")).revenue).toBe(5350);
    // The audit entries are about the store, newest first.
    expect(body.audit[0].description).toContain("Overview Sums Store");
  });

  it("lists the team with the manager first, highlighted", async () => {
    const manager = await signIn(t.app, "store_manager");
    const { store } = await makeStoreWithStaff(t, { name: "Team Store", manager_id: manager.user.id });
    await addStaffTo(t, store.id, { name: "Zed Worker" });
    const body = await overviewOf(store.id);
    expect(body.team[0]).toMatchObject({ name: manager.user.name, is_manager: true });
    expect(body.team.find((member: { name: string }) => member.name === "Zed Worker")).toMatchObject({
      is_manager: false,
      status: "active",
      position: "Cashier",
    });
    expect(body.store).toMatchObject({ name: "Team Store", manager: manager.user.name });
  });

  it("is 404 for a staff member's other stores", async () => {
    const staff = await signIn(t.app, "staff");
    const foreign = (await demoStores(t)).foreign;
    const response = await client(t.app, staff.token).get(`/api/stores/${foreign}/overview`);
    expect(response.statusCode).toBe(404);
  });
});

describe("store and staff summaries", () => {
  it("count the caller's stores, their staff and income; a store shows its revenue and orders", async () => {
    const manager = client(t.app, (await signIn(t.app, "store_manager")).token);
    const scope = (await demoStores(t)).manager;
    const summary = (await manager.get("/api/stores/summary")).json();
    expect(summary.total).toBe(scope.length);
    const rows = (
      await manager.get("/api/rest/v1/stores?select=id,staff_count,revenue,orders,status")
    ).json() as Array<{
      id: string;
      staff_count: number;
      revenue: number;
      orders: number;
      status: string;
    }>;
    expect(summary.staff).toBe(rows.reduce((sum, row) => sum + row.staff_count, 0));
    // The revenue is this month's (the default period, named), in total and per store, as the panel's.
    expect(summary.period.key).toBe("this_month");
    const listed = summary.stores as Array<{ id: string; revenue: number }>;
    expect(summary.revenue).toBeCloseTo(
      listed.reduce((sum, row) => sum + row.revenue, 0),
      2,
    );
    for (const row of listed) {
      const overview = (await manager.get(`/api/stores/${row.id}/overview?period=this_month`)).json();
      expect([overview.from, overview.to]).toEqual([summary.period.from, summary.period.to]);
      expect(overview.revenue).toBe(row.revenue);
      // The list's revenue column is all recorded history.
      expect(rows.find((store) => store.id === row.id)?.revenue ?? 0).toBeGreaterThanOrEqual(row.revenue);
    }
    expect(summary.active).toBe(rows.filter((row) => row.status === "active").length);
    const staff = (await manager.get("/api/staff/summary")).json();
    expect(staff.total).toBe(summary.staff);
  });
});
