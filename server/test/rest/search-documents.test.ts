import { auditRestrictedTables } from "@storeops/domain";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { KEY_BLOCK } from "../../src/db/migrations/029_search_key_days.ts";
import { DOC_FILTERS } from "../../src/db/migrations/045_search_filters.ts";
import { makePurchase } from "../../src/modules/purchases/purchases.factory.ts";
import { rebuildSearchIndex } from "../../src/modules/search/search-index.repository.ts";
import { ESTIMATED_COUNT } from "../../src/rest/query.ts";
import { COMMON_TERM, indexedRun } from "../../src/rest/search-match.ts";
import { client, createTestApp, type DemoAccount, signIn, type TestApp } from "../test-app.ts";

// Issue #29: the search documents keep their rows' status, day and amount (migration 045), the
// audit log's documents are kept by day, and time entries and daily income read `q` by day
// (rest/search-days.ts). Every answer must be what the rows mean without any index.
let t: TestApp;
const READERS: DemoAccount[] = ["admin", "ceo", "accounting", "store_manager", "staff"];
const tokens = new Map<DemoAccount, string>();
type Row = Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  for (const account of READERS) tokens.set(account, (await signIn(t.app, account)).token);
});
afterAll(() => t.close());
afterEach(() => {
  COMMON_TERM.matches = 2000;
  ESTIMATED_COUNT.cap = 1000;
});

async function api(reader: DemoAccount, table: string, params: Record<string, string>) {
  const response = await client(t.app, tokens.get(reader)).get(
    `/api/rest/v1/${table}?${new URLSearchParams(params)}`,
  );
  const header = (name: string) =>
    response.headers[name] === undefined ? undefined : Number(response.headers[name]);
  return {
    status: response.statusCode,
    body: response.body,
    rows: response.statusCode === 200 ? (response.json() as Row[]) : [],
    total: header("x-total-count"),
    atLeast: header("x-total-count-at-least"),
  };
}

/** Every row of a role's list with `params` and no `q`, in the list's order. */
async function allRows(reader: DemoAccount, table: string, params: Record<string, string>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = await api(reader, table, { ...params, limit: "1000", offset: String(offset) });
    expect(page.status, page.body).toBe(200);
    rows.push(...page.rows);
    if (page.rows.length < 1000) return rows;
  }
}

const contains = (row: Row, columns: readonly string[], q: string) =>
  columns.some((column) =>
    String(row[column] ?? "")
      .toLowerCase()
      .includes(q.toLowerCase()),
  );

/** A role's search of `table`: its page (7 rows from the 3rd) and count against the rows' meaning. */
async function compare(
  reader: DemoAccount,
  table: string,
  params: Record<string, string>,
  q: string,
  matches: (row: Row) => boolean,
  count: "exact" | "estimated" = "exact",
): Promise<number> {
  const expected = (await allRows(reader, table, params)).filter(matches);
  const got = await api(reader, table, { ...params, q, count, limit: "7", offset: "2" });
  const what = `${table} ${reader} ${JSON.stringify(params)} q=${q} count=${count}`;
  expect(got.status, `${what}: ${got.body}`).toBe(200);
  expect(
    got.rows.map((row) => row.id),
    what,
  ).toEqual(expected.slice(2, 9).map((row) => row.id));
  const counted =
    count === "estimated" && expected.length > ESTIMATED_COUNT.cap
      ? { atLeast: ESTIMATED_COUNT.cap }
      : { total: expected.length };
  expect({ total: got.total, atLeast: got.atLeast }, what).toEqual({
    total: undefined,
    atLeast: undefined,
    ...counted,
  });
  return expected.length;
}

