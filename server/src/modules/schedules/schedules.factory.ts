import { expect } from "vitest";
import { asAdmin, createAsAdmin } from "../../../test/demo-stores.ts";
import { client, type SignedIn, type TestApp } from "../../../test/test-app.ts";

/** Test rows of schedules (docs/decisions.md, Schedules), made through the API as the admin. */

let serial = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${++serial}`;

/** A YYYY-MM-DD date `days` from `date`. */
export const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The Monday on or before a date. */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return plusDays(date, -((day + 6) % 7));
}

/** A store of its own (no demo history), in a time zone, with a code to sign in to. */
export async function freshStore(t: TestApp, timezone = "UTC") {
  const code = unique("SCH").replace(/-/g, "").slice(-12).toUpperCase();
  const store = await createAsAdmin(t, "stores", { timezone, code, name: unique("Schedule store") });
  return { id: store.id, code: String(store.code ?? code) };
}

/** A staff record of the store (hourly unless `monthly` is given), active. */
export async function hire(t: TestApp, storeId: string, extra: Record<string, unknown> = {}) {
  const staff = await createAsAdmin(t, "staff", {
    store_id: storeId,
    position: "Cashier",
    name: unique("Emp"),
    ...extra,
  });
  return staff.id;
}

/** A wage of an employee from a date: dollars an hour, or a month with `monthly`. */
export async function payWage(t: TestApp, employeeId: string, amount: number, from: string, monthly = false) {
  const admin = await asAdmin(t);
  const body = monthly
    ? { employee_id: employeeId, payment_type: "monthly", monthly_salary: amount, effective_from: from }
    : { employee_id: employeeId, payment_type: "hourly", hourly_rate: amount, effective_from: from };
  const created = await admin.post("/api/rest/v1/employee_wages", body);
  expect(created.statusCode, created.body).toBe(201);
}

/** A day's takings of the store, in dollars (all cash). */
export async function takings(t: TestApp, storeId: string, date: string, dollars: number) {
  const admin = await asAdmin(t);
  const created = await admin.post("/api/rest/v1/daily_income", {
    store_id: storeId,
    date,
    income_cash: dollars,
    income_card: 0,
    income_other: 0,
  });
  expect(created.statusCode, created.body).toBe(201);
}

/** A shift through the generic front as `api` (the admin by default): the created row. */
export async function addShift(
  t: TestApp,
  body: Record<string, unknown>,
  api?: ReturnType<typeof client>,
): Promise<Record<string, unknown> & { id: string }> {
  const caller = api ?? (await asAdmin(t));
  const created = await caller.post("/api/rest/v1/shifts", body);
  expect(created.statusCode, created.body).toBe(201);
  return created.json();
}

/**
 * A staff sign-in of the store with a staff record linked to it (the position given): a user made
 * by the admin, its one-time password already changed, signed in to the store.
 */
export async function staffMember(
  t: TestApp,
  store: { id: string; code: string },
  position = "Cashier",
): Promise<SignedIn & { employeeId: string }> {
  const admin = await asAdmin(t);
  const email = `${unique("swap")}@example.com`;
  const user = await admin.post("/api/rest/v1/users", {
    name: unique("Staff"),
    email,
    phone: "555-0100",
    role: "staff",
    assigned_stores: [store.id],
  });
  expect(user.statusCode, user.body).toBe(201);
  const { id: userId, one_time_password: password } = user.json();
  await t.database.db
    .updateTable("users")
    .set({ must_change_password: 0 })
    .where("id", "=", userId)
    .execute();
  const employeeId = await hire(t, store.id, { position, user_id: userId, email });
  const signedIn = await client(t.app).post("/api/auth/v1/token", {
    email,
    password,
    store_code: store.code,
  });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return { token: signedIn.json().access_token, user: signedIn.json().user, employeeId };
}

/** Publishes a week as the admin. */
export async function publish(t: TestApp, storeId: string, weekStart: string) {
  const admin = await asAdmin(t);
  const published = await admin.post("/api/schedules/publish", { store_id: storeId, week_start: weekStart });
  expect(published.statusCode, published.body).toBe(200);
  return published.json() as { published: number; notified: number };
}
