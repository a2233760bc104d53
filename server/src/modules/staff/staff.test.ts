import { MSG } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { describeLadder } from "../../../test/ladder.ts";
import { client, signIn, useTestApp } from "../../../test/test-app.ts";
import { makeStaff } from "./staff.factory.ts";

const t = useTestApp();
const app = () => t;

describe("staff", () => {
  it("shows the store's name by join; staff read only their own record", async () => {
    const member = await makeStaff(t);
    expect(typeof member.store_name).toBe("string");
    expect(member.allowed_actions).toEqual(["edit", "delete"]);
    const staff = await signIn(t.app, "staff");
    const rows = (await client(t.app, staff.token).get("/api/rest/v1/staff")).json();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatchObject({ email: "staff@example.com", allowed_actions: [] });
  });
});

const auditOf = (id: string) =>
  t.database.db
    .selectFrom("audit_logs")
    .select(["action", "description"])
    .where("target_id", "=", id)
    .orderBy("created_at")
    .orderBy("id")
    .execute();

/** What puts a member on sick leave from `start` to `end`. */
const sickLeave = (start: string, end: string) => ({
  status: "on_leave",
  leave_type: "sick",
  leave_start_date: start,
  leave_end_date: end,
});

describe("staff leave", () => {
  it("marks an active member on leave and back, with the spec's audit descriptions", async () => {
    const admin = await asAdmin(t);
    const member = await makeStaff(t, { name: "Leave Taker" });
    const url = `/api/rest/v1/staff?eq=id.${member.id}`;
    const leave = {
      status: "on_leave",
      leave_type: "vacation",
      leave_start_date: "2026-03-02",
      leave_end_date: "2026-03-06",
      leave_reason: "Trip",
    };
    const marked = await admin.patch(url, leave);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()[0]).toMatchObject({ ...leave, leave_approved_by: expect.any(String) });
    expect(marked.json()[0].leave_approved_at).toEqual(expect.any(String));
    const back = await admin.patch(url, { status: "active" });
    expect(back.json()[0]).toMatchObject({
      status: "active",
      leave_type: null,
      leave_start_date: null,
      leave_end_date: null,
      leave_reason: null,
      leave_approved_by: null,
      leave_approved_at: null,
    });
    await admin.patch(url, { name: "Leave Taker Jr" });
    await admin.delete(url);
    expect((await auditOf(member.id)).map((row) => row.description)).toEqual([
      "Added new staff member: Leave Taker",
      "Marked staff on vacation leave from 2026-03-02 to 2026-03-06",
      "Staff returned from leave",
      "Updated staff member: Leave Taker Jr",
      "Removed staff member: Leave Taker Jr",
    ]);
  });

  it("needs type, start and end (end not before start) and an active member", async () => {
    const admin = await asAdmin(t);
    const member = await makeStaff(t);
    const url = `/api/rest/v1/staff?eq=id.${member.id}`;
    const missing = await admin.patch(url, { status: "on_leave", leave_type: "sick" });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().details.fields).sort()).toEqual(["leave_end_date", "leave_start_date"]);
    const reversed = await admin.patch(url, sickLeave("2026-03-06", "2026-03-02"));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details.fields.leave_end_date).toBeDefined();
    await admin.patch(url, { status: "inactive" });
    const inactive = await admin.patch(url, sickLeave("2026-03-02", "2026-03-02"));
    expect(inactive.statusCode).toBe(409);
  });

  it("keeps pay of one kind only", async () => {
    const hourly = await makeStaff(t, { salary_type: "hourly", hourly_rate: 20, monthly_salary: 3000 });
    expect(hourly).toMatchObject({ hourly_rate: 20, monthly_salary: null });
    const monthly = await makeStaff(t, { salary_type: "monthly", hourly_rate: 20, monthly_salary: 3000 });
    expect(monthly).toMatchObject({ hourly_rate: null, monthly_salary: 3000 });
  });
});

const profileUrl = async () =>
  `/api/staff/${(await makeStaff(t, { storeId: (await demoStores(t)).manager[0] })).id}`;

describeLadder("/api/staff/{id}/reviews", app, {
  method: "POST",
  url: async () => `${await profileUrl()}/reviews`,
  payload: { performance: "good", note: "Steady" },
  forbidden: { as: "ceo", message: MSG.ceoReadOnly },
  outOfScope: null,
  badRequest: { as: "admin", payload: { performance: "great" } },
  success: {
    as: "admin",
    status: 201,
    check: (r) => expect(r.json()).toMatchObject({ performance: "good" }),
  },
});

describeLadder("/api/staff/{id}/profile", app, {
  method: "GET",
  url: async () => `${await profileUrl()}/profile`,
  forbidden: null,
  outOfScope: {
    as: "store_manager",
    url: async () =>
      `/api/staff/${(await makeStaff(t, { storeId: (await demoStores(t)).foreign })).id}/profile`,
  },
  badRequest: null,
  success: { as: "store_manager" },
});

describe("staff profile and reviews", () => {
  it("shows the leave history, the reviews newest first and the rating they set", async () => {
    const admin = await asAdmin(t);
    const member = await makeStaff(t);
    const url = `/api/rest/v1/staff?eq=id.${member.id}`;
    await admin.patch(url, sickLeave("2026-01-05", "2026-01-07"));
    await admin.patch(url, { status: "active" });
    await admin.post(`/api/staff/${member.id}/reviews`, { performance: "average" });
    await admin.post(`/api/staff/${member.id}/reviews`, { performance: "excellent", note: "Great month" });
    const profile = (await admin.get(`/api/staff/${member.id}/profile`)).json();
    expect(profile.staff).toMatchObject({ id: member.id, performance: "excellent" });
    expect(profile.leaves).toHaveLength(1);
    expect(profile.leaves[0]).toMatchObject({
      leave_type: "sick",
      start_date: "2026-01-05",
      returned_at: expect.any(String),
    });
    expect(profile.reviews.map((r: { performance: string }) => r.performance)).toEqual([
      "excellent",
      "average",
    ]);
    expect(profile.time_this_month).toMatchObject({ entries: 0, hours: 0 });
    // A member put on leave without the history (seeded data) shows its current leave.
    const seeded = await makeStaff(t);
    await t.database.db
      .updateTable("staff")
      .set(sickLeave("2026-02-01", "2026-02-03"))
      .where("id", "=", seeded.id)
      .execute();
    const current = (await admin.get(`/api/staff/${seeded.id}/profile`)).json();
    expect(current.leaves).toEqual([expect.objectContaining({ leave_type: "sick", returned_at: null })]);
  });
});
