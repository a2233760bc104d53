import { accessFor, TABLES, type TableName } from "@storeops/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { factoryContext, makePayload } from "./factories.ts";
import { client, DEMO_PASSWORD, type SignedIn, useSignIn, useTestApp } from "./test-app.ts";

// docs/decisions.md, Roles and the permission matrix: store-bound rows outside a role's stores are absent from lists and 404 on read and write.
const t = useTestApp();
const admin = useSignIn(t, "admin");
const accounting = useSignIn(t, "accounting");
const manager = useSignIn(t, "store_manager");
const staff = useSignIn(t, "staff");
let foreignStore: string;

const STORE_TABLES = (Object.keys(TABLES) as TableName[]).filter(
  (table) => TABLES[table].storeBound && table !== "stores",
);

beforeAll(async () => {
  const reached = new Set([
    ...accounting.user.assigned_stores,
    ...manager.user.managed_stores,
    ...staff.user.assigned_stores,
  ]);
  const stores: Array<{ id: string }> = (
    await client(t.app, admin.token).get("/api/rest/v1/stores?select=id")
  ).json();
  const outside = stores.find((store) => !reached.has(store.id));
  if (!outside) throw new Error("demo data needs a store no limited demo account reaches");
  foreignStore = outside.id;
});

function storesOf(who: SignedIn, role: string): string[] {
  if (role === "accounting") return who.user.assigned_stores;
  if (role === "store_manager") return who.user.managed_stores;
  return [String(who.user.current_store_id)];
}

describe.each([
  ["accounting", () => accounting],
  ["store_manager", () => manager],
  ["staff", () => staff],
] as const)("%s", (role, who) => {
  it.each(STORE_TABLES)("lists exactly its stores' %s", async (table) => {
    const response = await client(t.app, who().token).get(
      `/api/rest/v1/${table}?limit=1000&select=store_id&count=exact`,
    );
    const access = accessFor(role, table, "read");
    if (!access) {
      expect(response.statusCode).toBe(403);
      return;
    }
    expect(response.statusCode).toBe(200);
    const rows: Array<{ store_id: string }> = response.json();
    // The demo data has rows of every store-bound table in every demo account's stores.
    expect(rows.length).toBeGreaterThan(0);
    const allowed = storesOf(who(), role);
    for (const row of rows) expect(allowed).toContain(row.store_id);
    if (access === "stores") {
      const all = await client(t.app, admin.token).get(
        `/api/rest/v1/${table}?limit=0&count=exact&in=store_id.${allowed.join(",")}`,
      );
      expect(response.headers["x-total-count"]).toBe(all.headers["x-total-count"]);
    }
  });

  it("lists only its own stores", async () => {
    const rows: Array<{ id: string }> = (
      await client(t.app, who().token).get("/api/rest/v1/stores?select=id")
    ).json();
    expect(rows.map((row) => row.id).sort()).toEqual([...storesOf(who(), role)].sort());
  });

  it("gets 404 reading or changing a record of another store, and an empty list filtering for it", async () => {
    const api = client(t.app, who().token);
    const ctx = await factoryContext(t, foreignStore);
    const created = await client(t.app, admin.token).post(
      "/api/rest/v1/purchases",
      makePayload("purchases", ctx),
    );
    const id = created.json().id;
    expect((await api.get(`/api/rest/v1/purchases?eq=id.${id}`)).json()).toHaveLength(0);
    expect((await api.get(`/api/rest/v1/purchases/${id}`)).statusCode).toBe(404);
    expect((await client(t.app, admin.token).get(`/api/rest/v1/purchases/${id}`)).json().id).toBe(id);
    expect((await api.get(`/api/rest/v1/purchases?eq=store_id.${foreignStore}`)).json()).toHaveLength(0);
    const patch = await api.patch(`/api/rest/v1/purchases?eq=id.${id}`, { status: "approved" });
    expect(patch.statusCode).toBe(404);
    const store = await api.patch(`/api/rest/v1/stores?eq=id.${foreignStore}`, { phone: "555" });
    // A role that may update stores does not find another store (404); the others may not update stores at all (403).
    expect(store.statusCode).toBe(accessFor(role, "stores", "update") ? 404 : 403);
  });

  it("cannot create in another store", async () => {
    const ctx = await factoryContext(t, foreignStore);
    const response = await client(t.app, who().token).post(
      "/api/rest/v1/daily_income",
      makePayload("daily_income", ctx),
    );
    expect(response.statusCode).toBe(403);
    if (role !== "accounting")
      expect(response.json().message).toBe("You do not have permission to create records for this store.");
  });
});

