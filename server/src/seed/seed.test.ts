import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dropDatabase, openTestDatabase } from "../../test/test-databases.ts";
import { type Database, type DB, type Row, untyped } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { verifyPassword } from "../modules/auth/password.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from "./demo.ts";

// Early in the UTC day, when it is still yesterday evening in the stores of the Americas: the
// moment that once seeded activity dated later than the seeding itself.
const NOW = new Date("2026-05-04T00:30:00.000Z");
const TODAY = "2026-05-04";
const TABLES = [
  "users",
  "industries",
  "categories",
  "stores",
  "vendors",
  "staff",
  "employee_wages",
  "employee_time_entries",
  "employee_withdrawals",
  "daily_income",
  "purchases",
  "expenses",
  "cash_ups",
  "payroll_runs",
  "budgets",
  "approval_rules",
  "approval_delegations",
  "careers",
  "career_applications",
  "reports",
  "saved_views",
  "shifts",
  "audit_logs",
];
const MONEY: Record<string, string[]> = {
  stores: ["monthly_target"],
  staff: ["hourly_rate", "monthly_salary"],
  employee_wages: ["hourly_rate", "monthly_salary"],
  employee_withdrawals: ["amount"],
  daily_income: ["income_cash", "income_card", "income_other", "total_income"],
  purchases: ["amount"],
  expenses: ["amount"],
  cash_ups: [
    "opening_float",
    "cash_takings",
    "cash_purchases",
    "cash_expenses",
    "cash_drops",
    "expected_cash",
    "counted_cash",
    "variance",
    "deposit_amount",
  ],
  careers: ["salary_min", "salary_max"],
  budgets: ["amount"],
  approval_rules: ["amount_from"],
};

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function freshSqlite(): Promise<Database> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "seed-test-"));
  const database = openTestDatabase({ dataDir: dir });
  await migrateToLatest(database.db);
  cleanups.push(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return database;
}

async function timedSeed(db: Kysely<DB>, label: string): Promise<number> {
  const started = performance.now();
  await seedDemoData(db, { now: NOW });
  const ms = Math.round(performance.now() - started);
  console.log(`seedDemoData on ${label}: ${ms} ms`);
  return ms;
}

/** Every seeded row of every table, sorted by id, password hashes left out (they are salted). */
async function dump(db: Kysely<DB>): Promise<Record<string, Row[]>> {
  const result: Record<string, Row[]> = {};
  for (const table of TABLES) {
    const rows = await untyped(db).selectFrom(table).selectAll().execute();
    result[table] = rows
      .map(({ password_hash: _hash, ...row }) => row)
      .sort((a, b) => String(a.id).localeCompare(String(b.id)));
  }
  return result;
}

const rowsOf = (data: Record<string, Row[]>, table: string): Row[] => data[table] ?? [];
const count = (rows: Row[], predicate: (row: Row) => boolean): number => rows.filter(predicate).length;

