import { afterAll, beforeAll, expect } from "vitest";
import { demoStores } from "../../../test/demo-stores.ts";
import { describeLadder } from "../../../test/ladder.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { makePurchase } from "../purchases/purchases.factory.ts";

let t: TestApp;
const app = () => t;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const foreignStore = async () => (await demoStores(t)).foreign;

for (const table of ["purchases", "expenses"] as const) {
  describeLadder(`/api/${table}/summary`, app, {
    method: "GET",
    url: `/api/${table}/summary`,
    // Every role reads purchases and expenses (PRODUCT.md §2), each over its own stores.
    forbidden: null,
    outOfScope: {
      as: "accounting",
      url: async () => `/api/${table}/summary?store_id=${await foreignStore()}`,
    },
    badRequest: { as: "accounting", url: `/api/${table}/summary?store_id=` },
    success: {
      as: "accounting",
      check: (response) => {
        const body = response.json();
        expect(body.scope).toBe("stores");
        expect(body.total.excludes).toEqual(["rejected"]);
        expect(body.today.count).toBeLessThanOrEqual(body.total.count);
      },
    },
  });
}

describeLadder("/api/purchases/duplicates", app, {
  method: "GET",
  url: async () => {
    const purchase = await makePurchase(t, {
      storeId: (await demoStores(t)).accounting[0],
      invoice_no: "DUP-LADDER",
    });
    return `/api/purchases/duplicates?store_id=${purchase.store_id}&vendor=test%20vendor&invoice_no=dup-ladder`;
  },
  forbidden: null,
  outOfScope: {
    as: "accounting",
    url: async () => `/api/purchases/duplicates?store_id=${await foreignStore()}&vendor=x&invoice_no=y`,
  },
  badRequest: { as: "accounting", url: "/api/purchases/duplicates?vendor=x" },
  success: {
    as: "accounting",
    check: (response) => {
      const { duplicates } = response.json();
      expect(duplicates.length).toBeGreaterThan(0);
      for (const duplicate of duplicates) expect(duplicate.invoice_no.toLowerCase()).toBe("dup-ladder");
    },
  },
});
