import { MSG, VALIDATION } from "@storeops/domain";
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

describe("a new user's one-time password", () => {
  it("signs in once, must be changed before anything else, and never works again", async () => {
    const user = await makeUser(t, { role: "ceo", assigned_stores: [] });
    const otp = String(user.one_time_password);
    expect(otp).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d).{12}$/);
    const signedIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/v1/token",
      payload: { email: user.email, password: otp },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.must_change_password).toBe(true);
    const api = client(t.app, signedIn.json().access_token);
    const refused = await api.get("/api/dashboard");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: "password_change_required",
      message: MSG.mustChangePassword,
    });
    const changed = await api.post("/api/auth/v1/change-password", {
      current_password: otp,
      new_password: "Chosen-Pass42",
    });
    expect(changed.statusCode).toBe(200);
    expect((await api.get("/api/auth/v1/user")).json().must_change_password).toBe(false);
    expect((await api.get("/api/rest/v1/stores?limit=1")).statusCode).toBe(200);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/v1/token",
      payload: { email: user.email, password: otp },
    });
    expect(again.statusCode).toBe(401);
  });
});

describe("the users screen's store filter", () => {
  it("store_ids matches assigned and managed stores alike", async () => {
    const api = await asAdmin(t);
    const manager = (await signIn(t.app, "store_manager")).user;
    const staff = (await signIn(t.app, "staff")).user;
    const managed = manager.managed_stores[0];
    const assigned = staff.assigned_stores[0];
    const byStore = async (id: string | undefined) =>
      (await api.get(`/api/rest/v1/users?select=id&ilike=store_ids.*${id}*&limit=1000`))
        .json()
        .map((row: { id: string }) => row.id);
    expect(await byStore(managed)).toContain(manager.id);
    expect(await byStore(assigned)).toContain(staff.id);
    expect(await byStore(assigned)).not.toContain(
      manager.id === staff.id ? "" : (await signIn(t.app, "admin")).user.id,
    );
  });
});

describe("what users rows and the admin's passwords are", () => {
  it("rows and exports carry no internal fields; the store filter still works", async () => {
    const api = await asAdmin(t);
    const rows = (await api.get("/api/rest/v1/users?limit=5")).json();
    for (const row of rows) {
      expect(row).not.toHaveProperty("store_ids");
      expect(row).not.toHaveProperty("must_change_password");
    }
    const csv = await api.get("/api/export/users.csv");
    expect(csv.statusCode, csv.body.slice(0, 200)).toBe(200);
    const heading = csv.body.replace(/^\uFEFF/, "").split(/\r?\n/)[0];
    expect(heading).not.toMatch(/Store Ids|Must Change Password/);
    expect((await api.get("/api/rest/v1/users?select=store_ids")).statusCode).toBe(400);
  });

  it("a password the admin sets obeys the password policy", async () => {
    const api = await asAdmin(t);
    const weak = await api.post("/api/rest/v1/users", {
      name: "Weak Password",
      email: "weak-password@example.com",
      phone: "555-0100",
      role: "ceo",
      password: "alllowercase",
    });
    expect(weak.statusCode, weak.body).toBe(400);
    expect(weak.json().details.fields.password, weak.body).toEqual([
      VALIDATION.passwordUppercase,
      VALIDATION.passwordNumber,
    ]);
    const user = await makeUser(t);
    const changed = await api.patch(`/api/rest/v1/users?eq=id.${user.id}`, { password: "short1A" });
    expect(changed.statusCode, changed.body).toBe(400);
    const fine = await api.patch(`/api/rest/v1/users?eq=id.${user.id}`, { password: "Strong-Enough42" });
    expect(fine.statusCode, fine.body).toBe(200);
  });
});