/** The facts docs/decisions.md, Demo data promises, checked against one seeded database. */
async function expectDemoFacts(db: Kysely<DB>, data: Record<string, Row[]>): Promise<void> {
  const stores = rowsOf(data, "stores");
  const users = rowsOf(data, "users");
  const staff = rowsOf(data, "staff");
  const codeOf = new Map(stores.map((store) => [store.id, store.code]));
  const idOf = new Map(stores.map((store) => [store.code, store.id]));

  expect(stores.length).toBeGreaterThanOrEqual(7);
  expect(stores.length).toBeLessThanOrEqual(10);
  expect(rowsOf(data, "industries").map((row) => row.code)).toContain("coffee-shops");
  // Every industry's categories (migrations 024 and 047: nine for expenses, General for
  // purchases) and each demo industry's own of both kinds.
  const categories = rowsOf(data, "categories");
  expect(count(categories, (row) => row.industry_id === null && row.kind === "expense")).toBe(9);
  expect(count(categories, (row) => row.industry_id === null && row.kind === "purchase")).toBe(1);
  for (const industry of rowsOf(data, "industries")) {
    for (const kind of ["expense", "purchase"]) {
      expect(
        count(categories, (row) => row.industry_id === industry.id && row.kind === kind),
        `${industry.code} ${kind}`,
      ).toBeGreaterThan(2);
    }
  }
  expect(count(stores, (store) => store.status === "active")).toBeGreaterThanOrEqual(stores.length - 1);

  // The six demo accounts with their stores, all sharing the demo password.
  expect(DEMO_ACCOUNTS).toHaveLength(6);
  for (const account of DEMO_ACCOUNTS) {
    const user = users.find((candidate) => candidate.email === account.email);
    expect(user, account.email).toBeDefined();
    if (!user) continue;
    expect(user.role).toBe(account.role);
    expect(user.must_change_password).toBe(0);
    const list = account.role === "store_manager" ? user.managed_stores : user.assigned_stores;
    const codes = (JSON.parse(String(list)) as string[]).map((id) => codeOf.get(id));
    expect(codes, account.email).toEqual(account.store_codes);
  }
  const byEmail = (email: string) =>
    DEMO_ACCOUNTS.find((account) => account.email === email)?.store_codes ?? [];
  for (const email of ["accounting@example.com", "manager@example.com"]) {
    expect(byEmail(email).length).toBeGreaterThanOrEqual(2);
    expect(byEmail(email).length).toBeLessThan(stores.length);
  }
  expect(byEmail("admin@example.com")).toEqual([]);
  expect(byEmail("ceo@example.com")).toEqual([]);
  expect(byEmail("staff@example.com")).toHaveLength(2);
  expect(byEmail("staff2@example.com")).toHaveLength(1);
  expect(byEmail("staff@example.com")).not.toContain(byEmail("staff2@example.com")[0]);
  const hashes = await db.selectFrom("users").select("password_hash").execute();
  expect(new Set(hashes.map((row) => row.password_hash)).size).toBe(1);
  expect(await verifyPassword(DEMO_PASSWORD, String(hashes[0]?.password_hash))).toBe(true);

  // Each demo staff account has an active staff record linked to it in each of its stores.
  for (const email of ["staff@example.com", "staff2@example.com"]) {
    const userId = users.find((user) => user.email === email)?.id;
    for (const code of byEmail(email)) {
      const rows = staff.filter((row) => row.user_id === userId && row.store_id === idOf.get(code));
      expect(rows, `${email} in ${code}`).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: "active", email });
    }
  }
  for (const store of stores) {
    const team = count(staff, (row) => row.store_id === store.id);
    expect(team, String(store.code)).toBeGreaterThanOrEqual(4);
    expect(team, String(store.code)).toBeLessThanOrEqual(8);
  }
  expect(count(staff, (row) => row.status === "on_leave")).toBeGreaterThanOrEqual(2);

  // The last two whole weeks' schedule, published, in every store (docs/decisions.md, Schedules).
  const shifts = rowsOf(data, "shifts");
  for (const store of stores)
    expect(
      count(shifts, (row) => row.store_id === store.id && row.status === "published"),
      String(store.code),
    ).toBeGreaterThan(0);

  // Plausible volumes for twelve months.
  const volume = (table: string) => rowsOf(data, table).length;
  expect(volume("vendors")).toBeGreaterThanOrEqual(12);
  expect(volume("daily_income")).toBeGreaterThan(stores.length * 250);
  expect(volume("daily_income")).toBeLessThanOrEqual(stores.length * 365);
  expect(volume("purchases")).toBeGreaterThan(600);
  expect(volume("purchases")).toBeLessThan(3000);
  expect(volume("expenses")).toBeGreaterThan(300);
  expect(volume("employee_time_entries")).toBeGreaterThan(5000);
  expect(volume("employee_time_entries")).toBeLessThan(25_000);
  expect(volume("employee_wages")).toBe(staff.length);
  expect(volume("employee_withdrawals")).toBeGreaterThan(staff.length);
  expect(volume("careers")).toBeGreaterThanOrEqual(5);
  expect(volume("career_applications")).toBeGreaterThanOrEqual(2);
  expect(volume("audit_logs")).toBeGreaterThan(100);
  expect(volume("reports")).toBeGreaterThanOrEqual(1);
  expect(new Set(rowsOf(data, "careers").map((row) => row.status))).toEqual(new Set(["open", "closed"]));

  // Every status, consistent with its fields; overdue (derived) exists.
  const purchases = rowsOf(data, "purchases");
  expect(new Set(purchases.map((row) => row.status))).toEqual(
    new Set(["pending", "approved", "rejected", "paid"]),
  );
  expect(
    count(purchases, (row) => row.status === "approved" && String(row.due_date) < TODAY),
  ).toBeGreaterThan(0);
  // Each purchase's category is one its store's industry is offered, and most say more than General.
  const industryOf = new Map(stores.map((store) => [store.id, store.industry_id]));
  const offered = (row: Row) =>
    categories.some(
      (category) =>
        category.kind === "purchase" &&
        category.name === row.category &&
        (category.industry_id === null || category.industry_id === industryOf.get(String(row.store_id))),
    );
  expect(purchases.filter((row) => !offered(row))).toEqual([]);
  expect(count(purchases, (row) => row.category !== "General")).toBeGreaterThan(purchases.length / 2);
  for (const row of purchases) {
    expect(String(row.due_date) > String(row.purchase_date)).toBe(true);
    expect(row.rejection_reason !== null).toBe(row.status === "rejected");
    expect(row.paid_at !== null).toBe(row.status === "paid");
    expect(row.approved_at !== null).toBe(row.status === "approved" || row.status === "paid");
    expect(row.check_no !== null && row.check_due_date !== null).toBe(row.payment_type === "check");
    expect(String(row.purchase_date) <= TODAY).toBe(true);
  }
  const expenseStatuses = new Set(rowsOf(data, "expenses").map((row) => row.status));
  expect(expenseStatuses).toEqual(new Set(["pending", "approved", "rejected"]));

  // Money is integer cents; totals add up.
  for (const [table, columns] of Object.entries(MONEY)) {
    for (const row of rowsOf(data, table)) {
      for (const column of columns) {
        const value = row[column];
        if (value !== null) expect(Number.isInteger(value), `${table}.${column} = ${value}`).toBe(true);
      }
    }
  }
  for (const row of rowsOf(data, "daily_income")) {
    expect(row.total_income).toBe(
      Number(row.income_cash) + Number(row.income_card) + Number(row.income_other),
    );
  }

  // Cash-ups add up: expected = float + cash takings − cash paid out − drops; variance = counted − expected;
  // each matches its day's takings; one beyond the $5 tolerance has a reason.
  const cashUps = rowsOf(data, "cash_ups");
  expect(cashUps.length).toBeGreaterThan(20);
  const takings = new Map(
    rowsOf(data, "daily_income").map((row) => [`${row.store_id}|${row.date}`, row.income_cash]),
  );
  for (const row of cashUps) {
    const n = (column: string) => Number(row[column]);
    expect(n("expected_cash")).toBe(
      n("opening_float") + n("cash_takings") - n("cash_purchases") - n("cash_expenses") - n("cash_drops"),
    );
    expect(n("variance")).toBe(n("counted_cash") - n("expected_cash"));
    expect(row.cash_takings).toBe(takings.get(`${row.store_id}|${row.business_date}`));
    if (Math.abs(n("variance")) > 500) expect(row.variance_reason).toBeTruthy();
    else expect(row.status).toBe("approved");
  }
  expect(
    count(cashUps, (row) => row.status === "approved" && Math.abs(Number(row.variance)) > 500),
  ).toBeGreaterThan(0);

  // Budgets: this year's twelve months of the four lines for each store with a revenue target.
  const budgets = rowsOf(data, "budgets");
  expect(budgets.length % 48).toBe(0);
  expect(budgets.length).toBeGreaterThan(0);

  // Saved views: the admin's own, and a store manager's shared with store managers; no defaults.
  const views = rowsOf(data, "saved_views");
  expect(views.map((row) => row.shared_role).sort()).toEqual([null, "store_manager"].sort());

  // Time entries are all closed, with hours that match their clock times.
  const entries = rowsOf(data, "employee_time_entries");
  expect(count(entries, (row) => row.clock_out_time === null)).toBe(0);
  const minutes = (time: unknown) => Number(String(time).slice(0, 2)) * 60 + Number(String(time).slice(3, 5));
  for (const row of entries.slice(0, 500)) {
    expect(row.status).toBe("recorded");
    expect(row.total_hours).toBeCloseTo((minutes(row.clock_out_time) - minutes(row.clock_in_time)) / 60, 2);
  }

  // Timestamps belong to the business dates, not to the moment of seeding.
  const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/;
  for (const row of rowsOf(data, "daily_income")) {
    expect(row.created_at).toMatch(iso);
    const lag = Date.parse(String(row.created_at)) - Date.parse(String(row.date));
    expect(lag).toBeGreaterThan(0);
    expect(lag).toBeLessThan(2 * 86_400_000);
  }
  // Nothing seeded lies after the moment of seeding (every instant column: seed-moment.test.ts).
  const late = Object.entries(data).flatMap(([table, rows]) =>
    rows
      .filter(
        (row) => String(row.created_at) > NOW.toISOString() || String(row.updated_at) > NOW.toISOString(),
      )
      .map((row) => `${table} ${row.id} ${row.created_at}`),
  );
  expect(late).toEqual([]);
}

