import { afterEach, describe, expect, it, vi } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { describeLadder } from "../../../test/ladder.ts";
import { client, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { addShift, freshStore, hire, payWage, publish, takings } from "../schedules/schedules.factory.ts";

// The schedule adherence report and the month-end pack's week lines (docs/decisions.md, Reports,
// Schedule adherence; Schedules, plan against actual) against a hand-computed week.
const t = useTestApp();
const accounting = useSignIn(t, "accounting");

// A Monday long past; the report is asked a week later (the server's clock faked, Date only).
const WEEK = "2025-06-09";
const day = (offset: number) => `2025-06-${String(9 + offset).padStart(2, "0")}`;
const URL = "/api/reports/schedule-adherence";

afterEach(() => {
  vi.useRealTimers();
});

describeLadder(URL, () => t, {
  method: "GET",
  url: async () => `${URL}?store_id=${(await demoStores(t)).accounting[0]}&week_start=${WEEK}`,
  forbidden: { as: "store_manager" },
  outOfScope: {
    as: "accounting",
    url: async () => `${URL}?store_id=${(await demoStores(t)).foreign}&week_start=${WEEK}`,
  },
  badRequest: {
    as: "admin",
    url: async () => `${URL}?store_id=${(await demoStores(t)).foreign}&week_start=2025-13-01`,
  },
  success: {
    as: "ceo",
    check: (response) => {
      expect(response.json().week_start).toBe(WEEK);
      expect(response.json().days).toHaveLength(7);
    },
  },
});

/** An entry made by the admin: a work date, times, unpaid break hours. */
async function entry(employeeId: string, date: string, clockIn: string, clockOut: string, breakHours = 0) {
  const created = await (await asAdmin(t)).post("/api/rest/v1/employee_time_entries", {
    employee_id: employeeId,
    work_date: date,
    clock_in_time: clockIn,
    clock_out_time: clockOut,
    break_hours: breakHours,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as string;
}

describe("a week's plan against the clock, hand-computed", () => {
  it("answers hours, cost, labour % and each person's late, early and no-show counts", async () => {
    const store = await freshStore(t);
    const admin = await asAdmin(t);
    await admin.put(`/api/stores/${store.id}/settings`, { labour: { target_percent: 30 } });
    // Ana $20 an hour, Ben $30.
    const ana = await hire(t, store.id, { name: "Ana Adherence" });
    const ben = await hire(t, store.id, { name: "Ben Adherence" });
    await payWage(t, ana, 20, "2025-01-01");
    await payWage(t, ben, 30, "2025-01-01");
    const shift = (employee: string, date: string, start: string, end: string, breakMinutes = 0) =>
      addShift(t, {
        employee_id: employee,
        shift_date: date,
        start_time: start,
        end_time: end,
        break_minutes: breakMinutes,
      });
    // Ana: Monday and Tuesday 09:00–17:00 with 30 minutes' break, 7.5 hours each.
    const anaMon = await shift(ana, day(0), "09:00", "17:00", 30);
    const anaTue = await shift(ana, day(1), "09:00", "17:00", 30);
    // Ben: Monday 12:00–20:00 (8 h) and Wednesday night 22:00–06:00 across midnight (8 h).
    const benMon = await shift(ben, day(0), "12:00", "20:00");
    const benWed = await shift(ben, day(2), "22:00", "06:00");
    // A draft is not part of the plan: Ana's Thursday stays unpublished.
    await publish(t, store.id, WEEK);
    await shift(ana, day(3), "09:00", "17:00");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.parse("2025-06-18T12:00:00Z"));

    // Ana: 5 minutes after (on time) → 7.42 h; 20 after (late) → 7.17 h. Ben: no Monday (no-show);
    // 15 minutes early on Wednesday night → 8.25 h, dated Wednesday.
    await entry(ana, day(0), "09:05", "17:00", 0.5);
    const late = await entry(ana, day(1), "09:20", "17:00", 0.5);
    const early = await entry(ben, day(2), "21:45", "06:00");
    await takings(t, store.id, day(0), 1000);
    await takings(t, store.id, day(1), 500);

    const response = await client(t.app, accounting.token).get(
      `${URL}?store_id=${store.id}&week_start=${WEEK}`,
    );
    // Accounting reaches only its stores: the fresh store is the admin's to read.
    expect(response.statusCode).toBe(404);
    const answer = await admin.get(`${URL}?store_id=${store.id}&week_start=${WEEK}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json();
    expect(report).toMatchObject({ week_start: WEEK, week_end: "2025-06-15", tolerance_minutes: 10 });
    expect(report.days.slice(0, 3)).toEqual([
      {
        date: day(0),
        weekday: 1,
        scheduled_hours: 15.5,
        worked_hours: 7.42,
        scheduled_cost: 390,
        worked_cost: 148.4,
        takings: 1000,
        planned_labour_percent: 39,
        actual_labour_percent: 14.84,
        planned_over_target: true,
        actual_over_target: false,
      },
      {
        date: day(1),
        weekday: 2,
        scheduled_hours: 7.5,
        worked_hours: 7.17,
        scheduled_cost: 150,
        worked_cost: 143.4,
        takings: 500,
        // Exactly the target is not over it.
        planned_labour_percent: 30,
        actual_labour_percent: 28.68,
        planned_over_target: false,
        actual_over_target: false,
      },
      {
        date: day(2),
        weekday: 3,
        scheduled_hours: 8,
        worked_hours: 8.25,
        scheduled_cost: 240,
        worked_cost: 247.5,
        takings: 0,
        planned_labour_percent: 0,
        actual_labour_percent: 0,
        planned_over_target: false,
        actual_over_target: false,
      },
    ]);
    expect(report.week).toEqual({
      scheduled_hours: 31,
      worked_hours: 22.84,
      scheduled_cost: 780,
      worked_cost: 539.3,
      takings: 1500,
      planned_labour_percent: 52,
      actual_labour_percent: 35.95,
      planned_over_target: true,
      actual_over_target: true,
      shifts: 4,
      on_time: 1,
      late: 1,
      early: 1,
      no_show: 1,
    });
    const people = Object.fromEntries(
      report.employees.map((row: { employee_id: string }) => [row.employee_id, row]),
    );
    expect(people[ana]).toMatchObject({
      name: "Ana Adherence",
      shifts: 2,
      on_time: 1,
      late: 1,
      early: 0,
      no_show: 0,
      scheduled_hours: 15,
      worked_hours: 14.59,
    });
    expect(people[ben]).toMatchObject({
      shifts: 2,
      on_time: 0,
      late: 0,
      early: 1,
      no_show: 1,
      scheduled_hours: 16,
      worked_hours: 8.25,
    });
    const lines = Object.fromEntries(report.shifts.map((row: { shift_id: string }) => [row.shift_id, row]));
    expect(lines[anaMon.id]).toMatchObject({ status: "on_time", minutes: 5, clock_in_time: "09:05" });
    expect(lines[anaTue.id]).toMatchObject({ status: "late", minutes: 20, clock_in_time: "09:20" });
    expect(lines[benMon.id]).toMatchObject({ status: "no_show", minutes: null, clock_in_time: null });
    expect(lines[benWed.id]).toMatchObject({
      status: "early",
      minutes: -15,
      start_time: "22:00",
      end_time: "06:00",
    });

    // The list says the same of each entry.
    const flags = await admin.get(
      `/api/rest/v1/employee_time_entries?eq=store_id.${store.id}&select=id,clock_in_flag&limit=10`,
    );
    const flagOf = Object.fromEntries(
      flags.json().map((row: { id: string; clock_in_flag: string }) => [row.id, row.clock_in_flag]),
    );
    expect(flagOf[late]).toBe("late");
    expect(flagOf[early]).toBe("early");

    // The store's tolerance decides: at 20 minutes, 20 late and 15 early are on time.
    expect(
      (await admin.put(`/api/stores/${store.id}/settings`, { schedule: { clock_in_tolerance_minutes: 20 } }))
        .statusCode,
    ).toBe(200);
    const lenient = (await admin.get(`${URL}?store_id=${store.id}&week_start=${WEEK}`)).json();
    expect(lenient.tolerance_minutes).toBe(20);
    expect(lenient.week).toMatchObject({ on_time: 3, late: 0, early: 0, no_show: 1 });
    const relaxed = await admin.get(
      `/api/rest/v1/employee_time_entries?eq=id.${late}&select=id,clock_in_flag`,
    );
    expect(relaxed.json()[0].clock_in_flag).toBe("on_time");
  });

  it("gives the month-end pack a line per week overlapping the month, plan against actual", async () => {
    const store = await freshStore(t);
    const ana = await hire(t, store.id);
    await payWage(t, ana, 20, "2025-01-01");
    // Sunday 30 March and Monday 31: two weeks of March; Tuesday 1 April, the second week again.
    await addShift(t, { employee_id: ana, shift_date: "2025-03-30", start_time: "09:00", end_time: "13:00" });
    await addShift(t, { employee_id: ana, shift_date: "2025-03-31", start_time: "09:00", end_time: "13:00" });
    await addShift(t, { employee_id: ana, shift_date: "2025-04-01", start_time: "09:00", end_time: "15:00" });
    await publish(t, store.id, "2025-03-24");
    await publish(t, store.id, "2025-03-31");
    await entry(ana, "2025-03-31", "09:00", "14:00");
    const admin = await asAdmin(t);
    const pack = (await admin.get(`/api/reports/month-end?month=2025-03&store_id=${store.id}`)).json();
    // March 2025 starts on a Saturday: the weeks of 24 February … 31 March.
    expect(pack.weeks.map((line: { week_start: string }) => line.week_start)).toEqual([
      "2025-02-24",
      "2025-03-03",
      "2025-03-10",
      "2025-03-17",
      "2025-03-24",
      "2025-03-31",
    ]);
    expect(pack.weeks[4]).toEqual({
      week_start: "2025-03-24",
      week_end: "2025-03-30",
      scheduled_hours: 4,
      worked_hours: 0,
      scheduled_cost: 80,
      worked_cost: 0,
    });
    // The whole week of 31 March: 4 + 6 hours planned, 5 worked.
    expect(pack.weeks[5]).toEqual({
      week_start: "2025-03-31",
      week_end: "2025-04-06",
      scheduled_hours: 10,
      worked_hours: 5,
      scheduled_cost: 200,
      worked_cost: 100,
    });
    // The existing sections stay as they were.
    expect(pack.labour).toMatchObject({ cost: 100 });
  });
});
