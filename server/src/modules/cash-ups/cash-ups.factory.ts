import { expect } from "vitest";
import { asAdmin } from "../../../test/demo-stores.ts";
import { forgetAuthor } from "../../../test/factories.ts";
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
  await forgetAuthor(t, "expenses", refused.id);
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

/**
 * A cash-up of a store's day opened with a $100 float and submitted by `who` with `counted`
 * dollars in the drawer (nothing else in the day: the variance is counted − 100). Its answer.
 */
export async function submittedCashUp(
  t: TestApp,
  who: SignedIn,
  storeId: string,
  date: string,
  counted: number,
) {
  const api = client(t.app, who.token);
  const created = await api.post("/api/cash-ups", {
    store_id: storeId,
    business_date: date,
    opening_float: 100,
    counted_cash: counted,
    variance_reason: "Till miscounted at close",
  });
  expect(created.statusCode, created.body).toBe(201);
  const submitted = await api.post(`/api/cash-ups/${created.json().id}/submit`, {});
  expect(submitted.statusCode, submitted.body).toBe(200);
  return submitted.json() as { id: string; status: string; variance: number; allowed_actions: string[] };
}

/** Approves (or rejects, with a reason) a cash-up as the signed-in user: the response. */
export function decideCashUp(
  t: TestApp,
  who: SignedIn,
  id: string,
  action: "approve" | "reject" = "approve",
) {
  const body = action === "reject" ? { reason: "Count the drawer again" } : {};
  return client(t.app, who.token).post(`/api/cash-ups/${id}/${action}`, body);
}
