import { MSG, noPermissionTo } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { bell } from "../../../test/notification-app.ts";
import { client, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { addShift, freshStore, hire, mondayOf, plusDays, publish, staffMember } from "./schedules.factory.ts";

// Shifts on the generic front (docs/decisions.md, Schedules): times, matrix, store scope, visibility, history.
const t = useTestApp();
const manager = useSignIn(t, "store_manager");
const accounting = useSignIn(t, "accounting");
const ceo = useSignIn(t, "ceo");
const staff = useSignIn(t, "staff");

describe("a shift's times", () => {
  it("reads the store's clock: across midnight and across the daylight-saving changes of New York", async () => {
    const store = await freshStore(t, "America/New_York");
    const employee = await hire(t, store.id);
    // Spring forward (2026-03-08 02:00 → 03:00): 22:00 to 06:00 is 7 hours; the store is the employee's.
    const spring = await addShift(t, {
      employee_id: employee,
      shift_date: "2026-03-07",
      start_time: "22:00",
      end_time: "06:00",
    });
    expect(spring).toMatchObject({
      store_id: store.id,
      shift_date: "2026-03-07",
      start_time: "22:00",
      end_time: "06:00",
      start_at: "2026-03-08T03:00:00.000Z",
      end_at: "2026-03-08T10:00:00.000Z",
      hours: 7,
      break_minutes: 0,
      status: "draft",
      position: "Cashier",
    });
    // Fall back (2026-11-01 02:00 → 01:00): the same night is 9 hours.
    const autumn = await addShift(t, {
      employee_id: employee,
      shift_date: "2026-10-31",
      start_time: "22:00",
      end_time: "06:00",
      break_minutes: 30,
    });
    expect(autumn).toMatchObject({
      start_at: "2026-11-01T02:00:00.000Z",
      end_at: "2026-11-01T11:00:00.000Z",
      hours: 8.5,
    });
    // Instants without an offset are the store's clock; with one, exact.
    const summer = await addShift(t, {
      employee_id: employee,
      start_at: "2026-07-13T09:00",
      end_at: "2026-07-13T17:30:00-04:00",
      break_minutes: 30,
    });
    expect(summer).toMatchObject({
      shift_date: "2026-07-13",
      start_time: "09:00",
      end_time: "17:30",
      start_at: "2026-07-13T13:00:00.000Z",
      hours: 8,
    });
    const admin = await asAdmin(t);
    const moved = await admin.patch(`/api/rest/v1/shifts?eq=id.${summer.id}`, { end_time: "01:00" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()[0]).toMatchObject({
      end_at: "2026-07-14T05:00:00.000Z",
      hours: 15.5,
      shift_date: "2026-07-13",
    });
  });

  it("refuses times it cannot read, a break as long as the shift and an employee who left", async () => {
    const store = await freshStore(t);
    const employee = await hire(t, store.id);
    const admin = await asAdmin(t);
    const refused = async (body: Record<string, unknown>, message: string) => {
      const response = await admin.post("/api/rest/v1/shifts", { employee_id: employee, ...body });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
    };
    const day = { shift_date: "2026-05-04", start_time: "09:00", end_time: "17:00" };
    await refused({ ...day, start_at: "2026-05-04T09:00:00Z" }, MSG.shiftTimesMixed);
    await refused({ shift_date: "2026-05-04", start_time: "09:00" }, MSG.shiftTimesRequired);
    await refused(
      { start_at: "2026-05-04T09:00:00Z", end_at: "2026-05-04T08:00:00Z" },
      MSG.shiftEndBeforeStart,
    );
    await refused({ start_at: "2026-05-04T09:00:00Z", end_at: "2026-05-05T09:01:00Z" }, MSG.shiftTooLong);
    await refused({ ...day, break_minutes: 480 }, MSG.shiftBreakTooLong);
    await refused({ ...day, start_time: "9am" }, "Start time must be a valid time (HH:MM).");
    await admin.patch(`/api/rest/v1/staff?eq=id.${employee}`, { status: "inactive" });
    await refused(day, MSG.shiftEmployeeInactive);
  });
});

describe("who writes and reads shifts", () => {
  it("lets admins and the store's managers write; others are refused with the matrix's words", async () => {
    const stores = await demoStores(t);
    const managed = stores.manager[0] ?? "";
    const employee = String(
      (
        await t.database.db
          .selectFrom("staff")
          .select("id")
          .where("store_id", "=", managed)
          .executeTakeFirstOrThrow()
      ).id,
    );
    const body = {
      employee_id: employee,
      store_id: managed,
      shift_date: plusDays(t.today, 40),
      start_time: "08:00",
      end_time: "12:00",
    };
    const created = await addShift(t, body, client(t.app, manager.token));
    const refusals = [
      [accounting.token, noPermissionTo("create", "shifts")],
      [ceo.token, MSG.ceoReadOnly],
      [staff.token, noPermissionTo("create", "shifts")],
    ] as const;
    for (const [token, message] of refusals) {
      const response = await client(t.app, token).post("/api/rest/v1/shifts", body);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(message);
    }
    const edit = await client(t.app, accounting.token).patch(`/api/rest/v1/shifts?eq=id.${created.id}`, {
      notes: "x",
    });
    expect([403, 404]).toContain(edit.statusCode);
    expect(
      (await client(t.app, ceo.token).patch(`/api/rest/v1/shifts?eq=id.${created.id}`, { notes: "x" })).json()
        .message,
    ).toBe(MSG.ceoReadOnly);
  });

  it("answers 404 for another store's shift, store or employee", async () => {
    const stores = await demoStores(t);
    const foreignEmployee = String(
      (
        await t.database.db
          .selectFrom("staff")
          .select("id")
          .where("store_id", "=", stores.foreign)
          .executeTakeFirstOrThrow()
      ).id,
    );
    const foreign = await addShift(t, {
      employee_id: foreignEmployee,
      shift_date: plusDays(t.today, 41),
      start_time: "08:00",
      end_time: "12:00",
    });
    await publish(t, stores.foreign, mondayOf(plusDays(t.today, 41)));
    const api = client(t.app, manager.token);
    const times = { shift_date: plusDays(t.today, 41), start_time: "08:00", end_time: "12:00" };
    const asManager = [
      await api.get(`/api/rest/v1/shifts/${foreign.id}`),
      await api.patch(`/api/rest/v1/shifts?eq=id.${foreign.id}`, { notes: "mine now" }),
      await api.delete(`/api/rest/v1/shifts?eq=id.${foreign.id}`),
      await api.post("/api/rest/v1/shifts", { employee_id: foreignEmployee, ...times }),
      await api.post("/api/rest/v1/shifts", {
        employee_id: foreignEmployee,
        store_id: stores.foreign,
        ...times,
      }),
      await api.post(`/api/shifts/${foreign.id}/swap`, {}),
    ];
    for (const response of asManager) expect(response.statusCode, response.body).toBe(404);
    for (const token of [accounting.token, staff.token])
      expect((await client(t.app, token).get(`/api/rest/v1/shifts/${foreign.id}`)).statusCode).toBe(404);
    const mixed = await api.post("/api/rest/v1/shifts", {
      employee_id: foreignEmployee,
      store_id: stores.manager[0],
      ...times,
    });
    expect(mixed.statusCode).toBe(404);
  });

  it("shows staff their store's published shifts only: a draft is invisible until its week is published", async () => {
    const storeId = String(staff.user.current_store_id);
    const employee = String(
      (
        await t.database.db
          .selectFrom("staff")
          .select("id")
          .where("store_id", "=", storeId)
          .where("user_id", "=", staff.user.id)
          .executeTakeFirstOrThrow()
      ).id,
    );
    const date = plusDays(t.today, 50);
    const draft = await addShift(t, {
      employee_id: employee,
      shift_date: date,
      start_time: "07:00",
      end_time: "15:00",
    });
    const api = client(t.app, staff.token);
    const listed = async () =>
      ((await api.get(`/api/rest/v1/shifts?eq=shift_date.${date}`)).json() as Array<{ id: string }>).map(
        (row) => row.id,
      );
    expect((await api.get(`/api/rest/v1/shifts/${draft.id}`)).statusCode).toBe(404);
    expect(await listed()).not.toContain(draft.id);
    const week = mondayOf(date);
    const before = (await api.get(`/api/schedules/week?store_id=${storeId}&week_start=${week}`)).json();
    expect(before.shifts).toEqual([]);
    expect(before.week.forecast).toBeNull();
    expect(await publish(t, storeId, week)).toMatchObject({ published: 1, notified: 1 });
    expect((await api.get(`/api/rest/v1/shifts/${draft.id}`)).json()).toMatchObject({
      id: draft.id,
      status: "published",
    });
    expect(await listed()).toContain(draft.id);
    const after = (await api.get(`/api/schedules/week?store_id=${storeId}&week_start=${week}`)).json();
    expect(after.shifts.map((shift: { id: string }) => shift.id)).toEqual([draft.id]);
    expect(after.warnings).toEqual([]);
    expect((await bell(t, staff))[0]).toBe(
      `${MSG.notifyShiftsPublished}: Your shifts at ${after.store.name} for the week of ${week}: ${date} 07:00–15:00.`,
    );
  });
});

describe("a published shift", () => {
  it("keeps its changes in the week's history and tells its employee", async () => {
    const store = await freshStore(t);
    const ana = await staffMember(t, store);
    const bo = await staffMember(t, store);
    const date = plusDays(t.today, 30);
    const week = mondayOf(date);
    const shift = await addShift(t, {
      employee_id: ana.employeeId,
      shift_date: date,
      start_time: "09:00",
      end_time: "17:00",
    });
    await publish(t, store.id, week);
    const admin = await asAdmin(t);
    expect(
      (await admin.patch(`/api/rest/v1/shifts?eq=id.${shift.id}`, { start_time: "10:00" })).statusCode,
    ).toBe(200);
    expect((await bell(t, ana))[0]).toBe(
      `${MSG.notifyShiftChanged}: Your shift at ${(await admin.get(`/api/rest/v1/stores/${store.id}`)).json().name} on ${date} 09:00–17:00 is now ${date} 10:00–17:00.`,
    );
    expect(
      (await admin.patch(`/api/rest/v1/shifts?eq=id.${shift.id}`, { employee_id: bo.employeeId })).statusCode,
    ).toBe(200);
    expect((await bell(t, ana))[0]).toContain("was removed from your schedule");
    expect((await bell(t, bo))[0]).toContain(`You have a new shift at`);
    expect((await admin.delete(`/api/rest/v1/shifts?eq=id.${shift.id}`)).statusCode).toBe(200);
    expect((await bell(t, bo))[0]).toContain("was removed from your schedule");
    const view = (await admin.get(`/api/schedules/week?store_id=${store.id}&week_start=${week}`)).json();
    expect(view.history.map((entry: { action: string }) => entry.action)).toEqual([
      "removed",
      "changed",
      "changed",
      "published",
    ]);
    expect(view.history[2]).toMatchObject({
      changes: { start_time: { from: "09:00", to: "10:00" } },
      user_name: expect.any(String),
    });
    // A draft's changes are not history.
    const draft = await addShift(t, {
      employee_id: ana.employeeId,
      shift_date: date,
      start_time: "18:00",
      end_time: "20:00",
    });
    await admin.patch(`/api/rest/v1/shifts?eq=id.${draft.id}`, { notes: "draft note" });
    expect(
      (await admin.get(`/api/schedules/week?store_id=${store.id}&week_start=${week}`)).json().history,
    ).toHaveLength(4);
  });
});
