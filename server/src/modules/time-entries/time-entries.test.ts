import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin } from "../../../test/demo-stores.ts";
import { client, createTestApp, type SignedIn, signIn, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
let staff: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, "staff");
});
afterAll(() => t.close());

describe("clock in and clock out", () => {
  it("are named in the audit trail, offer clock_out while open, and a second clock-out is a 409", async () => {
    const api = client(t.app, staff.token);
    const clockedIn = await api.post("/api/rest/v1/employee_time_entries", {
      work_date: t.today,
      clock_in_time: "09:00",
    });
    expect(clockedIn.statusCode, clockedIn.body).toBe(201);
    const entry = clockedIn.json();
    expect(entry.allowed_actions).toEqual(["clock_out"]);
    const outs = await Promise.all([
      api.patch(`/api/rest/v1/employee_time_entries?eq=id.${entry.id}`, { clock_out_time: "17:00" }),
      api.patch(`/api/rest/v1/employee_time_entries?eq=id.${entry.id}`, { clock_out_time: "17:01" }),
    ]);
    expect(outs.map((out) => out.statusCode).sort()).toEqual([200, 409]);
    const closed = outs.find((out) => out.statusCode === 200)?.json()[0];
    expect(closed).toMatchObject({ status: "recorded", allowed_actions: [] });
    const audit = (
      await (
        await asAdmin(t)
      ).get(`/api/rest/v1/audit_logs?eq=target_id.${entry.id}&order=created_at.asc&select=action,description`)
    ).json();
    expect(audit).toEqual([
      {
        action: "CLOCK_IN",
        description: `Clocked in ${entry.employee_name} on ${entry.work_date} at ${entry.clock_in_time}`,
      },
      {
        action: "CLOCK_OUT",
        description: `Clocked out ${entry.employee_name} on ${entry.work_date} at ${closed.clock_out_time}`,
      },
    ]);
  });

  it("a manager's manual entry stays a CREATE", async () => {
    const manager = await signIn(t.app, "store_manager");
    const storeId = manager.user.managed_stores[0];
    const employee = await t.database.db
      .selectFrom("staff")
      .select("id")
      .where("store_id", "=", String(storeId))
      .executeTakeFirstOrThrow();
    const created = await client(t.app, manager.token).post("/api/rest/v1/employee_time_entries", {
      employee_id: employee.id,
      store_id: storeId,
      work_date: t.today,
      clock_in_time: "08:00",
      clock_out_time: "12:00",
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().allowed_actions).toEqual(["edit"]);
    const audit = (
      await (await asAdmin(t)).get(`/api/rest/v1/audit_logs?eq=target_id.${created.json().id}&select=action`)
    ).json();
    expect(audit).toEqual([{ action: "CREATE" }]);
  });
});