/** Every document's status, day and amount against its row's (migration 045's columns). */
async function documentsMatchRows(): Promise<void> {
  const db = t.database.db;
  for (const [table, kept] of Object.entries(DOC_FILTERS)) {
    const amount = kept.amount ? sql.ref(`r.${kept.amount}`) : sql`null`;
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} r
      left join search_docs d on d.tbl = ${table} and d.row_id = r.id
      where d.key is null or d.status is distinct from ${sql.ref(`r.${kept.status}`)}
        or d.day is distinct from ${sql.ref(`r.${kept.day}`)} or d.amount is distinct from ${amount}`.execute(
      db,
    );
    expect(Number(rows[0]?.n), table).toBe(0);
    const orphans = await sql<{ n: number | string }>`select count(*) as n from search_docs d
      where d.tbl = ${table} and not exists (select 1 from ${sql.table(table)} r where r.id = d.row_id)`.execute(
      db,
    );
    expect(Number(orphans.rows[0]?.n), table).toBe(0);
  }
  // Every audit document lies in a block whose days hold its entry's time (migration 045).
  const outside = await sql<{ n: number | string }>`select count(*) as n from search_docs d
    join audit_logs a on a.id = d.row_id
    left join search_key_days k on k.tbl = 'audit_logs' and k.block = d.key / ${sql.lit(KEY_BLOCK)}
    where d.tbl = 'audit_logs' and (k.block is null or a.created_at < k.first_day or a.created_at > k.last_day)`.execute(
    db,
  );
  expect(Number(outside.rows[0]?.n)).toBe(0);
}

describe("the search documents' filters (issue #29)", () => {
  it("follow every write of their rows, and the rebuild writes the same", async () => {
    const db = t.database.db;
    await documentsMatchRows();
    const admin = client(t.app, tokens.get("admin"));
    const [expense] = await allRows("admin", "expenses", { select: "id", order: "expense_date.asc" });
    // Status actions (approve, pay), a re-dated and re-priced row, an edit through the API, a
    // new row, a delete.
    const paid = await makePurchase(t, { status: "paid", purchase_date: "2002-03-04", amount: 12.34 });
    const doomed = await makePurchase(t, { status: "approved" });
    await sql`update expenses set expense_date = '2001-02-03', amount = 123456 where id = ${String(expense?.id)}`.execute(
      db,
    );
    const edited = await admin.patch(`/api/rest/v1/expenses?eq=id.${String(expense?.id)}`, { amount: 77.7 });
    expect(edited.statusCode, edited.body).toBe(200);
    const removed = await admin.delete(`/api/rest/v1/purchases?eq=id.${doomed.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const paidDoc = await sql<{
      status: string;
      day: string;
      amount: number | string;
    }>`select status, day, amount
      from search_docs where tbl = 'purchases' and row_id = ${paid.id}`.execute(db);
    expect(paidDoc.rows.map((row) => ({ ...row, amount: Number(row.amount) }))).toEqual([
      { status: "paid", day: "2002-03-04", amount: 1234 },
    ]);
    await documentsMatchRows();
    // The new status, day and amount are what the filters find through the documents.
    const found = await api("admin", "expenses", {
      select: "id",
      q: "e",
      gte: "expense_date.2001-02-01",
      lte: "expense_date.2001-02-28",
      eq: "amount.77.7",
      count: "exact",
    });
    expect({ ids: found.rows.map((row) => row.id), total: found.total }).toEqual({
      ids: [expense?.id],
      total: 1,
    });
    await rebuildSearchIndex(t.database);
    await documentsMatchRows();
  });
});

describe("the audit log searched with its filters", () => {
  const SEARCHED = ["user_name", "action", "target_table", "description", "ip_address", "user_id"];

  it("pages and counts the unindexed answer: action, period, admin and ceo", async () => {
    const entries = await allRows("admin", "audit_logs", { select: "created_at", order: "created_at.asc" });
    const days = entries.map((row) => String(row.created_at));
    const from = (days[Math.floor(days.length / 3)] ?? "").slice(0, 10);
    const to = `${(days[Math.floor((days.length * 2) / 3)] ?? "").slice(0, 10)}T23:59:59.999Z`;
    const order = { order: "created_at.desc", order1: "created_at.desc" };
    const filters: Record<string, string>[] = [
      {},
      { eq: "action.CREATE" },
      { gte: `created_at.${from}`, lte: `created_at.${to}` },
      { gte: `created_at.${from}`, lte: `created_at.${to}`, eq: "action.LOGIN" },
    ];
    let found = 0;
    for (const reader of ["admin", "ceo"] as const) {
      const restricted: readonly string[] = auditRestrictedTables(reader);
      for (const filter of filters) {
        const params = {
          select: "id,created_at,target_table,user_name,action,description,ip_address,user_id",
          ...order,
          ...filter,
        };
        for (const q of ["purchase", "CREATE", "e", "ad", "zz-none"]) {
          for (const common of [2000, 1]) {
            COMMON_TERM.matches = common;
            const matches = (row: Row) =>
              !restricted.includes(String(row.target_table)) && contains(row, SEARCHED, q);
            found += await compare(reader, "audit_logs", params, q, matches);
            ESTIMATED_COUNT.cap = 3;
            await compare(reader, "audit_logs", params, q, matches, "estimated");
            ESTIMATED_COUNT.cap = 1000;
          }
        }
      }
    }
    expect(found).toBeGreaterThan(0);
  }, 300_000);

  it("orders by a column named twice as by the column once", async () => {
    const once = await api("admin", "audit_logs", { select: "id", order: "created_at.desc", limit: "30" });
    const twice = await api("admin", "audit_logs", {
      select: "id",
      order: "created_at.desc",
      order1: "created_at.desc",
      limit: "30",
    });
    expect(twice.rows).toEqual(once.rows);
  });
});

