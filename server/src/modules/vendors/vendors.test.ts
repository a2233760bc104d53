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
