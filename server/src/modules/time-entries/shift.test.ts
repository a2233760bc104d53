import { MSG } from "@storeops/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { asAdmin, createAsAdmin, demoStores } from "../../../test/demo-stores.ts";
import { client, signIn, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { storeNow } from "../../db/store-time.ts";

const t = useTestApp();
const staff = useSignIn(t, "staff");
const manager = useSignIn(t, "store_manager");

const ENTRIES = "/api/rest/v1/employee_time_entries";
const HOUR = 3_600_000;

/** The server's clock (Date only: timers and the database run as ever). */
function clockAt(instant: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(instant);
}
afterEach(() => {
  vi.useRealTimers();
});

/** A whole UTC hour some days back, so entries of the test lie in the past whatever the hour it runs. */
const startOfTest = (daysBack: number, utcHour: number) => {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() - daysBack);
  day.setUTCHours(utcHour, 0, 0, 0);
  return day.getTime();
};

const auditOf = async (id: string) =>
  (
    await (
      await asAdmin(t)
    ).get(`/api/rest/v1/audit_logs?eq=target_id.${id}&order=created_at.asc&select=action,description`)
  ).json() as Array<{ action: string; description: string }>;

describe("a manager clocks an employee in live and sees who is on shift", () => {
  it("clock-in now by the server's clock, one open entry, CLOCK_IN audited, on the board until clocked out", async () => {
    const storeId = String(manager.user.managed_stores[0]);
    const employee = await createAsAdmin(t, "staff", { name: "Live Clock Tester" }, storeId);
    const api = client(t.app, manager.token);
    const instant = startOfTest(3, 14);
    clockAt(instant);
    const now = await storeNow(t.database.db, storeId, new Date(instant));
    const created = await api.post("/api/time/clock-in", { employee_id: employee.id, store_id: storeId });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      employee_id: employee.id,
      work_date: now.date,
      clock_in_time: now.time,
      clock_out_time: null,
      status: "active",
    });
    const again = await api.post("/api/time/clock-in", { employee_id: employee.id, store_id: storeId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain("You are already clocked in!");

    const board = await api.get(`/api/time/on-shift?store_id=${storeId}`);
    expect(board.statusCode, board.body).toBe(200);
    const person = board.json().people.find((p: { employee_id: string }) => p.employee_id === employee.id);
    expect(person).toMatchObject({
      entry_id: created.json().id,
      employee_name: "Live Clock Tester",
      store_id: storeId,
      clock_in_time: now.time,
      on_break: null,
    });

    // The existing clock-out, as the screen sends it, takes the entry off the board.
    const out = await api.patch(`${ENTRIES}?eq=id.${created.json().id}`, {
      clock_out_time: "23:59",
      status: "recorded",
    });
    expect(out.statusCode, out.body).toBe(200);
    const after = (await api.get(`/api/time/on-shift?store_id=${storeId}`)).json();
    expect(after.people.map((p: { employee_id: string }) => p.employee_id)).not.toContain(employee.id);
    expect((await auditOf(created.json().id)).map((row) => row.action)).toEqual(["CLOCK_IN", "CLOCK_OUT"]);
  });

  it("another store's employee is not found; accounting and staff may not clock others in", async () => {
    const stores = await demoStores(t);
    const foreignEmployee = await createAsAdmin(t, "staff", { name: "Foreign Tester" }, stores.foreign);
    const managerApi = client(t.app, manager.token);
    const refused = await managerApi.post("/api/time/clock-in", {
      employee_id: foreignEmployee.id,
      store_id: stores.foreign,
    });
    expect([403, 404]).toContain(refused.statusCode);
    const board = await managerApi.get(`/api/time/on-shift?store_id=${stores.foreign}`);
    expect(board.statusCode).toBe(404);
    expect(board.json().message).toBe(MSG.storeNotFound);

    const own = String(manager.user.managed_stores[0]);
    const employee = await createAsAdmin(t, "staff", { name: "Refused Tester" }, own);
    const accounting = client(t.app, (await signIn(t.app, "accounting")).token);
    const byAccounting = await accounting.post("/api/time/clock-in", {
      employee_id: employee.id,
      store_id: own,
    });
    expect(byAccounting.statusCode).toBe(403);
    const byStaff = await client(t.app, staff.token).post("/api/time/clock-in", {
      employee_id: employee.id,
      store_id: own,
    });
    expect(byStaff.statusCode).toBe(403);
    const breakByStaff = await client(t.app, staff.token).post("/api/time/break/start", {
      employee_id: employee.id,
    });
    expect(breakByStaff.statusCode).toBe(403);
    expect(breakByStaff.json().message).toBe(MSG.clockOthersNotAllowed);
    const malformed = await managerApi.post("/api/time/clock-in", {
      employee_id: "",
      store_id: own,
      extra: 1,
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe("breaks", () => {
  it("staff: unpaid and paid breaks, a break running at clock-out ends there; hours leave out unpaid breaks", async () => {
    const api = client(t.app, staff.token);
    // Long before the demo data's own entries of the staff member.
    const start = Date.parse("2020-03-10T13:00:00Z");
    clockAt(start);
    const notIn = await api.post("/api/time/break/start", {});
    expect(notIn.statusCode).toBe(409);
    expect(notIn.json().message).toBe(MSG.notClockedIn);

    const clockedIn = await api.post(ENTRIES, { work_date: "2000-01-01", clock_in_time: "00:00" });
    expect(clockedIn.statusCode, clockedIn.body).toBe(201);
    const entry = clockedIn.json();
    expect(entry.status).toBe("active");

    clockAt(start + 3 * HOUR);
    const first = await api.post("/api/time/break/start", {});
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ entry_id: entry.id, end_time: null, paid: false });
    const twice = await api.post("/api/time/break/start", {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MSG.alreadyOnBreak);

    const storeId = entry.store_id as string;
    const onBreak = (await client(t.app, manager.token).get("/api/time/on-shift")).json();
    const me = onBreak.people.find((p: { entry_id: string }) => p.entry_id === entry.id);
    if (manager.user.managed_stores.includes(storeId)) {
      expect(me?.on_break).toMatchObject({ paid: false, start_time: first.json().start_time });
    }
    const own = (await api.get("/api/time/on-shift")).json();
    expect(own.people.every((p: { store_id: string }) => p.store_id === storeId)).toBe(true);

    clockAt(start + 3.5 * HOUR);
    const ended = await api.post("/api/time/break/end", {});
    expect(ended.statusCode, ended.body).toBe(200);
    const none = await api.post("/api/time/break/end", {});
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(MSG.notOnBreak);

    clockAt(start + 5 * HOUR);
    expect((await api.post("/api/time/break/start", { paid: true })).statusCode).toBe(201);
    clockAt(start + 5.25 * HOUR);
    expect((await api.post("/api/time/break/end", {})).statusCode).toBe(200);
    clockAt(start + 7 * HOUR);
    expect((await api.post("/api/time/break/start", {})).statusCode).toBe(201);

    // Clocked out an hour into the third break: it ends at the clock-out.
    clockAt(start + 8 * HOUR);
    const out = await api.patch(`${ENTRIES}?eq=id.${entry.id}`, {
      clock_out_time: "00:00",
      status: "recorded",
    });
    expect(out.statusCode, out.body).toBe(200);
    // 8 hours from clock-in; 30 + 60 unpaid minutes out, the paid 15 counted.
    expect(out.json()[0]).toMatchObject({ break_hours: 1.5, total_hours: 6.5, status: "recorded" });

    const breaks = await api.get(`/api/time/entries/${entry.id}/breaks`);
    expect(breaks.statusCode).toBe(200);
    expect(
      breaks.json().map((b: { paid: boolean; end_time: string | null }) => [b.paid, b.end_time !== null]),
    ).toEqual([
      [false, true],
      [true, true],
      [false, true],
    ]);
    expect(breaks.json()[2].end_time).toBe(out.json()[0].clock_out_time);
    const actions = (await auditOf(entry.id)).map((row) => row.action);
    expect(actions).toEqual([
      "CLOCK_IN",
      "BREAK_START",
      "BREAK_END",
      "BREAK_START",
      "BREAK_END",
      "BREAK_START",
      "CLOCK_OUT",
    ]);
  });

  it("overnight: a break across midnight and a clock-out the next morning", async () => {
    const storeId = String(manager.user.managed_stores[0]);
    const employee = await createAsAdmin(t, "staff", { name: "Night Shift Tester" }, storeId);
    const api = client(t.app, manager.token);
    // 22:00 in the store's zone, some days back.
    let clockIn = startOfTest(6, 0);
    for (let i = 0; i < 24; i++) {
      const local = await storeNow(t.database.db, storeId, new Date(clockIn));
      if (local.time === "22:00") break;
      clockIn += HOUR;
    }
    clockAt(clockIn);
    const entry = (
      await api.post("/api/time/clock-in", { employee_id: employee.id, store_id: storeId })
    ).json();
    expect(entry.clock_in_time).toBe("22:00");
    clockAt(clockIn + 110 * 60_000); // 23:50
    expect((await api.post("/api/time/break/start", { employee_id: employee.id })).statusCode).toBe(201);
    clockAt(clockIn + 140 * 60_000); // 00:20
    const ended = await api.post("/api/time/break/end", { employee_id: employee.id });
    expect(ended.json()).toMatchObject({ start_time: "23:50", end_time: "00:20" });
    clockAt(clockIn + 8 * HOUR);
    const out = await api.patch(`${ENTRIES}?eq=id.${entry.id}`, {
      clock_out_time: "06:00",
      status: "recorded",
    });
    expect(out.json()[0]).toMatchObject({ break_hours: 0.5, total_hours: 7.5 });
  });

  it("of two Start Breaks at once exactly one lands; another's entry's breaks are not found", async () => {
    const storeId = String(manager.user.managed_stores[0]);
    const employee = await createAsAdmin(t, "staff", { name: "Race Tester" }, storeId);
    const api = client(t.app, manager.token);
    const entry = (
      await api.post("/api/time/clock-in", { employee_id: employee.id, store_id: storeId })
    ).json();
    const starts = await Promise.all(
      [1, 2].map(() => api.post("/api/time/break/start", { employee_id: employee.id })),
    );
    expect(starts.map((start) => start.statusCode).sort()).toEqual([201, 409]);
    const stored = await t.database.db
      .selectFrom("time_entry_breaks")
      .select("id")
      .where("entry_id", "=", entry.id)
      .execute();
    expect(stored).toHaveLength(1);
    const byStaff = await client(t.app, staff.token).get(`/api/time/entries/${entry.id}/breaks`);
    expect(byStaff.statusCode).toBe(404);
    expect(byStaff.json().message).toBe(MSG.timeEntryNotFound);
  });
});

describe("the store's break rule", () => {
  it("an entry of the rule's hours or more with too little unpaid break shows missed_break", async () => {
    const storeId = String(manager.user.managed_stores[0]);
    const api = client(t.app, manager.token);
    const employee = await createAsAdmin(t, "staff", { name: "Break Rule Tester" }, storeId);
    const entry = async (workDate: string, clockOut: string, breakHours: number) => {
      const created = await api.post(ENTRIES, {
        employee_id: employee.id,
        store_id: storeId,
        work_date: workDate,
        clock_in_time: "09:00",
        clock_out_time: clockOut,
        break_hours: breakHours,
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().id as string;
    };
    const long = await entry("2020-02-03", "17:00", 0);
    const rested = await entry("2020-02-04", "17:00", 0.5);
    const short = await entry("2020-02-05", "14:00", 0);
    const read = async () =>
      Object.fromEntries(
        (
          (await api.get(`${ENTRIES}?eq=employee_id.${employee.id}&select=id,missed_break`)).json() as Array<{
            id: string;
            missed_break: boolean;
          }>
        ).map((row) => [row.id, row.missed_break]),
      );
    // No rule yet: no warning.
    expect(Object.values(await read())).toEqual([false, false, false]);
    const saved = await api.put(`/api/stores/${storeId}/settings`, {
      time: { break_after_hours: 6, break_minimum_minutes: 30 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().time).toEqual({ break_after_hours: 6, break_minimum_minutes: 30 });
    expect(await read()).toEqual({ [long]: true, [rested]: false, [short]: false });
    const refused = await api.put(`/api/stores/${storeId}/settings`, {
      time: { break_minimum_minutes: 30.5 },
    });
    expect(refused.statusCode).toBe(400);
  });
});