describe("staff", () => {
  it("records go to the current store, and edits stop once approved with the spec's message", async () => {
    const api = client(t.app, staff.token);
    const ctx = await factoryContext(t, String(staff.user.current_store_id));
    const { store_id: _ignored, ...body } = makePayload("purchases", ctx);
    const created = await api.post("/api/rest/v1/purchases", body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ store_id: staff.user.current_store_id, status: "pending" });
    const id = created.json().id;
    expect((await api.patch(`/api/rest/v1/purchases?eq=id.${id}`, { notes: "typo fixed" })).statusCode).toBe(
      200,
    );
    expect((await api.patch(`/api/rest/v1/purchases?eq=id.${id}`, { status: "approved" })).statusCode).toBe(
      403,
    );
    expect(
      (await client(t.app, admin.token).patch(`/api/rest/v1/purchases?eq=id.${id}`, { status: "approved" }))
        .statusCode,
    ).toBe(200);
    const afterApproval = await api.patch(`/api/rest/v1/purchases?eq=id.${id}`, { amount: 1 });
    expect(afterApproval.statusCode).toBe(403);
    expect(afterApproval.json().message).toBe(
      "Cannot edit approved purchases. Only pending purchases can be edited. Contact accounting if changes are needed.",
    );
  });

  it("cannot edit daily income older than 24 hours", async () => {
    const api = client(t.app, staff.token);
    // The store's today, not the machine's UTC date (after midnight UTC it is still yesterday in the US).
    const today = (await api.get("/api/rest/v1/server-date")).json().date;
    const created = await api.post("/api/rest/v1/daily_income", { date: today, income_cash: 10 });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const old = new Date(Date.now() - 25 * 3600_000).toISOString();
    await t.database.db.updateTable("daily_income").set({ created_at: old }).where("id", "=", id).execute();
    const response = await api.patch(`/api/rest/v1/daily_income?eq=id.${id}`, { notes: "late" });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      "Cannot edit records older than 24 hours. Only administrators can modify historical records.",
    );
    expect(
      (await client(t.app, admin.token).patch(`/api/rest/v1/daily_income?eq=id.${id}`, { notes: "ok" }))
        .statusCode,
    ).toBe(200);
  });

  it("clocks in once; a second open clock-in is a conflict", async () => {
    const api = client(t.app, staff.token);
    const first = await api.post("/api/rest/v1/employee_time_entries", {
      work_date: t.today,
      clock_in_time: "09:00",
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().clock_out_time).toBeNull();
    const second = await api.post("/api/rest/v1/employee_time_entries", {
      work_date: t.today,
      clock_in_time: "09:05",
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(
      /^You are already clocked in! You have an active clock-in at .+\. Please clock out first before clocking in again\.$/,
    );
    const out = await api.patch(`/api/rest/v1/employee_time_entries?eq=id.${first.json().id}`, {
      clock_out_time: "17:00",
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()[0].status).toBe("recorded");
  });

  it("the database itself refuses a second open entry for one employee", async () => {
    const employee = await t.database.db
      .selectFrom("staff")
      .select(["id", "store_id"])
      .executeTakeFirstOrThrow();
    const row = (n: number) => ({
      id: `00000000-0000-7000-8000-00000000000${n}`,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
      employee_id: employee.id,
      store_id: employee.store_id,
      work_date: t.today,
      clock_in_time: "10:00",
      clock_out_time: null,
      status: "active",
    });
    await t.database.db.insertInto("employee_time_entries").values(row(1)).execute();
    await expect(
      t.database.db.insertInto("employee_time_entries").values(row(2)).execute(),
    ).rejects.toThrow();
  });

  it("sees only its own staff record", async () => {
    const rows = (await client(t.app, staff.token).get("/api/rest/v1/staff")).json();
    expect(rows).toHaveLength(1);
    expect(rows[0].email).toBe(staff.user.email);
  });

  it("cannot sign in with a store it is not assigned to", async () => {
    const codes: string[] = (
      await client(t.app, admin.token).get(`/api/rest/v1/stores?eq=id.${foreignStore}&select=code`)
    )
      .json()
      .map((r: { code: string }) => r.code);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/v1/token",
      payload: { email: staff.user.email, password: DEMO_PASSWORD, store_code: codes[0] },
    });
    expect(response.statusCode).toBe(401);
  });
});
