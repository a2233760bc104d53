import { formatBusinessDate, ZFinancialReport } from "@storeops/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { asAdmin, createAsAdmin, demoStores } from "../../../test/demo-stores.ts";
import { forgetAuthor } from "../../../test/factories.ts";
import { describeLadder } from "../../../test/ladder.ts";
import { client, signIn, useTestApp } from "../../../test/test-app.ts";
import { makeMonthlyEmployee } from "../payroll/payroll.factory.ts";

const t = useTestApp();
let store: string;
beforeAll(async () => {
  store = (await demoStores(t)).accounting[0] as string;
});

const MARCH = "from=2019-03-01&to=2019-03-31";

const tokens = new Map<string, Promise<string>>();
const tokenOf = (as: "admin" | "ceo" | "accounting") => {
  if (!tokens.has(as))
    tokens.set(
      as,
      signIn(t.app, as).then((signed) => signed.token),
    );
  return tokens.get(as) as Promise<string>;
};

async function report(as: "admin" | "ceo" | "accounting", query: string) {
  const response = await client(t.app, await tokenOf(as)).get(`/api/reports/financial?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describeLadder("/api/reports/financial", () => t, {
  method: "GET",
  url: `/api/reports/financial?${MARCH}`,
  forbidden: { as: "store_manager" },
  outOfScope: {
    as: "accounting",
    url: async (app) => `/api/reports/financial?store_id=${(await demoStores(app)).foreign}`,
  },
  badRequest: { as: "accounting", url: "/api/reports/financial?from=2024-02-01&to=2024-01-01" },
  success: {
    as: "accounting",
    check: (response) => {
      const body = response.json();
      expect(body.id).toMatch(/^BSR-\d+$/);
      expect(body.store_id).toBeNull();
      expect(body.store_label).toBe("All Assigned Stores");
      expect(body.type).toBe("custom");
    },
  },
});

describe("financial report figures", () => {
  it("equals sums worked out by hand over rows of one store and one month", async () => {
    const empty = await report("admin", `${MARCH}&store_id=${store}`);
    expect(empty.summary.total_income).toBe(0);
    expect(empty.summary.labour_cost).toBe(0);
    expect(empty.summary.margin).toBe(0);
    expect(empty.summary.labour_percent).toBe(0);

    const income = [
      { date: "2019-03-05", income_cash: 100.1, income_card: 200.2, income_other: 0.03 },
      { date: "2019-03-06", income_cash: 50, income_card: 0, income_other: 10 },
      { date: "2019-03-20", income_cash: 0, income_card: 500.55, income_other: 0 },
    ];
    for (const row of income) await createAsAdmin(t, "daily_income", row, store);
    await createAsAdmin(t, "purchases", { amount: 123.45, purchase_date: "2019-03-10" }, store);
    const rejected = await createAsAdmin(t, "purchases", { amount: 200, purchase_date: "2019-03-12" }, store);
    const api = await asAdmin(t);
    // Nobody decides on a record they created (docs/decisions.md, Approvals).
    await forgetAuthor(t, "purchases", rejected.id);
    const reject = await api.post(`/api/purchases/${rejected.id}/reject`, { rejection_reason: "Duplicate" });
    expect(reject.statusCode, reject.body).toBe(200);
    await createAsAdmin(t, "expenses", { amount: 67.89, expense_date: "2019-03-11" }, store);

    // Hourly: $20 from March 1st, $25 from March 16th. Monthly: $3,100 from March 16th.
    const hourly = await createAsAdmin(t, "staff", { salary_type: "hourly" }, store);
    await createAsAdmin(t, "employee_wages", {
      employee_id: hourly.id,
      hourly_rate: 20,
      effective_from: "2019-03-01",
    });
    await createAsAdmin(t, "employee_wages", {
      employee_id: hourly.id,
      hourly_rate: 25,
      effective_from: "2019-03-16",
    });
    const entry = { employee_id: hourly.id, clock_in_time: "09:00" };
    await createAsAdmin(
      t,
      "employee_time_entries",
      { ...entry, work_date: "2019-03-10", clock_out_time: "17:00" },
      store,
    );
    await createAsAdmin(
      t,
      "employee_time_entries",
      { ...entry, work_date: "2019-03-20", clock_out_time: "13:30" },
      store,
    );
    await makeMonthlyEmployee(t, store, { monthly_salary: 3100, effective_from: "2019-03-16" });

    const body = await report("admin", `${MARCH}&store_id=${store}&type=monthly`);
    expect(body.type).toBe("monthly");
    expect(body.store_id).toBe(store);
    expect(body.summary).toEqual({
      total_income: 860.88, // 300.33 + 60.00 + 500.55
      income_cash: 150.1,
      income_card: 700.75,
      income_other: 10.03,
      total_purchases: 123.45, // the rejected $200 left out
      total_expenses: 67.89,
      net_profit: 669.54, // 860.88 − 123.45 − 67.89
      margin: 77.77, // 669.54 / 860.88 × 100 = 77.774…
      labour_cost: 1872.5, // 8 h × $20 + 4.5 h × $25 + $3,100 × 16/31
      labour_percent: 217.51, // 1872.50 / 860.88 × 100 = 217.507…
      transaction_count: 5,
      purchase_count: 1,
      expense_count: 1,
      income_record_count: 3,
      average_daily_income: 27.77, // 860.88 / 31
      average_daily_net: 21.6, // 669.54 / 31 = 21.598…
    });
    expect(body.trend).toEqual([
      expect.objectContaining({
        date: "2019-03-05",
        store_id: store,
        income: 300.33,
        net: 300.33,
        transactions: 1,
      }),
      expect.objectContaining({ date: "2019-03-06", income: 60, net: 60, transactions: 1 }),
      expect.objectContaining({ date: "2019-03-10", purchases: 123.45, net: -123.45, transactions: 1 }),
      expect.objectContaining({ date: "2019-03-11", expenses: 67.89, transactions: 1 }),
      expect.objectContaining({ date: "2019-03-20", income: 500.55, transactions: 1 }),
    ]);

    // A day with a purchase and 8 hours of labour but no income: margin and labour % are 0.
    const noIncome = await report("admin", `from=2019-03-10&to=2019-03-10&store_id=${store}`);
    expect(noIncome.summary).toMatchObject({
      total_income: 0,
      total_purchases: 123.45,
      net_profit: -123.45,
      margin: 0,
      labour_cost: 160, // 8 h × $20
      labour_percent: 0,
    });
  });

  it("gives accounting only its stores, and all of them together", async () => {
    const stores = await demoStores(t);
    const all = await report("accounting", "from=2025-01-01&to=2025-12-31");
    for (const row of all.trend) expect(stores.accounting).toContain(row.store_id);
    let cents = 0;
    for (const id of stores.accounting) {
      const one = await report("admin", `from=2025-01-01&to=2025-12-31&store_id=${id}`);
      cents += Math.round(one.summary.total_income * 100);
    }
    expect(Math.round(all.summary.total_income * 100)).toBe(cents);
    const ceo = await report("ceo", "from=2025-01-01&to=2025-12-31");
    expect(ceo.store_label).toBe("All Stores");
    expect(ceo.summary.total_income).toBeGreaterThanOrEqual(all.summary.total_income);
  });

  it("answers exactly the shape of the contract, trend sorted by date then store name", async () => {
    const year = await report("admin", "from=2025-01-01&to=2025-12-31");
    // The route sends what buildReport wrote, unvalidated: it must be the contract, nothing more.
    expect(ZFinancialReport.parse(year)).toEqual(year);
    expect(year.trend.length).toBeGreaterThan(1);
    const keys = year.trend.map((row: { date: string; store: string }) => [row.date, row.store]);
    const sorted = [...keys].sort(
      (a, b) =>
        (a[0] as string).localeCompare(b[0] as string) || (a[1] as string).localeCompare(b[1] as string),
    );
    expect(keys).toEqual(sorted);
  });

  it("keeps the figures between reads, but each report is its reader's: author, label and stores", async () => {
    const recent = "type=monthly";
    const byAdmin = await report("admin", recent);
    const byCeo = await report("ceo", recent);
    const byAccounting = await report("accounting", recent);
    expect(byAdmin.trend.length).toBeGreaterThan(0);
    expect(byCeo.summary).toEqual(byAdmin.summary);
    expect(byCeo.trend).toEqual(byAdmin.trend);
    expect(byAdmin.generated_by).not.toBe(byCeo.generated_by);
    expect(byAdmin.store_label).toBe("All Stores");
    expect(byAccounting.store_label).toBe("All Assigned Stores");
    // Accounting's report is of its own stores, not the figures kept for all of them.
    const { accounting, foreign } = await demoStores(t);
    const storesOf = (answer: { trend: { store_id: string }[] }) =>
      new Set(answer.trend.map((row) => row.store_id));
    expect([...storesOf(byAccounting)].every((id) => accounting.includes(id))).toBe(true);
    expect(storesOf(byAdmin).has(foreign)).toBe(true);
  });

  it("pages the trend for the screen: the matching rows' page, count, totals and chart by date", async () => {
    type Row = {
      date: string;
      store: string;
      income: number;
      purchases: number;
      expenses: number;
      net: number;
      transactions: number;
    };
    const day = (back: number) =>
      new Date(Date.parse(t.today) - back * 86_400_000).toISOString().slice(0, 10);
    const period = `from=${day(90)}&to=${day(1)}`;
    const full: { summary: unknown; trend: Row[] } = await report("admin", period);
    expect(full.trend.length).toBeGreaterThan(120);
    const cents = (value: number) => Math.round(value * 100);
    const sum = (rows: Row[], field: "income" | "purchases" | "expenses" | "net") =>
      rows.reduce((total, row) => total + cents(row[field]), 0) / 100;

    const second = await report("admin", `${period}&trend_page=2&trend_limit=50`);
    expect(ZFinancialReport.parse(second)).toEqual(second);
    expect(second.summary).toEqual(full.summary);
    expect(second.trend).toEqual(full.trend.slice(50, 100));
    expect(second.trend_view).toMatchObject({ page: 2, limit: 50, total: full.trend.length });
    expect(second.trend_view.totals).toEqual({
      income: sum(full.trend, "income"),
      purchases: sum(full.trend, "purchases"),
      expenses: sum(full.trend, "expenses"),
      net: sum(full.trend, "net"),
      transactions: full.trend.reduce((total, row) => total + row.transactions, 0),
    });
    // One chart point per date, the stores summed.
    const dates = [...new Set(full.trend.map((row) => row.date))];
    expect(second.trend_view.by_date.map((point: { date: string }) => point.date)).toEqual(dates);
    const date = dates[30] as string;
    const ofDate = full.trend.filter((row) => row.date === date);
    expect(ofDate.length).toBeGreaterThan(1);
    const point = second.trend_view.by_date.find((entry: { date: string }) => entry.date === date);
    expect(point).toEqual({
      date,
      income: sum(ofDate, "income"),
      purchases: sum(ofDate, "purchases"),
      expenses: sum(ofDate, "expenses"),
      net: sum(ofDate, "net"),
    });

    // Search (the date as shown, "Jan 2, 2025") and the loss filter, over every row, not a page.
    const asShown = formatBusinessDate(date);
    const shown = await report("admin", `${period}&trend_q=${encodeURIComponent(asShown)}&trend_limit=500`);
    expect(shown.trend).toEqual(ofDate);
    expect(shown.trend_view.by_date).toHaveLength(1);
    const losses = full.trend.filter((row) => row.net < 0);
    const loss = await report("admin", `${period}&trend_show=loss&trend_page=999`);
    expect(loss.trend_view.total).toBe(losses.length);
    expect(loss.trend_view.page).toBe(Math.max(1, Math.ceil(losses.length / 50)));
    expect(loss.trend).toEqual(losses.slice((loss.trend_view.page - 1) * 50));
    expect(loss.trend_view.totals.net).toBe(sum(losses, "net"));

    const admin = client(t.app, await tokenOf("admin"));
    const tooMany = await admin.get(`/api/reports/financial?${period}&trend_limit=501`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain("Trend rows per page must be between 1 and 500.");
    expect((await admin.get(`/api/reports/financial?${period}&trend_show=profit`)).statusCode).toBe(400);
  });

  it("refuses staff, and periods past 5 years", async () => {
    const staff = await signIn(t.app, "staff");
    expect((await client(t.app, staff.token).get("/api/reports/financial")).statusCode).toBe(403);
    const admin = client(t.app, await tokenOf("admin"));
    const long = await admin.get("/api/reports/financial?from=2015-01-01&to=2020-01-02");
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain("at most 5 years");
    expect((await admin.get("/api/reports/financial?store_id=nope")).statusCode).toBe(404);
  });

  it("defaults to the last 30 days", async () => {
    const body = await report("admin", "");
    expect(body.to).toBe(t.today);
    const days = (Date.parse(body.to) - Date.parse(body.from)) / 86_400_000 + 1;
    expect(days).toBe(31);
  });
});
