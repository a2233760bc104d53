import { allowedActions, ROLES } from "@storeops/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoStores } from "../../../test/demo-stores.ts";
import { factoryContext, makePayload } from "../../../test/factories.ts";
import { client, createTestApp, type DemoAccount, signIn, type TestApp } from "../../../test/test-app.ts";
import { makeExpense } from "../expenses/expenses.factory.ts";
import { makePurchase } from "../purchases/purchases.factory.ts";
import { answerDependsOnUser, listedAccess, TIME_BOUND } from "./dashboard-key.ts";

let t: TestApp;
const rateLimit = process.env.API_RATE_LIMIT;
beforeAll(async () => {
  // Each limited API request records itself in the database, which would move the data version
  // between any two calls and leave no kept dashboard to test: off, as in the benchmark.
  process.env.API_RATE_LIMIT = "off";
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  if (rateLimit === undefined) delete process.env.API_RATE_LIMIT;
  else process.env.API_RATE_LIMIT = rateLimit;
});

type Row = Record<string, unknown> & { id: string; store_id: string; created_at: string };
interface Lists {
  latest_audit: Row[] | null;
  latest_purchases: Row[] | null;
  latest_expenses: Row[] | null;
  pending_purchases: Row[] | null;
  pending_expenses: Row[] | null;
  recent_transactions: Array<Row & { kind: "purchase" | "expense" }> | null;
  store_information: Row | null;
  counts: { pending_purchases: number; pending_expenses: number };
}

// What the list screens ask for their first page (web list-state.ts), with the dashboards' columns.
const LIST = {
  purchases:
    "select=id,store_id,store_name,purchase_date,vendor,amount,status,created_at&order=purchase_date.desc&order1=created_at.desc",
  expenses:
    "select=id,store_id,store_name,expense_date,description,amount,status,created_at&order=expense_date.desc&order1=created_at.desc",
  audit_logs: "select=id,action,user_name,description,target_table,created_at&order=created_at.desc",
  stores: "select=id,name,code,manager,address,phone,monthly_target,staff_count",
} as const;

async function as(account: DemoAccount, storeCode?: string) {
  const session = await signIn(t.app, account, storeCode);
  const api = client(t.app, session.token);
  return {
    session,
    dashboard: async () => (await api.get("/api/dashboard")).json() as Lists,
    list: async (table: keyof typeof LIST, options: string) =>
      (await api.get(`/api/rest/v1/${table}?${LIST[table]}&${options}`)).json() as Row[],
  };
}

/** Newest first by (date, created_at, id), as the lists' index orders them. */
function sortKey(row: Row): string[] {
  const date = row.purchase_date ?? row.expense_date;
  return [String(date), row.created_at, row.id];
}
function expectNewestFirst(rows: readonly Row[]) {
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [sortKey(rows[i - 1] as Row), sortKey(rows[i] as Row)];
    expect(a.join("|") >= b.join("|"), `${a} before ${b}`).toBe(true);
  }
}

