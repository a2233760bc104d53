import { MSG } from "@storeops/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin } from "../../../test/demo-stores.ts";
import { client, createTestApp, signIn, type TestApp } from "../../../test/test-app.ts";
import { makeUser } from "./users.factory.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("users", () => {
  it("a created user's one-time password is the create's result, shown once", async () => {
    const user = await makeUser(t);
    expect(typeof user.one_time_password).toBe("string");
    expect(user.allowed_actions).toEqual(["edit", "delete"]);
    const again = (await (await asAdmin(t)).get(`/api/rest/v1/users/${user.id}`)).json();
    expect(again.one_time_password).toBeUndefined();
    expect(again.password_hash).toBeUndefined();
  });

  it("admins cannot be deleted, and allowed_actions says so", async () => {
    const admin = await makeUser(t, { role: "admin", assigned_stores: [] });
    expect(admin.allowed_actions).toEqual(["edit"]);
    const refused = await (await asAdmin(t)).delete(`/api/rest/v1/users?eq=id.${admin.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG.cannotDeleteAdmin);
  });

  it("others read and edit only themselves", async () => {
    const staff = await signIn(t.app, "staff");
    const rows = (await client(t.app, staff.token).get("/api/rest/v1/users")).json();
    expect(rows).toEqual([expect.objectContaining({ id: staff.user.id, allowed_actions: ["edit"] })]);
  });
});

describe("emails", () => {
  it("are unique ignoring case", async () => {
    const user = await makeUser(t);
    const again = await (await asAdmin(t)).post("/api/rest/v1/users", {
      name: "Twin",
      email: String(user.email).toUpperCase(),
      phone: "555-0100",
      role: "ceo",
    });
    expect(again.statusCode, again.body).toBe(409);
  });

  it("nobody changes their own email, not even the admin", async () => {
    const staff = await signIn(t.app, "staff");
    const own = await client(t.app, staff.token).patch(`/api/rest/v1/users?eq=id.${staff.user.id}`, {
      email: "new-staff@example.com",
    });
    expect(own.statusCode).toBe(403);
    const admin = await signIn(t.app, "admin");
    const self = await client(t.app, admin.token).patch(`/api/rest/v1/users?eq=id.${admin.user.id}`, {
      email: "new-admin@example.com",
    });
    expect(self.statusCode).toBe(403);
    const other = await makeUser(t);
    const byAdmin = await client(t.app, admin.token).patch(`/api/rest/v1/users?eq=id.${other.id}`, {
      email: `renamed-${other.email}`,
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });
});
