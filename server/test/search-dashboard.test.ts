import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { untyped } from "../src/db/database.ts";
import { client, createTestApp, type SignedIn, signIn, type TestApp } from "./test-app.ts";

let t: TestApp;
let admin: SignedIn;
let staff: SignedIn;
let staff2: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
  staff = await signIn(t.app, "staff");
  staff2 = await signIn(t.app, "staff2");
});
afterAll(() => t.close());

describe("global search", () => {
  it("needs a session", async () => {
    expect((await client(t.app).get("/api/search?q=a")).statusCode).toBe(401);
  });

  it("finds a store by name case-insensitively and routes to it", async () => {
    const store = (
      await client(t.app, admin.token).get("/api/rest/v1/stores?limit=1&select=id,name")
    ).json()[0];
    const response = await client(t.app, admin.token).get(
      `/api/search?q=${encodeURIComponent(store.name.toLowerCase())}&type=stores`,
    );
    expect(response.statusCode).toBe(200);
    const hit = response.json().results.find((r: { id: string }) => r.id === store.id);
    expect(hit).toMatchObject({ type: "stores", title: store.name, route: `/stores?id=${store.id}` });
  });

  it("caps results at 50", async () => {
    const response = await client(t.app, admin.token).get("/api/search?q=e");
    expect(response.json().results).toHaveLength(50);
  });

  it("returns only types the role may open, from its own stores", async () => {
    const results: Array<{ type: string; id: string }> = (
      await client(t.app, staff.token).get("/api/search?q=a")
    ).json().results;
    const types = new Set(results.map((r) => r.type));
    for (const type of ["users", "stores", "staff", "vendors", "careers", "reports", "audit"])
      expect(types.has(type)).toBe(false);
    // A purchase from staff2's store never shows up for staff.
    const foreign = (
      await client(t.app, admin.token).get(
        `/api/rest/v1/purchases?eq=store_id.${staff2.user.current_store_id}&limit=1`,
      )
    ).json()[0];
    const probe = (
      await client(t.app, staff.token).get(`/api/search?q=${encodeURIComponent(foreign.invoice_no)}`)
    ).json().results;
    expect(probe.find((r: { id: string }) => r.id === foreign.id)).toBeUndefined();
    const own = (
      await client(t.app, staff2.token).get(`/api/search?q=${encodeURIComponent(foreign.invoice_no)}`)
    ).json().results;
    expect(own.find((r: { id: string }) => r.id === foreign.id)).toBeDefined();
  });

  it("answers an empty query with no results and a bad type with 400", async () => {
    expect((await client(t.app, admin.token).get("/api/search?q=")).json().results).toEqual([]);
    expect((await client(t.app, admin.token).get("/api/search?q=a&type=secrets")).statusCode).toBe(400);
  });
});

describe("dashboard", () => {
  it("sums income, purchases and expenses in SQL that match the rows", async () => {
    const dashboard = (await client(t.app, admin.token).get("/api/dashboard")).json();
    const cents = async (table: string, column: string, where = "") => {
      const rows = await untyped(t.database.db)
        .selectFrom(table)
        .select((eb) => eb.fn.sum(column).as("total"))
        .$if(where !== "", (qb) => qb.where("status", "!=", where))
        .executeTakeFirstOrThrow();
      return Number(rows.total);
    };
    expect(Math.round(dashboard.totals.income * 100)).toBe(await cents("daily_income", "total_income"));
    expect(Math.round(dashboard.totals.purchases * 100)).toBe(await cents("purchases", "amount", "rejected"));
    expect(Math.round(dashboard.totals.expenses * 100)).toBe(await cents("expenses", "amount", "rejected"));
    expect(dashboard.totals.net_profit).toBeCloseTo(
      dashboard.totals.income - dashboard.totals.purchases - dashboard.totals.expenses,
      2,
    );
    expect(dashboard.counts.users).toBeGreaterThan(0);
    expect(dashboard.stores.length).toBe(dashboard.counts.stores);
  });

  it("limits staff to the current store and hides the user count", async () => {
    const dashboard = (await client(t.app, staff.token).get("/api/dashboard")).json();
    expect(dashboard.stores.map((s: { id: string }) => s.id)).toEqual([staff.user.current_store_id]);
    expect(dashboard.counts.users).toBeNull();
  });
});

describe("server date and health", () => {
  it("gives today in the current store's time zone", async () => {
    const response = await client(t.app, staff.token).get("/api/rest/v1/server-date");
    expect(response.statusCode).toBe(200);
    expect(response.json().date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("reports health with the database engine", async () => {
    const response = await client(t.app).get("/api/health");
    expect(response.json()).toMatchObject({ status: "ok", database: t.engine, database_ok: true });
  });

  it("serves the OpenAPI description", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(["/api/auth/v1/token", "/api/rest/v1/{table}"]),
    );
  });

  it("answers unknown API routes with JSON 404", async () => {
    const response = await client(t.app).get("/api/nothing-here");
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("not_found");
  });
});
