import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin } from "../../../test/demo-stores.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
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
