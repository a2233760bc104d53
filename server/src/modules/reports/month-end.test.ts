import { MSG } from "@storeops/domain";
import fc from "fast-check";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { describeLadder } from "../../../test/ladder.ts";
import { client, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { newId } from "../../ids.ts";

const t = useTestApp();
const accounting = useSignIn(t, "accounting");

// A month before the demo data begins, so only this file's rows are in it.
const MONTH = "2003-05";
const cents = (dollars: number) => Math.round(dollars * 100);

describeLadder("/api/reports/month-end", () => t, {
  method: "GET",
  url: `/api/reports/month-end?month=${MONTH}`,
  forbidden: { as: "store_manager" },
  outOfScope: {
    as: "accounting",
    url: async () => `/api/reports/month-end?month=${MONTH}&store_id=${(await demoStores(t)).foreign}`,
  },
  badRequest: { as: "admin", url: "/api/reports/month-end?month=2026-13", message: MSG.monthEndMonthInvalid },
  success: {
    as: "ceo",
    check: (response) => {
      expect(response.json().month).toBe(MONTH);
      expect(response.json().store_id).toBeNull();
    },
  },
});

const purchase = fc.record({
  day: fc.integer({ min: 1, max: 31 }),
  amount: fc.integer({ min: 1, max: 5_000_000 }),
  status: fc.constantFrom("pending", "approved", "paid", "rejected"),
  vendor: fc.constantFrom("Acme", "Bean Co", "Dairy Farm", "Zeta", "Acme Ltd"),
  due: fc.constantFrom(null, "2003-05-20", "2099-01-01"),
});
const expense = fc.record({
  day: fc.integer({ min: 1, max: 31 }),
  amount: fc.integer({ min: 1, max: 5_000_000 }),
  status: fc.constantFrom("pending", "approved", "rejected"),
  category: fc.constantFrom("Utilities", "Maintenance", "Marketing", "General"),
});
const income = fc.record({
  cash: fc.integer({ min: 0, max: 2_000_000 }),
  card: fc.integer({ min: 0, max: 2_000_000 }),
  other: fc.integer({ min: 0, max: 200_000 }),
});
const day = (n: number) => `${MONTH}-${String(n).padStart(2, "0")}`;

/** What the rows of the month say, summed straight from purchases, expenses and daily income. */
async function fromRows(storeId: string | null) {
  const db = t.database.db;
  const store = storeId ? sql`store_id = ${storeId}` : sql`1 = 1`;
  const one = async (query: ReturnType<typeof sql>) =>
    (await query.execute(db)).rows.map((row) =>
      Object.fromEntries(Object.entries(row as object).map(([k, v]) => [k, k === "name" ? v : Number(v)])),
    );
  const [tender] = await one(sql`select coalesce(sum(income_cash),0) cash, coalesce(sum(income_card),0) card,
    coalesce(sum(income_other),0) other, coalesce(sum(total_income),0) total from daily_income where ${store} and substr(date,1,7) = ${MONTH}`);
  const [purchases] = await one(sql`select coalesce(sum(amount),0) amount, count(*) count from purchases
    where ${store} and substr(purchase_date,1,7) = ${MONTH} and status <> 'rejected'`);
  const [expenses] = await one(sql`select coalesce(sum(amount),0) amount, count(*) count from expenses
    where ${store} and substr(expense_date,1,7) = ${MONTH} and status <> 'rejected'`);
  const [unpaid] = await one(sql`select coalesce(sum(amount),0) amount, count(*) count from purchases
    where ${store} and substr(purchase_date,1,7) = ${MONTH} and status in ('pending', 'approved')`);
  const [overdue] = await one(sql`select coalesce(sum(amount),0) amount, count(*) count from purchases
    where ${store} and substr(purchase_date,1,7) = ${MONTH} and status = 'approved' and due_date < ${t.today}`);
  const categories = await one(sql`select category as name, sum(amount) amount, count(*) count from expenses
    where ${store} and substr(expense_date,1,7) = ${MONTH} and status <> 'rejected' group by category`);
  const vendors = await one(sql`select vendor as name, sum(amount) amount, count(*) count from purchases
    where ${store} and substr(purchase_date,1,7) = ${MONTH} and status <> 'rejected' group by vendor`);
  return { tender, purchases, expenses, unpaid, overdue, categories, vendors };
}

describe("month-end figures", () => {
  it("equal the sums of the rows behind them, whatever the rows (random writes, both scopes)", async () => {
    const admin = await asAdmin(t);
    const stores = await demoStores(t);
    const storeId = stores.accounting[0] ?? stores.foreign;
    const db = t.database.db;
    const now = new Date().toISOString();
    await fc.assert(
      fc.asyncProperty(
        fc.array(purchase, { maxLength: 12 }),
        fc.array(expense, { maxLength: 12 }),
        fc.array(income, { maxLength: 3 }),
        fc.array(fc.nat(), { maxLength: 4 }),
        async (purchases, expenses, incomes, changes) => {
          const base = { created_at: now, updated_at: now, store_id: storeId };
          for (const p of purchases.filter((p) => p.day <= 31)) {
            await db
              .insertInto("purchases")
              .values({
                ...base,
                id: newId(),
                invoice_no: `P-${newId()}`,
                vendor: p.vendor,
                amount: p.amount,
                purchase_date: day(Math.min(p.day, 31)),
                status: p.status,
                due_date: p.due,
                payment_type: "cash",
              })
              .execute();
          }
          for (const e of expenses) {
            await db
              .insertInto("expenses")
              .values({
                ...base,
                id: newId(),
                category: e.category,
                amount: e.amount,
                expense_date: day(e.day),
                status: e.status,
                payment_type: "card",
              })
              .execute();
          }
          for (const [index, i] of incomes.entries()) {
            const date = day(10 + index);
            await db
              .deleteFrom("daily_income")
              .where("store_id", "=", storeId)
              .where("date", "=", date)
              .execute();
            await db
              .insertInto("daily_income")
              .values({
                ...base,
                id: newId(),
                date,
                income_cash: i.cash,
                income_card: i.card,
                income_other: i.other,
                total_income: i.cash + i.card + i.other,
              })
              .execute();
          }
          // Changes after the fact move the kept totals too: a status, an amount, a category, a removal.
          const ids = await db
            .selectFrom("purchases")
            .select("id")
            .where("store_id", "=", storeId)
            .where(sql<string>`substr(purchase_date,1,7)`, "=", MONTH)
            .orderBy("id")
            .execute();
          for (const n of changes) {
            const target = ids[n % Math.max(1, ids.length)];
            if (!target) break;
            if (n % 3 === 0)
              await db.updateTable("purchases").set({ status: "paid" }).where("id", "=", target.id).execute();
            else if (n % 3 === 1)
              await db
                .updateTable("purchases")
                .set({ amount: 1 + n, vendor: "Moved", due_date: "2003-05-01" })
                .where("id", "=", target.id)
                .execute();
            else await db.deleteFrom("purchases").where("id", "=", target.id).execute();
          }
          await db
            .updateTable("expenses")
            .set({ category: "General" })
            .where("category", "=", "Marketing")
            .where(sql<string>`substr(expense_date,1,7)`, "=", MONTH)
            .execute();

          for (const scope of [storeId, null]) {
            const response = await admin.get(
              `/api/reports/month-end?month=${MONTH}${scope ? `&store_id=${scope}` : ""}`,
            );
            expect(response.statusCode, response.body).toBe(200);
            const pack = response.json();
            const rows = await fromRows(scope);
            expect(cents(pack.income.cash)).toBe(rows.tender?.cash);
            expect(cents(pack.income.card)).toBe(rows.tender?.card);
            expect(cents(pack.income.other)).toBe(rows.tender?.other);
            expect(cents(pack.income.total)).toBe(rows.tender?.total);
            expect([cents(pack.purchases.amount), pack.purchases.count]).toEqual([
              rows.purchases?.amount,
              rows.purchases?.count,
            ]);
            expect([cents(pack.expenses.amount), pack.expenses.count]).toEqual([
              rows.expenses?.amount,
              rows.expenses?.count,
            ]);
            expect([cents(pack.bills.unpaid.amount), pack.bills.unpaid.count]).toEqual([
              rows.unpaid?.amount,
              rows.unpaid?.count,
            ]);
            expect([cents(pack.bills.overdue.amount), pack.bills.overdue.count]).toEqual([
              rows.overdue?.amount,
              rows.overdue?.count,
            ]);
            const byName = (list: { name?: unknown; amount?: unknown; count?: unknown }[]) =>
              Object.fromEntries(list.map((row) => [String(row.name), [row.amount, row.count]]));
            expect(
              Object.fromEntries(
                pack.expenses.by_category.map((row: { category: string; amount: number; count: number }) => [
                  row.category,
                  [cents(row.amount), row.count],
                ]),
              ),
            ).toEqual(byName(rows.categories));
            const vendors = byName(rows.vendors);
            for (const row of pack.top_vendors)
              expect([cents(row.amount), row.count]).toEqual(vendors[row.vendor]);
            expect(pack.top_vendors.length).toBe(Math.min(5, rows.vendors.length));
            // The parts add up to the whole, to the cent.
            const sum = (list: { amount: number }[]) =>
              list.reduce((total, row) => total + cents(row.amount), 0);
            expect(sum(pack.expenses.by_category)).toBe(cents(pack.expenses.amount));
            expect(sum(pack.purchases.by_status)).toBe(cents(pack.purchases.amount));
            expect(cents(pack.profit.net_profit)).toBe(
              cents(pack.income.total) - cents(pack.purchases.amount) - cents(pack.expenses.amount),
            );
            expect(cents(pack.profit.profit_after_labour)).toBe(
              cents(pack.profit.net_profit) - cents(pack.labour.cost),
            );
          }
        },
      ),
      { numRuns: 8 },
    );
  }, 120_000);

  it("agrees with the dashboard for the same stores and period", async () => {
    for (const token of [await asAdmin(t), client(t.app, accounting.token)]) {
      const dashboard = (await token.get("/api/dashboard?period=last_month")).json();
      const pack = (
        await token.get(`/api/reports/month-end?month=${dashboard.period.from.slice(0, 7)}`)
      ).json();
      expect(pack.from).toBe(dashboard.period.from);
      expect(pack.to).toBe(dashboard.period.to);
      expect(pack.income.total).toBe(dashboard.totals.income);
      expect(pack.purchases.amount).toBe(dashboard.totals.purchases);
      expect(pack.expenses.amount).toBe(dashboard.totals.expenses);
      expect(pack.labour.cost).toBe(dashboard.totals.labour_cost);
      expect(pack.profit.net_profit).toBe(dashboard.totals.net_profit);
      expect(pack.profit.profit_after_labour).toBe(dashboard.totals.profit_after_labour);
      expect(pack.profit.profit_after_labour_margin).toBe(dashboard.totals.profit_after_labour_margin);
      for (const store of pack.stores) {
        const row = dashboard.stores.find((candidate: { id: string }) => candidate.id === store.store_id);
        expect([store.income, store.labour_cost, store.profit_after_labour]).toEqual([
          row.revenue,
          row.labour_cost,
          row.profit_after_labour,
        ]);
      }
    }
  });

  it("sets budget against actual and the labour target, and exports the PDF and JSON", async () => {
    const admin = await asAdmin(t);
    const storeId = (await demoStores(t)).accounting[0] as string;
    const saved = await client(t.app, accounting.token).put("/api/budgets/grid", {
      store_id: storeId,
      year: 2003,
      cells: [
        { month: MONTH, line: "revenue", amount: 1000.5 },
        { month: MONTH, line: "labour", amount: 0 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const settings = await admin.put(`/api/stores/${storeId}/settings`, { labour: { target_percent: 25 } });
    expect(settings.statusCode, settings.body).toBe(200);
    const pack = (await admin.get(`/api/reports/month-end?month=${MONTH}&store_id=${storeId}`)).json();
    const revenue = pack.budget.find((line: { line: string }) => line.line === "revenue");
    expect(revenue.budget).toBe(1000.5);
    expect(cents(revenue.variance)).toBe(cents(pack.income.total) - 100_050);
    expect(pack.budget.find((line: { line: string }) => line.line === "purchases").budget).toBeNull();
    expect(pack.labour.target_percent).toBe(25);
    expect(pack.stores[0].labour_target_percent).toBe(25);

    const pdf = await admin.get(
      `/api/reports/month-end/export?month=${MONTH}&store_id=${storeId}&format=pdf`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toMatch(/month-end-.+-2003-05\.pdf/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const json = await admin.get(`/api/reports/month-end/export?month=${MONTH}&format=json`);
    expect(json.json().income).toEqual(
      (await admin.get(`/api/reports/month-end?month=${MONTH}`)).json().income,
    );
    const audit = await t.database.db
      .selectFrom("audit_logs")
      .select("description")
      .where("action", "=", "EXPORT")
      .where("description", "like", "Exported the month-end pack%")
      .execute();
    expect(audit.length).toBe(2);
  });
});
