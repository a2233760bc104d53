import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ESTIMATED_COUNT } from "../../src/rest/query.ts";
import { COMMON_TERM } from "../../src/rest/search-match.ts";
import { client, createTestApp, type DemoAccount, signIn, type TestApp } from "../test-app.ts";

// Issue #15: a list's `q` is counted from the search index alone (store-scoped) and a common
// term's page is read row by row; both must answer what the rows themselves answer.
let t: TestApp;
const READERS: DemoAccount[] = ["admin", "ceo", "accounting", "store_manager", "staff"];
const tokens = new Map<DemoAccount, string>();
let terms: string[] = [];
let storeIds: string[] = [];
let purchaseStore = "";

beforeAll(async () => {
  t = await createTestApp();
  for (const account of READERS) tokens.set(account, (await signIn(t.app, account)).token);
  const db = t.database.db;
  const stores = await db.selectFrom("stores").select(["id", "name"]).orderBy("code").execute();
  storeIds = stores.map((store) => String(store.id));
  const purchase = await db
    .selectFrom("purchases")
    .select(["vendor", "invoice_no", "store_id"])
    .where("store_id", "is not", null)
    .executeTakeFirstOrThrow();
  purchaseStore = String(purchase.store_id);
  const expense = await db.selectFrom("expenses").select(["category"]).executeTakeFirstOrThrow();
  terms = [
    String(purchase.vendor).slice(0, 5),
    String(purchase.invoice_no),
    String(expense.category).toUpperCase(),
    String(stores[0]?.name).slice(1, 6),
    "ca",
    "zzz-no-such-text",
    "12",
  ];
});
afterAll(() => t.close());
afterEach(() => {
  COMMON_TERM.matches = 2000;
  ESTIMATED_COUNT.cap = 1000;
});

const ORDER = { purchases: "purchase_date.desc", expenses: "expense_date.desc" } as const;

