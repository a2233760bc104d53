import { describe, expect, it } from "vitest";
import { factoryContext, makePayload } from "./factories.ts";
import { client, useSignIn, useTestApp } from "./test-app.ts";

const t = useTestApp();
const admin = useSignIn(t, "admin");
const staff = useSignIn(t, "staff");
const accounting = useSignIn(t, "accounting");

const cents = (dollars: number) => Math.round(dollars * 100);

describe("purchase summary", () => {
  it("401 without a session", async () => {
    expect((await client(t.app).get("/api/purchases/summary")).statusCode).toBe(401);
  });

  it("counts over the user's stores and matches the rows", async () => {
    const summary = (await client(t.app, accounting.token).get("/api/purchases/summary")).json();
    expect(summary.scope).toBe("stores");
    const approved: Array<{ amount: number }> = (
      await client(t.app, accounting.token).get(
        "/api/rest/v1/purchases?eq=status.approved&select=amount&limit=1000",
      )
    ).json();
    expect(summary.pending_payments.count).toBe(approved.length);
    expect(cents(summary.pending_payments.amount)).toBe(
      approved.reduce((sum, row) => sum + cents(row.amount), 0),
    );
    const all = (await client(t.app, admin.token).get("/api/purchases/summary")).json();
    expect(all.scope).toBe("all");
    expect(all.total.count).toBeGreaterThan(summary.total.count);
  });

  it("today's card moves when a purchase is recorded today in the store's time zone", async () => {
    const api = client(t.app, staff.token);
    const before = (await api.get("/api/purchases/summary")).json();
    expect(before.scope).toBe("store");
    const ctx = await factoryContext(t, String(staff.user.current_store_id));
    const { store_id: _store, ...payload } = makePayload("purchases", ctx, { amount: 10.25 });
    const created = await api.post("/api/rest/v1/purchases", payload);
    expect(created.statusCode).toBe(201);
    const after = (await api.get("/api/purchases/summary")).json();
    expect(after.today.count).toBe(before.today.count + 1);
    expect(cents(after.today.amount) - cents(before.today.amount)).toBe(1025);
  });
});

describe("expense summary", () => {
  it("has pending, approved and total cards", async () => {
    const summary = (await client(t.app, admin.token).get("/api/expenses/summary")).json();
    const pending = (
      await client(t.app, admin.token).get("/api/rest/v1/expenses?eq=status.pending&count=exact&limit=0")
    ).headers["x-total-count"];
    expect(summary.pending.count).toBe(Number(pending));
    expect(summary.approved.count).toBeGreaterThan(0);
    expect(summary.total.count).toBeGreaterThanOrEqual(summary.approved.count + summary.pending.count);
  });
});

describe("overdue", () => {
  it("is derived for approved purchases due before today and filters with status=overdue", async () => {
    const rows: Array<{ status: string; due_date: string; overdue: boolean }> = (
      await client(t.app, admin.token).get(
        "/api/rest/v1/purchases?eq=status.overdue&select=status,due_date,overdue&limit=1000",
      )
    ).json();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.status).toBe("approved");
      expect(row.overdue).toBe(true);
      expect(row.due_date < t.today).toBe(true);
    }
    const paid = (
      await client(t.app, admin.token).get("/api/rest/v1/purchases?eq=status.paid&select=overdue&limit=50")
    ).json();
    for (const row of paid) expect(row.overdue).toBe(false);
  });
});

describe("search over amount and store", () => {
  it("q matches an amount typed in dollars", async () => {
    const row = (
      await client(t.app, admin.token).get("/api/rest/v1/purchases?limit=1&select=id,amount")
    ).json()[0];
    const found = (
      await client(t.app, admin.token).get(
        `/api/rest/v1/purchases?q=${row.amount}&select=id,amount&limit=1000`,
      )
    ).json();
    expect(found.map((r: { id: string }) => r.id)).toContain(row.id);
  });
});

describe("duplicate invoices", () => {
  it("warns about the same vendor and invoice number in the store", async () => {
    const ctx = await factoryContext(t);
    const payload = makePayload("purchases", ctx, { invoice_no: "DUP-1", vendor: "Acme Beans" });
    const first = await client(t.app, admin.token).post("/api/rest/v1/purchases", payload);
    const query = `store_id=${ctx.storeId}&vendor=acme%20beans&invoice_no=dup-1`;
    const found = (await client(t.app, admin.token).get(`/api/purchases/duplicates?${query}`)).json();
    expect(found.duplicates.map((d: { id: string }) => d.id)).toEqual([first.json().id]);
    const excluded = (
      await client(t.app, admin.token).get(`/api/purchases/duplicates?${query}&exclude_id=${first.json().id}`)
    ).json();
    expect(excluded.duplicates).toEqual([]);
    // Saving a duplicate stays possible: it is a warning, not a block.
    expect((await client(t.app, admin.token).post("/api/rest/v1/purchases", payload)).statusCode).toBe(201);
    expect((await client(t.app, admin.token).get("/api/purchases/duplicates?vendor=x")).statusCode).toBe(400);
  });
});
