import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin } from "../../../test/demo-stores.ts";
import { factoryContext, makePayload } from "../../../test/factories.ts";
import { client, createTestApp, type SignedIn, signIn, type TestApp } from "../../../test/test-app.ts";

// Each test changes a demo account, so this file has its own database.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patchUser = async (id: string, body: Record<string, unknown>) => {
  const response = await (await asAdmin(t)).patch(`/api/rest/v1/users?eq=id.${id}`, body);
  expect(response.statusCode, response.body).toBe(200);
};

/** Staff writes in the session's current store: a purchase and a daily income record. */
async function writesInCurrentStore(staff: SignedIn) {
  const store = String(staff.user.current_store_id);
  const ctx = await factoryContext(t, store);
  const api = client(t.app, staff.token);
  return {
    purchase: await api.post("/api/rest/v1/purchases", makePayload("purchases", ctx)),
    income: await api.post(
      "/api/rest/v1/daily_income",
      makePayload("daily_income", ctx, { date: "2020-01-01", store_id: store }),
    ),
  };
}

describe("stale store access", () => {
  it("staff removed from their current store by the admin: the open session ends, no purchase or daily income there", async () => {
    const staff = await signIn(t.app, "staff");
    const before = await writesInCurrentStore(staff);
    expect(before.purchase.statusCode, before.purchase.body).toBe(201);
    const current = String(staff.user.current_store_id);
    await patchUser(staff.user.id, {
      assigned_stores: staff.user.assigned_stores.filter((id) => id !== current),
    });
    const after = await writesInCurrentStore(staff);
    expect(after.purchase.statusCode).toBe(401);
    expect(after.income.statusCode).toBe(401);
    expect((await client(t.app, staff.token).get("/api/auth/v1/user")).statusCode).toBe(401);
  });

  it("every request checks the session's current store against the account's current stores", async () => {
    const staff = await signIn(t.app, "staff2");
    const current = String(staff.user.current_store_id);
    // A change made behind the API, which ends no session: the request itself must notice.
    await t.database.db
      .updateTable("users")
      .set({ assigned_stores: JSON.stringify([]) })
      .where("id", "=", staff.user.id)
      .execute();
    const after = await writesInCurrentStore({
      ...staff,
      user: { ...staff.user, current_store_id: current },
    });
    expect(after.purchase.statusCode).toBe(403);
    expect(after.income.statusCode).toBe(403);
    const rows = (await client(t.app, staff.token).get("/api/rest/v1/purchases")).json();
    expect(rows).toEqual([]);
  });

  it("a store manager whose managed stores change: the open session ends", async () => {
    const manager = await signIn(t.app, "store_manager");
    await patchUser(manager.user.id, { managed_stores: manager.user.managed_stores.slice(1) });
    expect((await client(t.app, manager.token).get("/api/rest/v1/purchases")).statusCode).toBe(401);
  });

  it("a role change ends the account's sessions", async () => {
    const accounting = await signIn(t.app, "accounting");
    await patchUser(accounting.user.id, { role: "ceo" });
    expect((await client(t.app, accounting.token).get("/api/auth/v1/user")).statusCode).toBe(401);
  });

  it("a change of profile fields only keeps the sessions", async () => {
    const ceo = await signIn(t.app, "ceo");
    await patchUser(ceo.user.id, { phone: "555-0177", job_title: "Chief" });
    expect((await client(t.app, ceo.token).get("/api/auth/v1/user")).statusCode).toBe(200);
  });
});

describe("admin sets a password through PATCH /users", () => {
  it("ends that user's sessions: the old token answers 401", async () => {
    const ceo = await signIn(t.app, "ceo");
    await patchUser(ceo.user.id, { password: "Another123" });
    const old = await client(t.app, ceo.token).get("/api/auth/v1/user");
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe("unauthorized");
  });
});

describe("deactivating a user", () => {
  it("ends their sessions and refuses their sign-in; reactivating lets them back", async () => {
    const manager = await signIn(t.app, "store_manager");
    await patchUser(manager.user.id, { status: "inactive" });
    expect((await client(t.app, manager.token).get("/api/auth/v1/user")).statusCode).toBe(401);
    await expect(signIn(t.app, "store_manager")).rejects.toThrow(/sign-in of store_manager failed/);
    await patchUser(manager.user.id, { status: "active" });
    expect(
      (await client(t.app, (await signIn(t.app, "store_manager")).token).get("/api/auth/v1/user")).statusCode,
    ).toBe(200);
  });
});
