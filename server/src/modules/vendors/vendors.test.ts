import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { client, createTestApp, signIn, type TestApp } from "../../../test/test-app.ts";
import { makePurchase } from "../purchases/purchases.factory.ts";
import { makeVendor } from "./vendors.factory.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("vendors", () => {
  it("link purchases by name ignoring case and derive their totals", async () => {
    const vendor = await makeVendor(t, { name: "Blue Harbor Supply" });
    expect(vendor).toMatchObject({ code: expect.any(String), total_purchases: 0 });
    const purchase = await makePurchase(t, { vendor: "blue harbor supply", amount: 40 });
    const read = (await (await asAdmin(t)).get(`/api/rest/v1/vendors/${vendor.id}`)).json();
    expect(read.total_purchases).toBe(40);
    expect(read.last_purchase).toBe(purchase.purchase_date);
    // A rejected purchase does not count.
    await makePurchase(t, { vendor: "Blue Harbor Supply", amount: 99, status: "rejected" });
    const after = (await (await asAdmin(t)).get(`/api/rest/v1/vendors/${vendor.id}`)).json();
    expect(after.total_purchases).toBe(40);
  });
});

describe("vendor totals are the caller's stores' only", () => {
  it("a manager sees, filters and sorts by its stores' purchases from a vendor, not the business's", async () => {
    const stores = await demoStores(t);
    const vendor = await makeVendor(t, { name: "Scoped Totals Ltd" });
    await makePurchase(t, {
      storeId: stores.manager[0],
      vendor: "Scoped Totals Ltd",
      amount: 10,
      purchase_date: "2024-01-05",
    });
    await makePurchase(t, {
      storeId: stores.foreign,
      vendor: "Scoped Totals Ltd",
      amount: 1000,
      purchase_date: "2024-02-09",
    });
    const admin = (await (await asAdmin(t)).get(`/api/rest/v1/vendors/${vendor.id}`)).json();
    expect(admin).toMatchObject({ total_purchases: 1010, last_purchase: "2024-02-09" });

    const manager = client(t.app, (await signIn(t.app, "store_manager")).token);
    const read = (await manager.get(`/api/rest/v1/vendors/${vendor.id}`)).json();
    expect(read).toMatchObject({ total_purchases: 10, last_purchase: "2024-01-05" });
    const listed = (await manager.get(`/api/rest/v1/vendors?eq=id.${vendor.id}`)).json();
    expect(listed[0]).toMatchObject({ total_purchases: 10, last_purchase: "2024-01-05" });
    // Filters probe the scoped values, never the business's.
    const probe = async (query: string) =>
      (await manager.get(`/api/rest/v1/vendors?eq=id.${vendor.id}&${query}`)).json().length as number;
    expect(await probe("gte1=total_purchases.1000")).toBe(0);
    expect(await probe("eq1=total_purchases.10")).toBe(1);
    expect(await probe("gte1=last_purchase.2024-02-01")).toBe(0);
    expect(await probe("eq1=last_purchase.2024-01-05")).toBe(1);
    // Order uses the scoped totals too: this vendor is not ranked by the foreign store's 1,000.
    const top = (
      await manager.get(
        "/api/rest/v1/vendors?order=total_purchases.desc&select=id,total_purchases&limit=1000",
      )
    ).json() as Array<{ id: string; total_purchases: number }>;
    const totals = top.map((row) => row.total_purchases);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(top.find((row) => row.id === vendor.id)?.total_purchases).toBe(10);
  });
});

describe("vendor writes", () => {
  it("ignore totals sent in a body", async () => {
    const vendor = await makeVendor(t, {
      name: "Body Totals Co",
      total_purchases: 5000,
      last_purchase: "2020-01-01",
    });
    expect(vendor).toMatchObject({ total_purchases: 0, last_purchase: null });
    const admin = await asAdmin(t);
    const patched = await admin.patch(`/api/rest/v1/vendors?eq=id.${vendor.id}`, {
      total_purchases: 10,
      notes: "n",
    });
    expect(patched.json()[0]).toMatchObject({ total_purchases: 0, notes: "n" });
  });

  it("a vendor with purchases cannot be deleted (409 in_use); one without can", async () => {
    const admin = await asAdmin(t);
    const used = await makeVendor(t, { name: "Used Vendor Inc" });
    await makePurchase(t, { vendor: "Used Vendor Inc" });
    const refused = await admin.delete(`/api/rest/v1/vendors?eq=id.${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "in_use",
      message: "Cannot delete a vendor that has purchases.",
    });
    const free = await makeVendor(t, { name: "Free Vendor Inc" });
    expect((await admin.delete(`/api/rest/v1/vendors?eq=id.${free.id}`)).statusCode).toBe(200);
  });

  it("notes over 500 characters are refused", async () => {
    const admin = await asAdmin(t);
    const vendor = await makeVendor(t, { name: "Notes Vendor" });
    const refused = await admin.patch(`/api/rest/v1/vendors?eq=id.${vendor.id}`, { notes: "x".repeat(501) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields.notes).toBeDefined();
  });
});

describe("vendor summary", () => {
  it("counts vendors and sums the caller's stores' counted purchases only", async () => {
    const stores = await demoStores(t);
    const manager = client(t.app, (await signIn(t.app, "store_manager")).token);
    const before = (await manager.get("/api/vendors/summary")).json();
    const vendor = await makeVendor(t, { name: "Summary Scope Co" });
    await makePurchase(t, { storeId: stores.manager[0], vendor: "Summary Scope Co", amount: 12.5 });
    await makePurchase(t, { storeId: stores.foreign, vendor: "Summary Scope Co", amount: 5000 });
    await makePurchase(t, {
      storeId: stores.manager[0],
      vendor: "Summary Scope Co",
      amount: 70,
      status: "rejected",
    });
    const after = (await manager.get("/api/vendors/summary")).json();
    expect(after.total).toBe(before.total + 1);
    expect(after.total_purchases).toBeCloseTo(before.total_purchases + 12.5, 2);
    const admin = (await (await asAdmin(t)).get("/api/vendors/summary")).json();
    const top = (
      await (
        await asAdmin(t)
      ).get("/api/rest/v1/vendors?order=total_purchases.desc&limit=1&select=id,name,total_purchases")
    ).json()[0];
    expect(admin.top_vendor).toMatchObject({ id: top.id, total_purchases: top.total_purchases });
    expect(vendor.id).toBeDefined();
  });
});
