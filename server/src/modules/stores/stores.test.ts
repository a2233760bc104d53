import { DEFAULT_STORE_SETTINGS, MSG } from "@storeops/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries } from "../../../test/audit-entries.ts";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { describeLadder } from "../../../test/ladder.ts";
import { client, createTestApp, signIn, type TestApp } from "../../../test/test-app.ts";
import { hashToken } from "../auth/sessions.repository.ts";
import { makeStore, makeStoreWithStaff } from "./stores.factory.ts";

let t: TestApp;
const app = () => t;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("stores", () => {
  it("derive a code from the name and the industry's name by join", async () => {
    const store = await makeStore(t, { name: "Harbor View Cafe" });
    expect(typeof store.code).toBe("string");
    expect(typeof store.industry).toBe("string");
    expect(store.allowed_actions).toEqual(["edit", "delete", "settings"]);
  });

  it("take a blank monthly target as 0, on create and on update", async () => {
    const store = await makeStore(t, { monthly_target: null, manager_id: null, email: null });
    expect(store.monthly_target).toBe(0);
    const admin = await asAdmin(t);
    await admin.patch(`/api/rest/v1/stores?eq=id.${store.id}`, { monthly_target: 1500 });
    const cleared = await admin.patch(`/api/rest/v1/stores?eq=id.${store.id}`, { monthly_target: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()[0].monthly_target).toBe(0);
  });

  it("refuse a manager who is not an admin or store manager", async () => {
    const staff = await signIn(t.app, "staff");
    const admin = await signIn(t.app, "admin");
    const store = await makeStore(t);
    const refused = await client(t.app, admin.token).patch(`/api/rest/v1/stores?eq=id.${store.id}`, {
      manager_id: staff.user.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields.manager_id).toEqual([
      "The store manager must be a user with role admin or store_manager.",
    ]);
  });

  it("managers may edit their stores and open settings", async () => {
    const manager = await signIn(t.app, "store_manager");
    const rows = (await client(t.app, manager.token).get("/api/rest/v1/stores?select=id")).json();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.allowed_actions).toEqual(["edit", "settings"]);
  });
});

describe("deleting a store", () => {
  it("deletes a store without records and archives one with records (200, history kept)", async () => {
    const admin = await asAdmin(t);
    const bare = await makeStore(t, { name: "Bare Store" });
    const deleted = await admin.delete(`/api/rest/v1/stores?eq=id.${bare.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await admin.get(`/api/rest/v1/stores/${bare.id}`)).statusCode).toBe(404);

    const { store, staff } = await makeStoreWithStaff(t, { name: "Busy Store" });
    const archived = await admin.delete(`/api/rest/v1/stores?eq=id.${store.id}`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()[0]).toMatchObject({ id: store.id, status: "archived" });
    expect((await admin.get(`/api/rest/v1/stores/${store.id}`)).json().status).toBe("archived");
    expect((await admin.get(`/api/rest/v1/staff/${staff.id}`)).statusCode).toBe(200);
  });
});

const settingsUrl = async () => `/api/stores/${(await demoStores(t)).manager[0]}/settings`;

describeLadder("/api/stores/{id}/settings", app, {
  method: "GET",
  url: settingsUrl,
  forbidden: null,
  outOfScope: {
    as: "store_manager",
    url: async () => `/api/stores/${(await demoStores(t)).foreign}/settings`,
  },
  badRequest: null,
  success: { as: "ceo", check: (response) => expect(Object.keys(response.json()).sort()).toEqual(SECTIONS) },
});

describeLadder("/api/stores/{id}/settings", app, {
  method: "PUT",
  url: settingsUrl,
  payload: { security: { session_timeout: 45 } },
  forbidden: { as: "ceo", message: MSG.ceoReadOnly },
  outOfScope: {
    as: "store_manager",
    url: async () => `/api/stores/${(await demoStores(t)).foreign}/settings`,
  },
  badRequest: { as: "store_manager", payload: { security: { session_timeout: 4 } } },
  success: {
    as: "store_manager",
    check: (response) => expect(response.json().security.session_timeout).toBe(45),
  },
});

const SECTIONS = ["approval", "cash_up", "labour", "schedule", "security", "time"];

describe("store settings", () => {
  it("read the defaults until saved, merge what a PUT gives, and keep the bounds 5–480", async () => {
    const admin = await asAdmin(t);
    const store = await makeStore(t, { name: "Settings Store" });
    const url = `/api/stores/${store.id}/settings`;
    expect((await admin.get(url)).json()).toEqual(DEFAULT_STORE_SETTINGS);
    const saved = await admin.put(url, { security: { two_factor_auth: true } });
    expect(saved.statusCode).toBe(200);
    const read = (await admin.get(url)).json();
    expect(read).toEqual({
      ...DEFAULT_STORE_SETTINGS,
      security: { ...DEFAULT_STORE_SETTINGS.security, two_factor_auth: true },
    });
    for (const timeout of [4, 481]) {
      const refused = await admin.put(url, { security: { session_timeout: timeout } });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain("session_timeout");
    }
    expect((await admin.put(url, { security: { session_timeout: 480 } })).statusCode).toBe(200);
    const audit = await auditEntries(t, { target_id: store.id, action: "UPDATE" });
    expect(audit.length).toBe(2);
  });

  it("a saved session timeout ends idle sessions working in that store sooner than the application's", async () => {
    const admin = await asAdmin(t);
    const idleSession = async () => {
      const { token } = await signIn(t.app, "staff");
      const session = await t.database.db
        .selectFrom("sessions")
        .select(["id", "current_store_id"])
        .where("token_hash", "=", hashToken(token))
        .executeTakeFirstOrThrow();
      const sixMinutesAgo = new Date(Date.now() - 6 * 60_000).toISOString();
      await t.database.db
        .updateTable("sessions")
        .set({ last_seen_at: sixMinutesAgo })
        .where("id", "=", session.id)
        .execute();
      return { api: client(t.app, token), storeId: String(session.current_store_id) };
    };
    // Idle 6 minutes: within the application's 30, and within a store timeout of 10.
    const first = await idleSession();
    const url = `/api/stores/${first.storeId}/settings`;
    expect((await admin.put(url, { security: { session_timeout: 10 } })).statusCode).toBe(200);
    expect((await first.api.get("/api/auth/v1/user")).statusCode).toBe(200);
    // The store saves 5 minutes: a session idle 6 minutes in it has ended.
    const second = await idleSession();
    expect((await admin.put(url, { security: { session_timeout: 5 } })).statusCode).toBe(200);
    expect((await second.api.get("/api/auth/v1/user")).statusCode).toBe(401);
    expect((await admin.put(url, { security: { session_timeout: 480 } })).statusCode).toBe(200);
  });

  it("a store manager cannot write another store's settings, accounting cannot write at all", async () => {
    const accounting = client(t.app, (await signIn(t.app, "accounting")).token);
    const store = (await demoStores(t)).accounting[0];
    const refused = await accounting.put(`/api/stores/${store}/settings`, {
      security: { session_timeout: 60 },
    });
    expect(refused.statusCode).toBe(403);
  });
});
