import { afterEach, describe, expect, it, vi } from "vitest";
import { asAdmin } from "../../../test/demo-stores.ts";
import { client, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { addShift, freshStore, hire, publish, staffMember } from "./schedules.factory.ts";

// The on-shift board, the kiosk and the time entries list against today's published shifts
// (docs/decisions.md, Schedules: plan against actual), at fixed instants (the server's clock faked,
// Date only): late and early at the edge of the store's tolerance, no-shows, a night shift.
const t = useTestApp();
const accounting = useSignIn(t, "accounting");

afterEach(() => {
  vi.useRealTimers();
});

type Person = {
  employee_id: string;
  shift: { shift_date: string; start_time: string; end_time: string } | null;
  clock_in_flag: string | null;
  clock_in_minutes: number | null;
};
type Absent = { employee_id: string; status: string; minutes_since_start: number };

/** An open entry made by the admin at a clock-in time of a work date. */
async function clockedIn(employeeId: string, date: string, time: string): Promise<string> {
  const created = await (await asAdmin(t)).post("/api/rest/v1/employee_time_entries", {
    employee_id: employeeId,
    work_date: date,
    clock_in_time: time,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id;
}

async function board(storeId: string, api?: ReturnType<typeof client>) {
  const answer = await (api ?? (await asAdmin(t))).get(`/api/time/on-shift?store_id=${storeId}`);
  expect(answer.statusCode, answer.body).toBe(200);
  const body = answer.json() as { people: Person[]; not_clocked_in: Absent[] };
  return { ...body, of: (id: string) => body.people.find((person) => person.employee_id === id) };
}

async function flags(storeId: string): Promise<Record<string, string | null>> {
  const rows = await (await asAdmin(t)).get(
    `/api/rest/v1/employee_time_entries?eq=store_id.${storeId}&select=employee_id,clock_in_flag&limit=50`,
  );
  return Object.fromEntries(
    rows
      .json()
      .map((row: { employee_id: string; clock_in_flag: string | null }) => [
        row.employee_id,
        row.clock_in_flag,
      ]),
  );
}

describe("a day's shifts against the clock", () => {
  it("flags late and early beyond the tolerance, lists no-shows and who is due, on the board, the list and the kiosk", async () => {
    const store = await freshStore(t);
    const admin = await asAdmin(t);
    const DAY = "2025-06-10";
    const people: Record<string, string> = {};
    for (const name of ["ana", "ben", "cy", "dee", "fay", "gil", "hal", "ivy", "jo"])
      people[name] = await hire(t, store.id, { name: `Today ${name}` });
    const plan = async (name: string, start: string, end: string) =>
      addShift(t, { employee_id: people[name], shift_date: DAY, start_time: start, end_time: end });
    await plan("ana", "09:00", "17:00");
    await plan("ben", "09:00", "17:00");
    await plan("cy", "13:00", "21:00");
    await plan("dee", "10:00", "14:00");
    await plan("fay", "13:20", "18:00");
    await plan("gil", "13:19", "18:00");
    await plan("ivy", "18:00", "22:00");
    await publish(t, store.id, "2025-06-09");
    // A draft is no plan yet: Jo is not expected.
    await plan("jo", "09:00", "17:00");
    const device = await admin.post("/api/kiosk/devices", { store_id: store.id, name: "Counter" });
    expect(device.statusCode, device.body).toBe(201);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.parse(`${DAY}T13:30:00Z`));
    await clockedIn(people.ana as string, DAY, "09:10");
    await clockedIn(people.ben as string, DAY, "09:11");
    await clockedIn(people.cy as string, DAY, "12:49");
    await clockedIn(people.hal as string, DAY, "08:00");

    const today = await board(store.id);
    expect(today.of(people.ana as string)).toMatchObject({
      shift: { shift_date: DAY, start_time: "09:00", end_time: "17:00" },
      clock_in_flag: "on_time",
      clock_in_minutes: 10,
    });
    expect(today.of(people.ben as string)).toMatchObject({ clock_in_flag: "late", clock_in_minutes: 11 });
    expect(today.of(people.cy as string)).toMatchObject({ clock_in_flag: "early", clock_in_minutes: -11 });
    expect(today.of(people.hal as string)).toMatchObject({ shift: null, clock_in_flag: null });
    // Started without a clock-in, earliest first: a no-show once start + 10 minutes passed.
    expect(today.not_clocked_in.map((row) => [row.employee_id, row.status, row.minutes_since_start])).toEqual(
      [
        [people.dee, "no_show", 210],
        [people.gil, "no_show", 11],
        [people.fay, "due", 10],
      ],
    );
    expect(await flags(store.id)).toMatchObject({
      [people.ana as string]: "on_time",
      [people.ben as string]: "late",
      [people.cy as string]: "early",
      [people.hal as string]: null,
    });

    // The kiosk: each person's shift of today, and who is scheduled now and not clocked in.
    const home = await t.app.inject({
      method: "GET",
      url: "/api/kiosk/device",
      headers: { "x-kiosk-token": device.json().token },
    });
    expect(home.statusCode, home.body).toBe(200);
    const kiosk = Object.fromEntries(
      home.json().people.map((row: { employee_id: string }) => [row.employee_id, row]),
    );
    expect(kiosk[people.dee as string]).toMatchObject({
      state: "out",
      due: true,
      shift: { start_time: "10:00" },
    });
    expect(kiosk[people.fay as string]).toMatchObject({ due: true });
    expect(kiosk[people.ana as string]).toMatchObject({
      state: "in",
      due: false,
      shift: { end_time: "17:00" },
    });
    expect(kiosk[people.ivy as string]).toMatchObject({
      due: false,
      shift: { start_time: "18:00", end_time: "22:00" },
    });
    expect(kiosk[people.jo as string]).toMatchObject({ due: false, shift: null });

    // The store's tolerance decides, on the board and in the list.
    await admin.put(`/api/stores/${store.id}/settings`, { schedule: { clock_in_tolerance_minutes: 11 } });
    const lenient = await board(store.id);
    expect(lenient.of(people.ben as string)?.clock_in_flag).toBe("on_time");
    expect(lenient.of(people.cy as string)?.clock_in_flag).toBe("on_time");
    expect(lenient.not_clocked_in.find((row) => row.employee_id === people.gil)?.status).toBe("due");
    await admin.put(`/api/stores/${store.id}/settings`, { schedule: { clock_in_tolerance_minutes: 9 } });
    expect((await board(store.id)).of(people.ana as string)?.clock_in_flag).toBe("late");
    expect((await flags(store.id))[people.ana as string]).toBe("late");

    // Staff see the shifts beside them, not how their colleagues kept to them.
    const colleague = await staffMember(t, store);
    const theirs = await board(store.id, client(t.app, colleague.token));
    expect(theirs.of(people.ben as string)).toMatchObject({
      shift: { start_time: "09:00" },
      clock_in_flag: null,
    });
    expect(theirs.not_clocked_in).toEqual([]);
    // Another store's board stays out of reach.
    const refused = await client(t.app, accounting.token).get(`/api/time/on-shift?store_id=${store.id}`);
    expect(refused.statusCode).toBe(404);
  });

  it("measures a night shift across midnight on the store's clock", async () => {
    const store = await freshStore(t, "America/New_York");
    const names = ["eve", "gus", "kim", "lee"];
    const people: Record<string, string> = {};
    for (const name of names) people[name] = await hire(t, store.id, { name: `Night ${name}` });
    const plan = (name: string, date: string, start: string, end: string) =>
      addShift(t, { employee_id: people[name], shift_date: date, start_time: start, end_time: end });
    await plan("eve", "2025-06-09", "22:00", "06:00");
    await plan("gus", "2025-06-10", "00:00", "08:00");
    await plan("kim", "2025-06-09", "22:00", "06:00");
    await plan("lee", "2025-06-09", "14:00", "22:00");
    await publish(t, store.id, "2025-06-09");
    // 02:00 on Tuesday 10 June in New York (EDT, UTC−4).
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.parse("2025-06-10T06:00:00Z"));
    await clockedIn(people.eve as string, "2025-06-09", "22:20");
    await clockedIn(people.gus as string, "2025-06-09", "23:45");

    const night = await board(store.id);
    expect(night.of(people.eve as string)).toMatchObject({
      shift: { shift_date: "2025-06-09", start_time: "22:00", end_time: "06:00" },
      clock_in_flag: "late",
      clock_in_minutes: 20,
    });
    // Clocked in the evening before a midnight start: 15 minutes early.
    expect(night.of(people.gus as string)).toMatchObject({
      shift: { shift_date: "2025-06-10", start_time: "00:00" },
      clock_in_flag: "early",
      clock_in_minutes: -15,
    });
    // Yesterday's night shift still runs: a no-show; yesterday's day shift is over and not listed.
    expect(night.not_clocked_in.map((row) => [row.employee_id, row.status, row.minutes_since_start])).toEqual(
      [[people.kim, "no_show", 240]],
    );
    expect(await flags(store.id)).toMatchObject({
      [people.eve as string]: "late",
      [people.gus as string]: "early",
    });
  });
});