describe("dashboard lists", () => {
  it("are the rows the caller's lists show first", async () => {
    const admin = await as("admin");
    let d = await admin.dashboard();
    expect(d.latest_audit).toEqual(await admin.list("audit_logs", "limit=5"));
    expect(d.latest_purchases).toEqual(await admin.list("purchases", "limit=5"));
    expect(d.latest_expenses).toEqual(await admin.list("expenses", "limit=5"));
    expect(d.latest_audit).toHaveLength(5);
    expect([d.pending_purchases, d.recent_transactions, d.store_information]).toEqual([null, null, null]);

    for (const account of ["accounting", "store_manager"] as const) {
      const caller = await as(account);
      d = await caller.dashboard();
      expect(d.pending_purchases).toEqual(await caller.list("purchases", "eq=status.pending&limit=5"));
      expect(d.pending_expenses).toEqual(await caller.list("expenses", "eq=status.pending&limit=5"));
      const purchases = await caller.list("purchases", "limit=6");
      const expenses = await caller.list("expenses", "limit=6");
      const merged = [
        ...purchases.map((row) => ({ kind: "purchase", ...row })),
        ...expenses.map((row) => ({ kind: "expense", ...row })),
      ]
        .sort((a, b) => (sortKey(b).join("|") > sortKey(a).join("|") ? 1 : -1))
        .slice(0, 6);
      expect(d.recent_transactions).toEqual(merged);
      expect(d.recent_transactions).toHaveLength(6);
      expect([d.latest_audit, d.latest_purchases, d.store_information]).toEqual([null, null, null]);
    }

    const staff = await as("staff");
    d = await staff.dashboard();
    const storeId = staff.session.user.current_store_id;
    expect(d.store_information).toEqual((await staff.list("stores", `eq=id.${storeId}`))[0]);
    expect(d.store_information).toMatchObject({ id: storeId, allowed_actions: [] });
    expect(d.latest_purchases).toEqual(await staff.list("purchases", "limit=5"));
    expect(d.latest_expenses).toEqual(await staff.list("expenses", "limit=5"));
    expect([d.latest_audit, d.pending_purchases, d.recent_transactions]).toEqual([null, null, null]);
  });

  it("never show a record outside the caller's stores", async () => {
    const stores = await demoStores(t);
    const purchase = await makePurchase(t, { storeId: stores.foreign });
    const expense = await makeExpense(t, { storeId: stores.foreign });
    const admin = await (await as("admin")).dashboard();
    // The newest records of all: the admin, who reaches every store, sees them first.
    expect(admin.latest_purchases?.[0]?.id).toBe(purchase.id);
    expect(admin.latest_expenses?.[0]?.id).toBe(expense.id);

    const staff = await as("staff");
    const reach = {
      accounting: stores.accounting,
      store_manager: stores.manager,
      staff: [String(staff.session.user.current_store_id)],
    };
    for (const account of ["accounting", "store_manager", "staff"] as const) {
      const d = await (account === "staff" ? staff : await as(account)).dashboard();
      const rows = [
        ...(d.latest_purchases ?? []),
        ...(d.latest_expenses ?? []),
        ...(d.pending_purchases ?? []),
        ...(d.pending_expenses ?? []),
        ...(d.recent_transactions ?? []),
      ];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(reach[account]).toContain(row.store_id);
      expect(rows.map((row) => row.id)).not.toContain(purchase.id);
      expect(rows.map((row) => row.id)).not.toContain(expense.id);
    }
  });

  it("list only pending records, the 5 newest, newest first, with the caller's allowed actions", async () => {
    const stores = await demoStores(t);
    const storeId = stores.manager[0] as string;
    // Only the records made here are pending in the manager's stores, so the order is known.
    await t.database.db
      .updateTable("purchases")
      .set({ status: "approved" })
      .where("status", "=", "pending")
      .where("store_id", "in", stores.manager)
      .execute();
    const made: string[] = [];
    for (let i = 0; i < 6; i++) made.push((await makePurchase(t, { storeId })).id);
    const approved = await makePurchase(t, { storeId, status: "approved" });

    const manager = await as("store_manager");
    const d = await manager.dashboard();
    expect(d.pending_purchases?.map((row) => row.id)).toEqual(made.slice(1).reverse());
    expect(d.counts.pending_purchases).toBe(6);
    // The approved one is newer than all of them: recent, never pending.
    expect(d.recent_transactions?.[0]).toMatchObject({
      kind: "purchase",
      id: approved.id,
      status: "approved",
    });
    for (const rows of [d.pending_purchases, d.pending_expenses]) {
      expect(rows?.length).toBeLessThanOrEqual(5);
      expectNewestFirst(rows ?? []);
      for (const row of rows ?? []) expect(row.status).toBe("pending");
    }
    expectNewestFirst(d.recent_transactions ?? []);

    for (const account of ["accounting", "store_manager"] as const) {
      const caller = account === "store_manager" ? manager : await as(account);
      const dashboard = await caller.dashboard();
      const who = { role: caller.session.user.role as "accounting", userId: caller.session.user.id };
      const rows = [...(dashboard.pending_purchases ?? []), ...(dashboard.pending_expenses ?? [])];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const table = "purchase_date" in row ? "purchases" : "expenses";
        // Nobody decides a record they created (docs/decisions.md, Approvals): the demo's own.
        const stored = await t.database.db
          .selectFrom(table)
          .select(["created_by", "approval_waiting", "approval_done"])
          .where("id", "=", String(row.id))
          .executeTakeFirstOrThrow();
        const own = stored.created_by === who.userId;
        expect(row.allowed_actions).toEqual(own ? [] : ["approve", "reject"]);
        const facts = { status: String(row.status), created_at: row.created_at, ...stored };
        expect(row.allowed_actions).toEqual(allowedActions(table, who, facts, new Date()));
      }
    }
  });

  it("refreshes after an approval through the action route", async () => {
    const accounting = await as("accounting");
    const before = await accounting.dashboard();
    const first = before.pending_purchases?.[0];
    expect(first).toBeDefined();
    const response = await client(t.app, accounting.session.token).post(
      `/api/purchases/${first?.id}/approve`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const after = await accounting.dashboard();
    expect(after.pending_purchases?.map((row) => row.id)).not.toContain(first?.id);
    expect(after.counts.pending_purchases).toBe(before.counts.pending_purchases - 1);
  });

  it("gives two staff members of one store each their own allowed actions", async () => {
    const staff = await as("staff");
    const storeId = String(staff.session.user.current_store_id);
    const store = await t.database.db
      .selectFrom("stores")
      .select("code")
      .where("id", "=", storeId)
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable("users")
      .set({ assigned_stores: JSON.stringify([storeId]) })
      .where("email", "=", "staff2@example.com")
      .execute();
    const payload = makePayload("purchases", await factoryContext(t, storeId));
    const created = await client(t.app, staff.session.token).post("/api/rest/v1/purchases", payload);
    expect(created.statusCode, created.body).toBe(201);
    const colleague = await as("staff2", String(store.code));

    // Back to back, nothing written between: a key without the user would answer the second from the first.
    const own = await staff.dashboard();
    const theirs = await colleague.dashboard();
    const mine = own.latest_purchases?.find((row) => row.id === created.json().id);
    const seen = theirs.latest_purchases?.find((row) => row.id === created.json().id);
    expect(mine?.allowed_actions).toEqual(["edit", "delete"]);
    expect(seen?.allowed_actions).toEqual([]);
  });
});

describe("what a kept dashboard follows from", () => {
  it("adds the user to the key only where the lists depend on who asks", () => {
    // Approvers too since approval steps (docs/decisions.md, Approvals): their buttons follow who asks.
    expect(ROLES.filter(answerDependsOnUser)).toEqual(["admin", "accounting", "store_manager", "staff"]);
  });

  it("lists no table whose allowed actions change with the hour (the key has only the day)", () => {
    for (const role of ROLES) {
      for (const access of listedAccess(role))
        expect(TIME_BOUND.has(access), `${role} ${access}`).toBe(false);
    }
  });
});
