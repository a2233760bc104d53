import { MSG } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { client, signIn, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { storeToday } from "../../db/store-time.ts";

const t = useTestApp();
const staff = useSignIn(t, "staff");

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
      // The store's today: a later date (UTC's, in the evening in America) is refused as future.
      work_date: await storeToday(t.database.db, storeId),
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

/** The first staff record of a store. */
const employeeOf = (storeId: string) =>
  t.database.db
    .selectFrom("staff")
    .select("id")
    .where("store_id", "=", storeId)
    .orderBy("name")
    .executeTakeFirstOrThrow()
    .then((row) => String(row.id));

/** A manual entry of a morning for an employee in a store, posted by `api`. */
const postManualEntry = async (
  api: ReturnType<typeof client>,
  employeeId: string,
  storeId: unknown,
  hours = ["08:00", "12:00"],
) =>
  api.post("/api/rest/v1/employee_time_entries", {
    employee_id: employeeId,
    store_id: storeId,
    work_date: await storeToday(t.database.db, storeId),
    clock_in_time: hours[0],
    clock_out_time: hours[1],
  });

describe("foreign employees", () => {
  it("a manager cannot record time for an employee of a store it does not manage: 404 Employee not found", async () => {
    const manager = await signIn(t.app, "store_manager");
    const stores = await demoStores(t);
    const created = await postManualEntry(
      client(t.app, manager.token),
      await employeeOf(stores.foreign),
      stores.manager[0],
    );
    expect(created.statusCode, created.body).toBe(404);
    expect(created.json()).toMatchObject({ code: "not_found", message: MSG.employeeNotFound });
  });

  it("an entry's employee must be a staff record of the entry's store: 400", async () => {
    const stores = await demoStores(t);
    const created = await postManualEntry(
      await asAdmin(t),
      await employeeOf(stores.foreign),
      stores.manager[0],
    );
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json()).toMatchObject({ code: "bad_request", message: MSG.employeeNotInStore });
  });

  it("a manager cannot move an entry to another employee or store by PATCH: 400, the entry unchanged", async () => {
    const manager = await signIn(t.app, "store_manager");
    const stores = await demoStores(t);
    const api = client(t.app, manager.token);
    const own = String(stores.manager[0]);
    const entry = (await postManualEntry(api, await employeeOf(own), own, ["06:00", "07:00"])).json();
    for (const patch of [
      { employee_id: await employeeOf(stores.foreign) },
      { store_id: stores.foreign },
      { employee_id: await employeeOf(stores.foreign), store_id: stores.foreign },
    ]) {
      const moved = await api.patch(`/api/rest/v1/employee_time_entries?eq=id.${entry.id}`, patch);
      expect(moved.statusCode, moved.body).toBe(400);
      expect(moved.json()).toMatchObject({ code: "bad_request", message: MSG.employeeRecordFixed });
    }
    // Sending the same employee and store back (as a form does) is not a move.
    const same = await api.patch(`/api/rest/v1/employee_time_entries?eq=id.${entry.id}`, {
      employee_id: entry.employee_id,
      store_id: entry.store_id,
      notes: "Kept",
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()[0]).toMatchObject({ employee_id: entry.employee_id, store_id: entry.store_id });
  });
});
