import { hireEmailTaken, MSG, staffConflicts } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { client, signIn, useTestApp } from "../../../test/test-app.ts";
import { APPLICANT, apply, PDF } from "../careers/careers.factory.ts";
import { makeStaff } from "./staff.factory.ts";

const t = useTestApp();

/** The staff records linked to a user, by store. */
const linkedTo = (userId: string) =>
  t.database.db
    .selectFrom("staff")
    .select(["id", "store_id", "email"])
    .where("user_id", "=", userId)
    .execute();

describe("a staff account's own records are the ones linked to it, never matched by email", () => {
  it("an applicant applying as staff2 is refused or hired under another email, and staff2's clock-in stays staff2's", async () => {
    const staff2 = await signIn(t.app, "staff2");
    const storeId = String(staff2.user.current_store_id);
    const [own] = (await linkedTo(staff2.user.id)).filter((row) => row.store_id === storeId);
    expect(own?.email).toBe("staff2@example.com");
    const admin = await asAdmin(t);
    const openId = (await t.app.inject({ method: "GET", url: "/api/careers" })).json()[0].id;
    const applied = await apply(
      t,
      openId,
      { ...APPLICANT, email: "Staff2@Example.com" },
      { name: "cv.pdf", bytes: PDF },
    );
    expect(applied.statusCode, applied.body).toBe(201);
    const hireUrl = `/api/career-applications/${applied.json().id}/hire`;
    const hire = { store_id: storeId, position: "Cashier", department: "Sales", hire_date: t.today };
    const refused = await admin.post(hireUrl, hire);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(hireEmailTaken("staff2@example.com", "staff record"));
    const hired = await admin.post(hireUrl, { ...hire, email: "staff2.applicant@example.net" });
    expect(hired.statusCode, hired.body).toBe(201);
    expect(hired.json()).toMatchObject({ user_id: null, store_id: storeId });

    const api = client(t.app, staff2.token);
    const seen = (await api.get("/api/rest/v1/staff")).json() as { id: string }[];
    expect(seen.map((row) => row.id)).toEqual([own?.id]);
    const clockedIn = await api.post("/api/rest/v1/employee_time_entries", {
      work_date: t.today,
      clock_in_time: "09:00",
    });
    expect(clockedIn.statusCode, clockedIn.body).toBe(201);
    expect(clockedIn.json().employee_id).toBe(own?.id);
    const out = await api.patch(`/api/rest/v1/employee_time_entries?eq=id.${clockedIn.json().id}`, {
      clock_out_time: "17:00",
      status: "recorded",
    });
    expect(out.statusCode, out.body).toBe(200);

    // The same email without the link is not staff2's: no record to read, none to clock in to.
    const unlink = await admin.patch(`/api/rest/v1/staff?eq=id.${own?.id}`, { user_id: null });
    expect(unlink.statusCode, unlink.body).toBe(200);
    expect((await api.get("/api/rest/v1/staff")).json()).toEqual([]);
    const orphan = await api.post("/api/rest/v1/employee_time_entries", {
      work_date: t.today,
      clock_in_time: "18:00",
    });
    expect(orphan.statusCode, orphan.body).toBe(403);
    expect(orphan.json().message).toBe(MSG.noStaffProfile);
    const relink = await admin.patch(`/api/rest/v1/staff?eq=id.${own?.id}`, { user_id: staff2.user.id });
    expect(relink.statusCode, relink.body).toBe(200);
    expect(relink.json()[0]).toMatchObject({ user_id: staff2.user.id, linked_user: staff2.user.name });
  });
});

describe("staff emails and account links are unique per store", () => {
  it("a store's second record with an email (any case) or a linked account is a 409 naming the holder", async () => {
    const { foreign, staff: staffStores } = await demoStores(t);
    const admin = await asAdmin(t);
    const first = await makeStaff(t, {
      name: "Ines First",
      email: "ines.first@example.net",
      storeId: foreign,
    });
    const twin = await admin.post("/api/rest/v1/staff", {
      ...staffBody(foreign),
      email: "INES.first@example.net",
    });
    expect(twin.statusCode, twin.body).toBe(409);
    expect(twin.json().message).toBe(staffConflicts.emailTaken("ines.first@example.net", "Ines First"));
    // Another store may hold the same email.
    const elsewhere = await makeStaff(t, { email: "ines.first@example.net", storeId: staffStores[0] });
    expect(elsewhere.store_id).toBe(staffStores[0]);
    const second = await makeStaff(t, { name: "Ines Second", storeId: foreign });
    const moved = await admin.patch(`/api/rest/v1/staff?eq=id.${second.id}`, {
      email: "ines.first@example.net",
    });
    expect(moved.statusCode, moved.body).toBe(409);

    const user = await signIn(t.app, "staff");
    const linked = await admin.patch(`/api/rest/v1/staff?eq=id.${first.id}`, { user_id: user.user.id });
    expect(linked.statusCode, linked.body).toBe(200);
    const again = await admin.patch(`/api/rest/v1/staff?eq=id.${second.id}`, { user_id: user.user.id });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toBe(staffConflicts.userLinked(String(user.user.name), "Ines First"));
    const unknown = await admin.patch(`/api/rest/v1/staff?eq=id.${second.id}`, { user_id: "no-such-user" });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json().message).toBe(MSG.linkedUserMissing);
  });

  it("deleting a linked account leaves its staff record, unlinked", async () => {
    const admin = await asAdmin(t);
    const { foreign } = await demoStores(t);
    const user = await admin.post("/api/rest/v1/users", {
      name: "Leaving Soon",
      email: "leaving.soon@example.net",
      phone: "555-0177",
      role: "staff",
      assigned_stores: [foreign],
    });
    expect(user.statusCode, user.body).toBe(201);
    const userId = user.json().id;
    const member = await makeStaff(t, { user_id: userId, storeId: foreign });
    expect(member.user_id).toBe(userId);
    const gone = await admin.delete(`/api/rest/v1/users?eq=id.${userId}`);
    expect(gone.statusCode, gone.body).toBe(200);
    const after = await admin.get(`/api/rest/v1/staff?eq=id.${member.id}`);
    expect(after.json()[0]).toMatchObject({ id: member.id, user_id: null, linked_user: null });
  });

  it("only the admin sets the link: a store manager may not write staff at all", async () => {
    const { manager } = await demoStores(t);
    const member = await makeStaff(t, { storeId: manager[0] });
    const signedIn = await signIn(t.app, "store_manager");
    const response = await client(t.app, signedIn.token).patch(`/api/rest/v1/staff?eq=id.${member.id}`, {
      user_id: signedIn.user.id,
    });
    expect(response.statusCode).toBe(403);
  });
});

const staffBody = (storeId: string) => ({
  store_id: storeId,
  name: "Test Twin",
  phone: "555-0102",
  position: "Cashier",
  department: "Sales",
  hire_date: "2025-01-06",
});
