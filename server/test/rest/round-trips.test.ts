import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeNow, storeZones } from "../../src/db/store-time.ts";
import { createAsAdmin } from "../demo-stores.ts";
import { client, createTestApp, signIn, type TestApp } from "../test-app.ts";

// Each statement is a round trip to PostgreSQL (about 0.3 ms on loopback, more under load): a
// screen's call runs only the statements its answer needs, and per-process caches (store time
// zones) keep the rest off the path once warm.

let t: TestApp;
let recording = false;
const statements: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    onQuery: (sql) => {
      if (recording) statements.push(sql);
    },
  });
});
afterAll(() => t.close());

async function statementsOf(call: () => Promise<{ statusCode: number; body: string }>) {
  await call(); // warm: the first call fills the per-process caches
  statements.length = 0;
  recording = true;
  const response = await call();
  recording = false;
  expect(response.statusCode, response.body).toBe(200);
  return [...statements];
}

describe("round trips per request", () => {
  it("a warm list page, summary and dashboard read no store time zones and stay within their statement budgets", async () => {
    const budgets = {
      "/api/rest/v1/purchases?limit=50&order=purchase_date.desc&count=exact": 7,
      "/api/purchases/summary": 6,
    };
    for (const account of ["admin", "store_manager", "staff"] as const) {
      const { token } = await signIn(t.app, account);
      const api = client(t.app, token);
      for (const [url, budget] of Object.entries(budgets)) {
        const run = await statementsOf(() => api.get(url));
        expect(
          run.filter((sql) => /from "stores"$/.test(sql.trim())),
          `${account} ${url}`,
        ).toEqual([]);
        expect(run.length, `${account} ${url}:\n${run.join("\n")}`).toBeLessThanOrEqual(budget);
      }
    }
  });

  it("a searched count is counted once while the data stays the same, and again after a write", async () => {
    const { token } = await signIn(t.app, "admin");
    const api = client(t.app, token);
    // A search with an amount range: counted from the search index and the rows, not the totals.
    const url = "/api/rest/v1/purchases?q=dairy&gte=amount.1&lte=amount.100000&limit=5&count=exact";
    const total = async () => {
      const response = await api.get(url);
      expect(response.statusCode, response.body).toBe(200);
      return Number(response.headers["x-total-count"]);
    };
    const recorded = async () => {
      statements.length = 0;
      recording = true;
      const count = await total();
      recording = false;
      return { count, run: [...statements] };
    };
    const first = await recorded();
    const again = await recorded();
    expect(again.count).toBe(first.count);
    // The count's own statements are not run again (the search's probe of how common the term is
    // is part of reading the page, and stays).
    const counts = (run: string[]) => run.filter((sql) => /count\(\*\)/i.test(sql));
    expect(counts(again.run).length, JSON.stringify(first.run, null, 1)).toBeLessThan(
      counts(first.run).length,
    );
    const before = first.count;

    await createAsAdmin(t, "purchases", { description: "dairy delivery", amount: 12.5 });
    expect(await total()).toBe(before + 1);
  });

  it("a store's new time zone is used at once after it is saved", async () => {
    const admin = client(t.app, (await signIn(t.app, "admin")).token);
    const store = (await t.database.db.selectFrom("stores").select("id").executeTakeFirstOrThrow()).id;
    const instant = new Date("2026-01-15T03:30:00Z");
    await storeZones(t.database.db); // cached before the change
    for (const [zone, expected] of [
      ["America/Los_Angeles", { date: "2026-01-14", time: "19:30" }],
      ["America/New_York", { date: "2026-01-14", time: "22:30" }],
      ["UTC", { date: "2026-01-15", time: "03:30" }],
    ] as const) {
      const saved = await admin.patch(`/api/rest/v1/stores?eq=id.${store}`, { timezone: zone });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await storeNow(t.database.db, store, instant)).toEqual(expected);
    }
  });
});