/** A page of a list read (7 rows from the 3rd) and its count headers. */
async function get(reader: DemoAccount, table: keyof typeof ORDER, params: Record<string, string>) {
  const query = new URLSearchParams({
    select: "id",
    order: ORDER[table],
    order1: "created_at.desc",
    limit: "7",
    offset: "2",
    ...params,
  });
  const response = await client(t.app, tokens.get(reader)).get(`/api/rest/v1/${table}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const header = (name: string) =>
    response.headers[name] === undefined ? undefined : Number(response.headers[name]);
  return {
    ids: (response.json() as { id: string }[]).map((row) => row.id),
    total: header("x-total-count"),
    atLeast: header("x-total-count-at-least"),
  };
}

/** The page's ids and the total of a list read; `exact` adds a condition only the rows can answer. */
async function read(
  reader: DemoAccount,
  table: keyof typeof ORDER,
  params: Record<string, string>,
  exact: boolean,
) {
  const { ids, total } = await get(reader, table, {
    count: "exact",
    ...params,
    ...(exact ? { neq: "id.no-such-id" } : {}),
  });
  return { ids, total: Number(total) };
}

/** Every table, reader and term, without a store, with one and with two: the reads compared. */
async function eachRead(
  check: (
    table: keyof typeof ORDER,
    reader: DemoAccount,
    params: Record<string, string>,
    what: string,
  ) => Promise<void>,
) {
  for (const table of ["purchases", "expenses"] as const) {
    for (const reader of READERS) {
      for (const q of terms) {
        for (const store of [undefined, storeIds[0], storeIds.slice(0, 2).join(",")]) {
          const params: Record<string, string> = { q };
          if (store?.includes(",")) params.in = `store_id.${store}`;
          else if (store) params.eq = `store_id.${store}`;
          await check(table, reader, params, `${table} ${reader} q=${q} store=${store}`);
        }
      }
    }
  }
}

async function compareAll(common: number) {
  COMMON_TERM.matches = common;
  await eachRead(async (table, reader, params, what) => {
    const fast = await read(reader, table, params, false);
    COMMON_TERM.matches = 1e9;
    const rows = await read(reader, table, params, true);
    COMMON_TERM.matches = common;
    expect(fast, what).toEqual(rows);
  });
}

/** A read with count=estimated: its page, and X-Total-Count or X-Total-Count-At-Least. */
const readEstimated = (reader: DemoAccount, table: keyof typeof ORDER, params: Record<string, string>) =>
  get(reader, table, { count: "estimated", ...params });

describe("list search counts and pages", () => {
  it("count=estimated: the exact count up to the cap, past it only that more rows match", async () => {
    let capped = 0;
    let exactly = 0;
    for (const [cap, common] of [
      [3, 2000],
      [3, 1],
      [1000, 1],
    ] as const) {
      ESTIMATED_COUNT.cap = cap;
      await eachRead(async (table, reader, params, label) => {
        COMMON_TERM.matches = common;
        const estimated = await readEstimated(reader, table, params);
        COMMON_TERM.matches = 1e9;
        const rows = await read(reader, table, params, true);
        const what = `${label} cap=${cap}`;
        expect(estimated.ids, what).toEqual(rows.ids);
        if (rows.total > cap) {
          expect({ total: estimated.total, atLeast: estimated.atLeast }, what).toEqual({
            total: undefined,
            atLeast: cap,
          });
          capped++;
        } else {
          expect({ total: estimated.total, atLeast: estimated.atLeast }, what).toEqual({
            total: rows.total,
            atLeast: undefined,
          });
          exactly++;
        }
      });
    }
    // Both answers were seen, so neither branch of the test is empty.
    expect(capped).toBeGreaterThan(0);
    expect(exactly).toBeGreaterThan(0);
  });

  it("count=estimated without search text counts exactly from the totals, past the cap too", async () => {
    ESTIMATED_COUNT.cap = 3;
    const estimated = await readEstimated("admin", "purchases", {});
    const exact = await read("admin", "purchases", {}, false);
    expect(exact.total).toBeGreaterThan(3);
    expect(estimated).toEqual({ ids: exact.ids, total: exact.total, atLeast: undefined });
  });

  it("count accepts exact or estimated only", async () => {
    const response = await client(t.app, tokens.get("admin")).get("/api/rest/v1/purchases?count=planned");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("count accepts exact or estimated");
  });

  it("count and page a q from the index as the rows do, each role, with and without stores", async () => {
    await compareAll(2000);
  });

  it("page a common term row by row with the same rows in the same order", async () => {
    // Every FTS term is "common" here: the row-by-row page against the collected matches.
    await compareAll(1);
  });

  it("count from the index: a store's documents are what the count reads", async () => {
    const store = purchaseStore;
    const q = terms[0] ?? "";
    const before = await read("admin", "purchases", { q, eq: `store_id.${store}` }, false);
    const rowsCount = await read("admin", "purchases", { q, eq: `store_id.${store}` }, true);
    expect(before.total).toBe(rowsCount.total);
    expect(before.total).toBeGreaterThan(0);
    // Moving an index entry to another store moves the fast count, not the rows' count.
    const key = await sql<{ key: number }>`select key from search_docs
      where tbl = 'purchases' and store_id = ${store} and body like ${`%${q.toLowerCase()}%`} limit 1`.execute(
      t.database.db,
    );
    const moved = key.rows[0]?.key;
    await sql`update search_docs set store_id = 'elsewhere' where key = ${moved}`.execute(t.database.db);
    try {
      expect((await read("admin", "purchases", { q, eq: `store_id.${store}` }, false)).total).toBe(
        before.total - 1,
      );
      expect((await read("admin", "purchases", { q, eq: `store_id.${store}` }, true)).total).toBe(
        before.total,
      );
    } finally {
      await sql`update search_docs set store_id = ${store} where key = ${moved}`.execute(t.database.db);
    }
  });
});