// Under the root vitest config each engine has its own project (TEST_DB); standalone, run what is available.
const engine = process.env.TEST_DB;
const postgresUrl = process.env.TEST_DATABASE_URL;
const runSqlite = engine !== "postgres";
const runPostgres = Boolean(postgresUrl) && engine !== "sqlite";

describe.runIf(runSqlite)("demo seed on SQLite", () => {
  let first: Database;
  let data: Record<string, Row[]>;
  let ms = 0;

  beforeAll(async () => {
    first = await freshSqlite();
    ms = await timedSeed(first.db, "SQLite");
    data = await dump(first.db);
  }, 60_000);

  it("finishes quickly", () => {
    expect(ms).toBeLessThan(20_000);
  });

  it("holds the promised demo business", async () => {
    await expectDemoFacts(first.db, data);
  }, 30_000);

  it("is deterministic for the same moment", async () => {
    const second = await freshSqlite();
    await seedDemoData(second.db, { now: NOW });
    const again = await dump(second.db);
    const ids = (rows: Row[]) => rows.map((row) => row.id);
    const total = (rows: Row[]) => rows.reduce((sum, row) => sum + Number(row.amount), 0);
    expect(ids(rowsOf(again, "purchases"))).toEqual(ids(rowsOf(data, "purchases")));
    expect(total(rowsOf(again, "purchases"))).toBe(total(rowsOf(data, "purchases")));
    expect(again).toEqual(data);
  }, 60_000);
});

describe.runIf(runPostgres)("demo seed on PostgreSQL", () => {
  it("seeds the same data as SQLite", async () => {
    const base = String(postgresUrl);
    const name = `seed_test_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const database = openTestDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
    try {
      await migrateToLatest(database.db);
      const ms = await timedSeed(database.db, "PostgreSQL");
      expect(ms).toBeLessThan(40_000);
      const data = await dump(database.db);
      await expectDemoFacts(database.db, data);
      const sqlite = await freshSqlite();
      await seedDemoData(sqlite.db, { now: NOW });
      expect(data).toEqual(await dump(sqlite.db));
    } finally {
      await database.close();
      await admin.end();
      await dropDatabase(base, name);
    }
  }, 120_000);
});
