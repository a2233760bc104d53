import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin, createAsAdmin } from "../demo-stores.ts";
import { forgetAuthor } from "../factories.ts";
import { client, createTestApp, type DemoAccount, signIn, type TestApp } from "../test-app.ts";

// Issue #15: a list's X-Total-Count read from the aggregates must be the exact count of its rows.
let t: TestApp;

const TABLES = {
  purchases: { date: "purchase_date", status: true },
  expenses: { date: "expense_date", status: true },
  daily_income: { date: "date", status: false },
  employee_time_entries: { date: "work_date", status: false },
  cash_ups: { date: "business_date", status: true },
} as const;
type Counted = keyof typeof TABLES;
// Both tables' statuses: a status another table has not matches nothing, which counts too.
const STATUSES = ["pending", "approved", "paid", "rejected", "open", "submitted"];
const READERS: DemoAccount[] = ["admin", "ceo", "accounting", "store_manager", "staff"];

let storeIds: string[] = [];
let dates: string[] = [];
const tokens = new Map<DemoAccount, string>();

beforeAll(async () => {
  t = await createTestApp();
  const stores = await t.database.db.selectFrom("stores").select("id").orderBy("code").execute();
  storeIds = stores.map((store) => String(store.id));
  const days = await sql<{ day: string }>`
    select distinct purchase_date as day from purchases union select distinct date from daily_income`.execute(
    t.database.db,
  );
  dates = [...days.rows.map((row) => row.day), "2000-01-01", "2999-12-31"].sort();
  for (const account of READERS) tokens.set(account, (await signIn(t.app, account)).token);
  // Writes after the seed move the aggregates through their triggers.
  const created = await createAsAdmin(t, "purchases", {}, storeIds[0]);
  const admin = await asAdmin(t);
  await forgetAuthor(t, "purchases", created.id); // nobody decides on their own record
  const approved = await admin.patch(`/api/rest/v1/purchases?eq=id.${created.id}`, { status: "approved" });
  if (approved.statusCode !== 200) throw new Error(`approving failed: ${approved.body}`);
  await createAsAdmin(t, "expenses", {}, storeIds[1]);
  const victim = await t.database.db
    .selectFrom("expenses")
    .select("id")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const deleted = await admin.delete(`/api/rest/v1/expenses?eq=id.${victim.id}`);
  if (deleted.statusCode >= 300) throw new Error(`deleting failed: ${deleted.body}`);
});
afterAll(() => t.close());

const subset = <T>(items: () => T[]) => fc.constant(null).chain(() => fc.subarray(items(), { minLength: 1 }));

/** A list read the screens make: stores, statuses and a date range, each optional. */
const listRead = fc.record({
  table: fc.constantFrom(...(Object.keys(TABLES) as Counted[])),
  reader: fc.constantFrom(...READERS),
  store: fc.option(
    fc.oneof(
      fc
        .constant(null)
        .chain(() => fc.constantFrom(...storeIds))
        .map((id) => ["eq", id] as const),
      subset(() => storeIds).map((ids) => ["in", ids.join(",")] as const),
    ),
  ),
  status: fc.option(
    fc.oneof(
      fc.constantFrom(...STATUSES).map((s) => ["eq", s] as const),
      fc.constantFrom(...STATUSES).map((s) => ["neq", s] as const),
      fc.subarray(STATUSES, { minLength: 1 }).map((s) => ["in", s.join(",")] as const),
    ),
  ),
  dates: fc.array(
    fc.tuple(
      fc.constantFrom("gt", "gte", "lt", "lte", "eq"),
      fc.constant(null).chain(() => fc.constantFrom(...dates)),
    ),
    { maxLength: 2 },
  ),
});

function listUrl(read: typeof listRead extends fc.Arbitrary<infer R> ? R : never, exact: boolean) {
  const params = new URLSearchParams({ limit: "1", count: "exact" });
  const used = new Map<string, number>();
  const add = (op: string, column: string, value: string) => {
    const n = used.get(op) ?? 0;
    used.set(op, n + 1);
    params.set(n === 0 ? op : `${op}${n}`, `${column}.${value}`);
  };
  if (read.store) add(read.store[0], "store_id", read.store[1]);
  if (read.status && TABLES[read.table].status) add(read.status[0], "status", read.status[1]);
  for (const [op, day] of read.dates) add(op, TABLES[read.table].date, day);
  // A condition the aggregates cannot answer sends the count to the rows themselves.
  if (exact) add("neq", "id", "no-such-id");
  return `/api/rest/v1/${read.table}?${params}`;
}

async function total(reader: DemoAccount, url: string): Promise<number | string> {
  const response = await client(t.app, tokens.get(reader)).get(url);
  if (response.statusCode !== 200) return `${response.statusCode} ${response.body}`;
  return Number(response.headers["x-total-count"]);
}

describe("list counts from the aggregates", () => {
  it("equal the exact count of the rows under random store, status and date filters, each role", async () => {
    await fc.assert(
      fc.asyncProperty(listRead, async (read) => {
        const counted = await total(read.reader, listUrl(read, false));
        const exact = await total(read.reader, listUrl(read, true));
        expect(counted).toEqual(exact);
      }),
      { numRuns: 60 },
    );
  });

  it("are read from the aggregates when the filters are only store, status and dates", async () => {
    const store = storeIds[0];
    const url = `/api/rest/v1/purchases?limit=1&count=exact&eq=store_id.${store}`;
    const before = await total("admin", url);
    const bump = (delta: number) =>
      sql`update transaction_store_totals set count = count + ${delta}
        where store_id = ${store} and kind = 'purchase'
          and status = (select min(status) from transaction_store_totals where store_id = ${store} and kind = 'purchase')
          and payment_type = (select min(payment_type) from transaction_store_totals
            where store_id = ${store} and kind = 'purchase'
              and status = (select min(status) from transaction_store_totals where store_id = ${store} and kind = 'purchase'))`.execute(
        t.database.db,
      );
    await bump(1000);
    try {
      expect(await total("admin", url)).toBe(Number(before) + 1000);
      // Any other condition is counted from the rows.
      expect(await total("admin", `${url}&neq=id.x`)).toBe(before);
    } finally {
      await bump(-1000);
    }
  });

  it("count cash-ups from their store and status totals, a range of days from the rows", async () => {
    const url = "/api/rest/v1/cash_ups?limit=1&count=exact&eq=status.approved";
    const before = await total("accounting", url);
    const bump = (delta: number) =>
      sql`update cash_up_store_totals set records = records + ${delta}
        where status = 'approved' and store_id = (select min(store_id) from cash_up_store_totals where status = 'approved')`.execute(
        t.database.db,
      );
    await bump(1000);
    try {
      expect(await total("admin", url)).not.toBe(await total("admin", `${url}&neq=id.x`));
      expect(await total("admin", `${url}&gte=business_date.2000-01-01`)).toBe(
        await total("admin", `${url}&neq=id.x`),
      );
    } finally {
      await bump(-1000);
    }
    expect(await total("accounting", url)).toBe(before);
  });
});
