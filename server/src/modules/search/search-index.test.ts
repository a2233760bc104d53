import { searchChipsFor } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { asAdmin, createAsAdmin, demoStores } from "../../../test/demo-stores.ts";
import { globalSearch, type SearchResult } from "../../../test/global-search.ts";
import { client, signIn, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { makePurchase } from "../purchases/purchases.factory.ts";
import { makeVendor } from "../vendors/vendors.factory.ts";

const t = useTestApp();
const admin = useSignIn(t, "admin");

const search = (token: string, q: string, type = "all") =>
  globalSearch(t, token, `q=${encodeURIComponent(q)}&type=${type}`);
const ids = (results: SearchResult[]) => results.map((result) => result.id);

/** The list `q` of a table as the admin: the ids of its page and its exact count. */
async function listQ(table: string, q: string) {
  const response = await client(t.app, admin.token).get(
    `/api/rest/v1/${table}?select=id&q=${encodeURIComponent(q)}&count=exact&limit=100`,
  );
  expect(response.statusCode, response.body).toBe(200);
  const rows: { id: string }[] = response.json();
  return { ids: rows.map((row) => row.id), total: Number(response.headers["x-total-count"]) };
}

describe("search index", () => {
  it("follows a purchase's create, edit and delete in global search and the list q", async () => {
    const api = await asAdmin(t);
    const purchase = await makePurchase(t, { vendor: "Wombat Wholesale", description: "Oat milk crates" });
    expect(ids(await search(admin.token, "wombat"))).toContain(purchase.id);
    expect((await listQ("purchases", "oat milk crat")).ids).toContain(purchase.id);

    const edited = await api.patch(`/api/rest/v1/purchases?eq=id.${purchase.id}`, {
      description: "Quince jam jars",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await listQ("purchases", "oat milk crat")).ids).not.toContain(purchase.id);
    expect((await listQ("purchases", "QUINCE JAM")).ids).toEqual([purchase.id]);
    expect(ids(await search(admin.token, "quince jam"))).toEqual([purchase.id]);

    const removed = await api.delete(`/api/rest/v1/purchases?eq=id.${purchase.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await search(admin.token, "quince jam")).toEqual([]);
    expect(await listQ("purchases", "quince jam")).toEqual({ ids: [], total: 0 });
  });

  it("follows an expense's create, edit and delete, and a store's rename", async () => {
    const api = await asAdmin(t);
    const expense = await createAsAdmin(t, "expenses", { description: "Narwhal tusk polish" });
    expect((await listQ("expenses", "narwhal")).ids).toEqual([expense.id]);
    const edited = await api.patch(`/api/rest/v1/expenses?eq=id.${expense.id}`, { notes: "Ocelot feed" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await listQ("expenses", "ocelot")).ids).toEqual([expense.id]);
    expect(ids(await search(admin.token, "ocelot", "expenses"))).toEqual([expense.id]);

    // The store's name is searchable on its rows: a rename re-indexes them in the same transaction.
    const renamed = await api.patch(`/api/rest/v1/stores?eq=id.${expense.store_id}`, {
      name: "Pangolin Plaza",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const byStore = await listQ("expenses", "pangolin plaza");
    expect(byStore.ids).toContain(expense.id);
    expect(byStore.total).toBeGreaterThan(0);

    const removed = await api.delete(`/api/rest/v1/expenses?eq=id.${expense.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await listQ("expenses", "ocelot")).ids).toEqual([]);
  });

  it("matches the amount typed, not the digits of its cents", async () => {
    const purchase = await makePurchase(t, { amount: 4321.09 });
    expect((await listQ("purchases", "4,321.09")).ids).toContain(purchase.id);
    expect(ids(await search(admin.token, "4321.09", "purchases"))).toContain(purchase.id);
    expect((await listQ("purchases", "432109")).ids).not.toContain(purchase.id);
  });

  it("ranks a vendor named in the query above its purchases", async () => {
    const vendor = await makeVendor(t, { name: "Quokka Provisions" });
    for (let n = 0; n < 3; n += 1) await makePurchase(t, { vendor: "Quokka Provisions" });
    const results = await search(admin.token, "quokka");
    expect(results[0]).toMatchObject({ type: "vendors", id: vendor.id });
    expect(results.filter((result) => result.type === "purchases")).toHaveLength(3);
    // A title that is the text itself ranks above titles that merely contain it.
    expect((await search(admin.token, "Quokka Provisions"))[0]?.id).toBe(vendor.id);
  });

  it("caps at 50 results through the index, while the list q counts every match", async () => {
    for (let n = 0; n < 55; n += 1) await makePurchase(t, { description: `Capybara feed lot ${n}` });
    expect(await search(admin.token, "capybara")).toHaveLength(50);
    expect((await listQ("purchases", "capybara")).total).toBe(55);
  });

  it("never returns a row outside the caller's stores, for every limited role", async () => {
    const stores = await demoStores(t);
    const foreign = await makePurchase(t, { storeId: stores.foreign, vendor: "Xerus Imports" });
    for (const account of ["accounting", "store_manager", "staff", "staff2", "ceo"] as const) {
      const user = await signIn(t.app, account);
      for (const q of ["xerus", "e", "an", "purchase", "Test expense"]) {
        const results = await search(user.token, q);
        if (account !== "ceo") expect(ids(results)).not.toContain(foreign.id);
        for (const result of results.filter((r) => r.type === "purchases" || r.type === "expenses")) {
          // Whatever search shows, the caller's own list shows too (same scope and row policy).
          const table = result.type;
          const row = await client(t.app, user.token).get(
            `/api/rest/v1/${table}?select=id&eq=id.${result.id}`,
          );
          expect(row.json(), `${account} ${q} ${table}`).toHaveLength(1);
        }
      }
    }
  });

  it("offers only the chips a role can fill, and answers nothing for the others", async () => {
    expect(searchChipsFor("staff")).toEqual(["all", "purchases", "expenses"]);
    expect(searchChipsFor("admin")).toHaveLength(10);
    const staff = await signIn(t.app, "staff");
    expect(await search(staff.token, "a", "users")).toEqual([]);
  });
});