describe("time entries and daily income searched by day", () => {
  const TABLES = {
    employee_time_entries: { date: "work_date", searched: ["notes", "work_date"] },
    daily_income: { date: "date", searched: ["notes", "date"] },
  } as const;

  it("pages and counts the unindexed answer: every role, a period, notes and dates", async () => {
    const db = t.database.db;
    let found = 0;
    for (const [table, { date, searched }] of Object.entries(TABLES)) {
      const rows = await allRows("admin", table, { select: `id,${date}`, order: `${date}.asc` });
      const days = rows.map((row) => String(row[date]));
      const middle = days[Math.floor(days.length / 2)] ?? "";
      // Notes that hold a day and a month of the list, in capitals, and a note of its own.
      const [a, b, c] = rows;
      await sql`update ${sql.table(table)} set notes = ${`Counted ${middle.slice(0, 7)} stock`} where id = ${String(a?.id)}`.execute(
        db,
      );
      await sql`update ${sql.table(table)} set notes = ${`WOMBAT ${middle}`} where id = ${String(b?.id)}`.execute(
        db,
      );
      await sql`update ${sql.table(table)} set notes = ${"late 99-99 delivery"} where id = ${String(c?.id)}`.execute(
        db,
      );
      const terms = [
        middle.slice(0, 7),
        middle,
        middle.slice(5),
        "20",
        "-0",
        "wombat",
        "99-99",
        "Stock",
        "zz-none",
      ];
      const filters: Record<string, string>[] = [
        {},
        { lte: `${date}.${middle}` },
        { gte: `${date}.${days[Math.floor(days.length / 4)]}`, lte: `${date}.${middle}` },
      ];
      for (const reader of READERS) {
        if ((await api(reader, table, { select: "id", limit: "1" })).status !== 200) continue;
        for (const filter of filters) {
          const params = {
            select: `id,notes,${date},store_id`,
            order: `${date}.desc`,
            order1: "created_at.desc",
            ...filter,
          };
          for (const q of terms) {
            found += await compare(reader, table, params, q, (row) => contains(row, searched, q));
          }
        }
      }
    }
    expect(found).toBeGreaterThan(100);
  }, 300_000);
});

describe("a term of several words searched through the index", () => {
  // PostgreSQL looks such a term up by its longest word and tests the whole term on what it finds
  // (rest/search-match.ts, indexedRun): the answer is still every row holding the whole term.
  const SEARCHED = ["invoice_no", "vendor", "payment_type", "check_no", "description", "notes"];

  it("is looked up by its longest word when it has several, of three characters or more", () => {
    expect(
      ["GI-51234", "dairy", "dairy co", "a-b", "ab-cd", "café-crème 2", "51234"].map(indexedRun),
    ).toEqual(["51234", undefined, "dairy", undefined, undefined, "crème", undefined]);
  });

  it("finds the rows holding the whole term: codes with a dash, phrases, with and without filters", async () => {
    const rows = await allRows("admin", "purchases", {
      select: "id,invoice_no,vendor,purchase_date,amount,check_no",
      order: "purchase_date.asc",
    });
    // A term that is also an amount (PostgreSQL reads the two as one set: rest/conditions.ts).
    const amount = String(rows[Math.floor(rows.length / 3)]?.amount);
    const cheque = String(rows.find((row) => row.check_no)?.check_no ?? "1001");
    const invoice = String(rows[Math.floor(rows.length / 2)]?.invoice_no);
    const vendor = String(rows.find((row) => String(row.vendor).includes(" "))?.vendor);
    expect(invoice).toMatch(/-/);
    const middle = String(rows[Math.floor(rows.length / 2)]?.purchase_date);
    const terms = [
      invoice,
      invoice.slice(0, -1),
      invoice.toLowerCase().replace("-", " "),
      `${invoice}9`,
      vendor,
      vendor.toUpperCase().split(" ").slice(0, 2).join(" "),
      `${vendor.split(" ")[0]} zz-none`,
      "a-b",
      amount,
      cheque,
    ];
    const matches = (q: string) => (row: Row) =>
      contains(row, SEARCHED, q) || Number(row.amount) === Number(q);
    const filters: Record<string, string>[] = [
      {},
      { eq: "status.approved" },
      { gte: `purchase_date.${String(rows[0]?.purchase_date)}`, lte: `purchase_date.${middle}` },
    ];
    let found = 0;
    for (const reader of ["admin", "accounting", "store_manager"] as const) {
      for (const filter of filters) {
        const params = {
          select: `id,${SEARCHED.join(",")},amount,purchase_date,status`,
          order: "purchase_date.desc",
          order1: "created_at.desc",
          ...filter,
        };
        for (const q of terms)
          for (const count of ["exact", "estimated"] as const)
            found += await compare(reader, "purchases", params, q, matches(q), count);
      }
    }
    expect(found).toBeGreaterThan(0);
  }, 300_000);
});
