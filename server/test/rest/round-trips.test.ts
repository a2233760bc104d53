import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeNow, storeZones } from "../../src/db/store-time.ts";
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
