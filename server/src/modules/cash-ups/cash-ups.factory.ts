import { expect } from "vitest";
import { asAdmin } from "../../../test/demo-stores.ts";
import { client, type SignedIn, type TestApp } from "../../../test/test-app.ts";

/** Test days of cash-ups: each test owns its day, long before the demo's year of history. */
export function dayMaker(t: TestApp, from: number) {
  let nextDay = from;
  return () => {
    const day = new Date(`${t.today}T12:00:00Z`);
    // Three days apart: a day's test puts an expense on the day before, which no other test owns.
    nextDay += 3;
    day.setUTCDate(day.getUTCDate() - nextDay);
    return day.toISOString().slice(0, 10);
  };
}

/** The signed-in staff member's current store: the one their cash-ups are counted in. */
export async function currentStoreOf(t: TestApp, who: SignedIn): Promise<string> {
  const me = (await client(t.app, who.token).get("/api/auth/v1/user")).json();
  return String(me.current_store_id ?? me.current_store.id);
}

/** A day of a store with hand-chosen cash: $812.40 taken; $64.99 and $12.50 paid from the till. */
export async function fillDay(t: TestApp, storeId: string, date: string) {
  const admin = await asAdmin(t);
  const posted = async (path: string, body: Record<string, unknown>) => {
    const response = await admin.post(path, { store_id: storeId, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string };
  };
  await posted("/api/rest/v1/daily_income", { date, income_cash: 812.4, income_card: 300, income_other: 5 });
  await posted("/api/rest/v1/purchases", {
    invoice_no: `CU-${date}-1`,
    vendor: "Milk Co",
    amount: 64.99,
    purchase_date: date,
    due_date: date,
    payment_type: "cash",
  });
  // Paid by card, another day, or rejected: none of them left this day's till.
  await posted("/api/rest/v1/purchases", {
    invoice_no: `CU-${date}-2`,
    vendor: "Bean Co",
    amount: 100,
    purchase_date: date,
    due_date: date,
    payment_type: "card",
  });
  await posted("/api/rest/v1/expenses", {
    description: "Window cleaner",
    category: "Maintenance",
    amount: 12.5,
    expense_date: date,
    payment_type: "cash",
  });
  const refused = await posted("/api/rest/v1/expenses", {
    description: "Taxi",
    category: "Maintenance",
    amount: 30,
    expense_date: date,
    payment_type: "cash",
  });
  const rejected = await admin.post(`/api/expenses/${refused.id}/reject`, {
    rejection_reason: "Not a store cost",
  });
  expect(rejected.statusCode, rejected.body).toBe(200);
  const before = new Date(`${date}T12:00:00Z`);
  before.setUTCDate(before.getUTCDate() - 1);
  await posted("/api/rest/v1/expenses", {
    description: "Yesterday",
    category: "Maintenance",
    amount: 7,
    expense_date: before.toISOString().slice(0, 10),
    payment_type: "cash",
  });
}
