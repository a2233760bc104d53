import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, createTestApp, signIn, type TestApp } from "../../../test/test-app.ts";
import { makeStore } from "./stores.factory.ts";

let t: TestApp;

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
