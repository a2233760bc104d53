import { DEFAULT_DISPLAY_PREFS, formatDate, formatMoney } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { globalSearch, type SearchResult } from "../../../test/global-search.ts";
import { describeLadder } from "../../../test/ladder.ts";
import { signIn, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { uuidFromKey } from "../../seed/random.ts";

const t = useTestApp();
const admin = useSignIn(t, "admin");

const search = (token: string, query: string) => globalSearch(t, token, query);

/** A seeded purchase of a store, straight from the table. */
async function purchaseOf(storeCode: string) {
  return t.database.db
    .selectFrom("purchases")
    .selectAll()
    .where("store_id", "=", uuidFromKey(`store:${storeCode}`))
    .orderBy("invoice_no")
    .executeTakeFirstOrThrow();
}

describeLadder("/api/search", () => t, {
  method: "GET",
  url: "/api/search?q=a",
  forbidden: null,
  // Scope is in the results, not in the target: see "returns only … from its own stores" below.
  outOfScope: null,
  badRequest: { as: "admin", url: "/api/search?q=a&type=secrets" },
  success: {
    as: "staff",
    check: (response) => {
      const results: SearchResult[] = response.json().results;
      expect(results.length).toBeGreaterThan(0);
      for (const result of results) expect(["purchases", "expenses"]).toContain(result.type);
    },
  },
});

describe("global search", () => {
  it("finds a purchase by invoice number with its vendor, amount, store and date (in the default formats)", async () => {
    const purchase = await purchaseOf("MS-RETAIL");
    const results = await search(
      admin.token,
      `q=${encodeURIComponent(String(purchase.invoice_no))}&type=purchases`,
    );
    const hit = results.find((result) => result.id === purchase.id);
    expect(hit).toEqual({
      type: "purchases",
      id: purchase.id,
      title: `${purchase.invoice_no} · ${purchase.vendor}`,
      subtitle: `${formatMoney(Number(purchase.amount))} · Main Street Market · ${formatDate(purchase.purchase_date, DEFAULT_DISPLAY_PREFS)}`,
      route: `/purchases?id=${purchase.id}`,
    });
  });

  it("finds a store by name case-insensitively and routes to it", async () => {
    const results = await search(admin.token, "q=MAIN%20street&type=stores");
    expect(results).toContainEqual({
      type: "stores",
      id: uuidFromKey("store:MS-RETAIL"),
      title: "Main Street Market",
      subtitle: expect.stringMatching(/^MS-RETAIL · /),
      route: `/stores?id=${uuidFromKey("store:MS-RETAIL")}`,
    });
  });

  it("caps results at 50", async () => {
    expect(await search(admin.token, "q=e")).toHaveLength(50);
  });

  it("returns only types the role may open, from its own stores", async () => {
    const staff = await signIn(t.app, "staff");
    const staff2 = await signIn(t.app, "staff2");
    const types = new Set((await search(staff.token, "q=a")).map((result) => result.type));
    for (const type of ["users", "stores", "staff", "vendors", "careers", "reports", "audit"])
      expect(types.has(type)).toBe(false);
    // A purchase from staff2's store never shows up for staff, and does for staff2.
    const foreign = await purchaseOf("MS-RETAIL");
    const query = `q=${encodeURIComponent(String(foreign.invoice_no))}`;
    expect((await search(staff.token, query)).map((result) => result.id)).not.toContain(foreign.id);
    expect((await search(staff2.token, query)).map((result) => result.id)).toContain(foreign.id);
  });

  it("answers an empty query with no results", async () => {
    expect(await search(admin.token, "q=")).toEqual([]);
  });
});
