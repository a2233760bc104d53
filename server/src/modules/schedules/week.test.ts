import { MSG } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { client, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { addShift, freshStore, hire, payWage, takings } from "./schedules.factory.ts";

// The week view (docs/decisions.md, Schedules): a hand-computed week's forecast, cost and warnings.
const t = useTestApp();
const ceo = useSignIn(t, "ceo");
const manager = useSignIn(t, "store_manager");
const staff = useSignIn(t, "staff");

// A Monday long past, whose 8 weeks before are past too: fixed dates, not the machine's clock.
const WEEK = "2026-03-09";
const day = (offset: number) => `2026-03-${String(9 + offset).padStart(2, "0")}`;

describe("a week's forecast against hand-computed figures", () => {
  it("projects takings, labour cost and labour % per day and for the week, with their sources", async () => {
    const store = await freshStore(t);
    const admin = await asAdmin(t);
    expect(
      (await admin.put(`/api/stores/${store.id}/settings`, { labour: { target_percent: 30 } })).statusCode,
    ).toBe(200);
    // Mondays: $1,000, a $5,000 holiday (left out), $1,200, none, then 4 × $900 → 5,800 / 6 = $966.67.
    for (const [date, dollars] of [
      ["2026-03-02", 1000],
      ["2026-02-23", 5000],
      ["2026-02-16", 1200],
      ["2026-02-02", 900],
      ["2026-01-26", 900],
      ["2026-01-19", 900],
      ["2026-01-12", 900],
      ["2026-03-03", 800],
    ] as const)
      await takings(t, store.id, date, dollars);
    const holiday = await admin.post("/api/schedules/holidays", {
      store_id: store.id,
      date: "2026-02-23",
      name: "Presidents' Day",
    });
    expect(holiday.statusCode, holiday.body).toBe(201);
    const again = await admin.post("/api/schedules/holidays", { store_id: store.id, date: "2026-02-23" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.scheduleHolidayExists);

    // Ana: $20 an hour, $22 from Thursday; 5 × 9 hours, the last 5 of them overtime at 1.5×.
    const ana = await hire(t, store.id);
    await payWage(t, ana, 20, "2026-01-01");
    await payWage(t, ana, 22, day(3));
    for (let offset = 0; offset < 5; offset += 1)
      await addShift(t, {
        employee_id: ana,
        shift_date: day(offset),
        start_time: "09:00",
        end_time: "18:00",
      });
    // Ben: $3,100 a month, $100 a day of March whatever he works; Cy: no wage, costs nothing.
    const ben = await hire(t, store.id, { salary_type: "monthly" });
    await payWage(t, ben, 3100, "2026-01-01", true);
    await addShift(t, {
      employee_id: ben,
      shift_date: day(2),
      start_time: "09:00",
      end_time: "17:30",
      break_minutes: 30,
    });
    const cy = await hire(t, store.id);
    await addShift(t, { employee_id: cy, shift_date: day(5), start_time: "10:00", end_time: "16:00" });

    const answer = await admin.get(`/api/schedules/week?store_id=${store.id}&week_start=${WEEK}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const week = answer.json();
    expect(week).toMatchObject({
      week_start: WEEK,
      week_end: "2026-03-15",
      counts: { draft: 7, published: 0 },
    });
    expect(week.rules).toEqual({
      labour_target_percent: 30,
      min_rest_hours: 10,
      overtime_weekly_hours: 40,
      overtime_multiplier: 1.5,
    });
    const labour = [280, 280, 280, 298, 353, 100, 100];
    expect(
      week.days.map((entry: { forecast: { labour_cost: number } }) => entry.forecast.labour_cost),
    ).toEqual(labour);
    expect(week.days[0]).toMatchObject({
      date: WEEK,
      weekday: 1,
      shift_count: 1,
      hours: 9,
      forecast: {
        projected_takings: 966.67,
        labour_percent: 28.97,
        over_target: false,
        averaged_dates: ["2026-03-02", "2026-02-16", "2026-02-02", "2026-01-26", "2026-01-19", "2026-01-12"],
        left_out: [
          { date: "2026-02-23", reason: "holiday" },
          { date: "2026-02-09", reason: "no_income" },
        ],
      },
    });
    expect(week.days[1].forecast).toMatchObject({
      projected_takings: 800,
      labour_percent: 35,
      over_target: true,
    });
    expect(week.days[2]).toMatchObject({
      hours: 17,
      forecast: { projected_takings: 0, labour_percent: 0, over_target: false },
    });
    // The week: $1,691.00 of $1,766.67.
    expect(week.week).toEqual({
      shift_count: 7,
      hours: 59,
      forecast: { projected_takings: 1766.67, labour_cost: 1691, labour_percent: 95.72, over_target: true },
    });
    const people = Object.fromEntries(
      week.employees.map((entry: { employee_id: string }) => [entry.employee_id, entry]),
    );
    expect(people[ana]).toMatchObject({ hours: 45, overtime_hours: 5, pay: "hourly", labour_cost: 991 });
    expect(people[ben]).toMatchObject({ hours: 8, overtime_hours: 0, pay: "monthly", labour_cost: 700 });
    expect(people[cy]).toMatchObject({ hours: 6, pay: null, labour_cost: 0 });
    const warnings = week.warnings.map(
      (warning: { kind: string; date: string | null }) => `${warning.kind}:${warning.date}`,
    );
    expect(warnings.sort()).toEqual(
      ["over_target:2026-03-10", "over_target:null", `overtime:${day(4)}`].sort(),
    );
    expect(week.warnings.find((warning: { kind: string }) => warning.kind === "overtime")).toMatchObject({
      employee_id: ana,
      value: 45,
      limit: 40,
      message: MSG.warnOvertime,
    });

    // The ceo reads the figures but no one's pay; the manager and staff do not reach this store.
    const asCeo = (
      await client(t.app, ceo.token).get(`/api/schedules/week?store_id=${store.id}&week_start=${WEEK}`)
    ).json();
    expect(asCeo.week.forecast.labour_cost).toBe(1691);
    expect(asCeo.employees.every((entry: { labour_cost: unknown }) => entry.labour_cost === null)).toBe(true);
    for (const token of [manager.token, staff.token]) {
      const refused = await client(t.app, token).get(
        `/api/schedules/week?store_id=${store.id}&week_start=${WEEK}`,
      );
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(MSG.storeNotFound);
    }
  });
});

describe("the warnings before publishing, each at its edge", () => {
  it("tells short rest by the store's minimum, leave, availability, overlaps and overtime", async () => {
    const store = await freshStore(t);
    const admin = await asAdmin(t);
    const shift = (employee: string, offset: number, start: string, end: string) =>
      addShift(t, { employee_id: employee, shift_date: day(offset), start_time: start, end_time: end });
    // Rest: 10 hours is the default minimum, so 10 hours is fine; the store asks 11: now it is short.
    const rest = await hire(t, store.id);
    await shift(rest, 0, "14:00", "22:00");
    const early = await shift(rest, 1, "08:00", "16:00");
    const kinds = async () =>
      (
        (await admin.get(`/api/schedules/week?store_id=${store.id}&week_start=${WEEK}`)).json()
          .warnings as Array<{
          kind: string;
          shift_id: string | null;
          value: number | null;
        }>
      ).map((warning) => `${warning.kind}:${warning.shift_id}:${warning.value}`);
    expect(await kinds()).toEqual([]);
    expect(
      (await admin.put(`/api/stores/${store.id}/settings`, { schedule: { min_rest_hours: 11 } })).statusCode,
    ).toBe(200);
    expect(await kinds()).toEqual([`short_rest:${early.id}:10`]);
    await admin.put(`/api/stores/${store.id}/settings`, { schedule: { min_rest_hours: 10 } });

    // Leave: on its last day, not the day after.
    const away = await hire(t, store.id);
    const leave = {
      status: "on_leave",
      leave_type: "vacation",
      leave_start_date: day(2),
      leave_end_date: day(3),
    };
    expect((await admin.patch(`/api/rest/v1/staff?eq=id.${away}`, leave)).statusCode).toBe(200);
    const onLeave = await shift(away, 3, "09:00", "12:00");
    await shift(away, 4, "09:00", "12:00");
    // Availability: within the hours given is fine; a minute past them, or a day off, is not.
    const choosy = await hire(t, store.id);
    const days = [
      { weekday: 5, available: true, from_time: "09:00", to_time: "17:00" },
      { weekday: 6, available: false },
    ];
    expect((await admin.put("/api/schedules/availability", { employee_id: choosy, days })).statusCode).toBe(
      200,
    );
    await shift(choosy, 4, "09:00", "17:00");
    const late = await shift(choosy, 3, "18:00", "23:00");
    const saturday = await shift(choosy, 5, "10:00", "11:00");
    const fridayLate = await addShift(t, {
      employee_id: choosy,
      shift_date: day(4),
      start_time: "16:59",
      end_time: "17:01",
    });
    // Overlap: touching is fine, a minute over is not.
    const busy = await hire(t, store.id);
    await shift(busy, 0, "08:00", "12:00");
    await shift(busy, 0, "12:00", "13:00");
    const over = await shift(busy, 0, "12:59", "14:00");
    // Overtime: 40 hours is fine; 15 minutes more is overtime.
    const full = await hire(t, store.id);
    const extra = await hire(t, store.id);
    for (let offset = 0; offset < 5; offset += 1) {
      await shift(full, offset, "08:00", "16:00");
      await shift(extra, offset, "08:00", "16:00");
    }
    const past = await shift(extra, 5, "08:00", "08:15");

    const found = await kinds();
    expect(found).toContain(`on_leave:${onLeave.id}:null`);
    expect(found.filter((entry) => entry.startsWith("on_leave"))).toHaveLength(1);
    expect(found.filter((entry) => entry.startsWith("unavailable")).sort()).toEqual(
      [`unavailable:${saturday.id}:null`, `unavailable:${fridayLate.id}:null`].sort(),
    );
    expect(found).not.toContain(`unavailable:${late.id}:null`);
    expect(found).toContain(`overlap:${over.id}:null`);
    expect(found).toContain(`overtime:${past.id}:40.25`);
    expect(found.filter((entry) => entry.startsWith("overtime"))).toHaveLength(1);
    expect(found.filter((entry) => entry.startsWith("short_rest"))).toEqual([]);
  });

  it("answers 404 for another store's week, and 400 for a week it cannot read", async () => {
    const stores = await demoStores(t);
    const api = client(t.app, manager.token);
    expect(
      (await api.get(`/api/schedules/week?store_id=${stores.foreign}&week_start=${WEEK}`)).statusCode,
    ).toBe(404);
    const bad = await api.get(`/api/schedules/week?store_id=${stores.manager[0]}&week_start=next`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Week start must be a valid date (YYYY-MM-DD).");
    expect(
      (await api.get(`/api/schedules/week?store_id=${stores.manager[0]}&week_start=${WEEK}`)).statusCode,
    ).toBe(200);
  });
});
