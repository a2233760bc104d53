import { MSG, noPermissionTo } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { describeLadder } from "../../../test/ladder.ts";
import { bell } from "../../../test/notification-app.ts";
import { client, signIn, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { addShift, freshStore, hire, mondayOf, plusDays, publish, staffMember } from "./schedules.factory.ts";

// Publishing, copying a week, templates and holidays (docs/decisions.md, Schedules).
const t = useTestApp();
const app = () => t;
const manager = useSignIn(t, "store_manager");

/** A week of the manager's first store far from the others' (each test its own). */
let weeks = 0;
const ownWeek = () => mondayOf(plusDays(t.today, 21 + 7 * ++weeks));
const managed = async () => (await demoStores(t)).manager[0] ?? "";

const publishBody: Record<string, unknown> = {};
const foreignWeek: Record<string, unknown> = {};
/** The ladders' bodies, filled once the app is open: the manager's store and one it does not reach. */
const ladderUrl = (url: string, fill: (stores: { mine: string; foreign: string }) => void) => async () => {
  const stores = await demoStores(t);
  fill({ mine: stores.manager[0] ?? "", foreign: stores.foreign });
  return url;
};

describeLadder("/api/schedules/publish", app, {
  method: "POST",
  url: ladderUrl("/api/schedules/publish", ({ mine, foreign }) => {
    Object.assign(publishBody, { store_id: mine, week_start: "2030-01-07" });
    Object.assign(foreignWeek, { store_id: foreign, week_start: "2030-01-07" });
  }),
  payload: publishBody,
  forbidden: { as: "accounting", message: noPermissionTo("update", "shifts") },
  outOfScope: { as: "store_manager", payload: foreignWeek, message: MSG.storeNotFound },
  badRequest: { as: "store_manager", payload: { week_start: "soon" } },
  success: { as: "store_manager", check: (response) => expect(response.json().published).toBe(0) },
});

describe("publishing a week", () => {
  it("publishes its drafts in one go, audited, and tells each employee their week once", async () => {
    const store = await freshStore(t);
    const ana = await staffMember(t, store);
    const bo = await staffMember(t, store);
    const cy = await hire(t, store.id);
    const week = ownWeek();
    const shift = (employee: string, offset: number, start = "09:00", end = "17:00") =>
      addShift(t, {
        employee_id: employee,
        shift_date: plusDays(week, offset),
        start_time: start,
        end_time: end,
      });
    await shift(ana.employeeId, 0);
    await shift(ana.employeeId, 2, "12:00", "20:00");
    await shift(bo.employeeId, 1);
    await shift(cy, 1);
    const later = await shift(ana.employeeId, 7);
    expect(await publish(t, store.id, week)).toMatchObject({ published: 4, notified: 2 });
    const name = (await (await asAdmin(t)).get(`/api/rest/v1/stores/${store.id}`)).json().name;
    expect((await bell(t, ana))[0]).toBe(
      `${MSG.notifyShiftsPublished}: Your shifts at ${name} for the week of ${week}: ${week} 09:00–17:00; ${plusDays(week, 2)} 12:00–20:00.`,
    );
    const published = async (who: typeof bo) =>
      (await bell(t, who)).filter((notice) => notice.startsWith(MSG.notifyShiftsPublished));
    expect(await published(bo)).toHaveLength(1);
    const admin = await asAdmin(t);
    expect((await admin.get(`/api/rest/v1/shifts/${later.id}`)).json().status).toBe("draft");
    const audit = (
      await admin.get("/api/rest/v1/audit_logs?eq=target_table.shifts&order=created_at.desc&limit=5")
    ).json();
    expect(audit.map((entry: { description: string }) => entry.description)).toContain(
      `Published the schedule of ${name} for the week of ${week}: 4 shifts`,
    );
    // Again: nothing left to publish, nobody told twice. A new draft: its employee gets the whole week.
    expect(await publish(t, store.id, week)).toMatchObject({ published: 0, notified: 0 });
    expect(await published(bo)).toHaveLength(1);
    await shift(ana.employeeId, 4, "06:00", "10:00");
    expect(await publish(t, store.id, week)).toMatchObject({ published: 1, notified: 1 });
    expect((await bell(t, ana))[0]).toContain(`; ${plusDays(week, 4)} 06:00–10:00.`);
    const view = (await admin.get(`/api/schedules/week?store_id=${store.id}&week_start=${week}`)).json();
    expect(view.counts).toEqual({ draft: 0, published: 5 });
    expect(view.history.filter((entry: { action: string }) => entry.action === "published")).toHaveLength(5);
  });

  it("is refused to the ceo and staff with the matrix's words", async () => {
    const storeId = await managed();
    for (const [account, message] of [
      ["ceo", MSG.ceoReadOnly],
      ["staff", noPermissionTo("update", "shifts")],
    ] as const) {
      const who = await signIn(t.app, account);
      const refused = await client(t.app, who.token).post("/api/schedules/publish", {
        store_id: storeId,
        week_start: ownWeek(),
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(message);
    }
  });
});

const copyBody: Record<string, unknown> = {};
const foreignCopy: Record<string, unknown> = {};
const weeks2030 = { from_week_start: "2030-01-07", to_week_start: "2030-01-14" };

describeLadder("/api/schedules/copy-week", app, {
  method: "POST",
  url: ladderUrl("/api/schedules/copy-week", ({ mine, foreign }) => {
    Object.assign(copyBody, { store_id: mine, ...weeks2030 });
    Object.assign(foreignCopy, { store_id: foreign, ...weeks2030 });
  }),
  payload: copyBody,
  forbidden: { as: "ceo", message: MSG.ceoReadOnly },
  outOfScope: { as: "store_manager", payload: foreignCopy, message: MSG.storeNotFound },
  badRequest: {
    as: "store_manager",
    payload: { store_id: "x", from_week_start: "2030-01-07", to_week_start: "2030-01-07" },
    message: MSG.scheduleWeeksSame,
  },
  success: {
    as: "store_manager",
    check: (response) => expect(response.json()).toEqual({ created: 0, skipped: [] }),
  },
});

describe("filling a week", () => {
  it("copies last week as drafts at the same clock times, across a daylight-saving change", async () => {
    const store = await freshStore(t, "America/New_York");
    const ana = await hire(t, store.id);
    const gone = await hire(t, store.id);
    // The week of the spring change: Saturday night is 7 hours; a week later, 8.
    await addShift(t, { employee_id: ana, shift_date: "2026-03-02", start_time: "09:00", end_time: "17:00" });
    await addShift(t, { employee_id: ana, shift_date: "2026-03-07", start_time: "22:00", end_time: "06:00" });
    await addShift(t, {
      employee_id: gone,
      shift_date: "2026-03-03",
      start_time: "09:00",
      end_time: "17:00",
    });
    await publish(t, store.id, "2026-03-02");
    const admin = await asAdmin(t);
    await admin.patch(`/api/rest/v1/staff?eq=id.${gone}`, { status: "inactive" });
    const copy = { store_id: store.id, from_week_start: "2026-03-02", to_week_start: "2026-03-09" };
    const copied = await admin.post("/api/schedules/copy-week", copy);
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.json()).toEqual({
      created: 2,
      skipped: [{ date: "2026-03-10", employee_id: gone, reason: "employee_inactive" }],
    });
    const week = (await admin.get(`/api/schedules/week?store_id=${store.id}&week_start=2026-03-09`)).json();
    expect(week.counts).toEqual({ draft: 2, published: 0 });
    expect(
      week.shifts.map((shift: Record<string, unknown>) => [shift.start_at, shift.end_at, shift.hours]),
    ).toEqual([
      ["2026-03-09T13:00:00.000Z", "2026-03-09T21:00:00.000Z", 8],
      ["2026-03-15T02:00:00.000Z", "2026-03-15T10:00:00.000Z", 8],
    ]);
    const twice = (await admin.post("/api/schedules/copy-week", copy)).json();
    expect(twice.created).toBe(0);
    expect(twice.skipped.map((entry: { reason: string }) => entry.reason).sort()).toEqual([
      "already_planned",
      "already_planned",
      "employee_inactive",
    ]);
  });

  it("keeps templates per weekday and applies them to a week", async () => {
    const storeId = await managed();
    const api = client(t.app, manager.token);
    const people = await t.database.db
      .selectFrom("staff")
      .select("id")
      .where("store_id", "=", storeId)
      .orderBy("name")
      .limit(2)
      .execute();
    const [ana, bo] = people.map((person) => String(person.id));
    const saved = await api.put("/api/schedules/templates", {
      store_id: storeId,
      weekday: 1,
      lines: [
        { employee_id: ana, start_time: "09:00", end_time: "17:00" },
        { employee_id: bo, start_time: "12:00", end_time: "20:00", break_minutes: 30, position: "Cashier" },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await api.put("/api/schedules/templates", {
      store_id: storeId,
      weekday: 3,
      lines: [{ employee_id: ana, start_time: "22:00", end_time: "06:00" }],
    });
    const templates = (await api.get(`/api/schedules/templates?store_id=${storeId}`)).json().templates;
    expect(
      templates.map((line: { weekday: number; start_time: string }) => `${line.weekday} ${line.start_time}`),
    ).toEqual(["1 09:00", "1 12:00", "3 22:00"]);
    const week = ownWeek();
    const monday = await api.post("/api/schedules/apply-templates", {
      store_id: storeId,
      week_start: week,
      weekdays: [1],
    });
    expect(monday.json()).toEqual({ created: 2, skipped: [] });
    const all = (
      await api.post("/api/schedules/apply-templates", { store_id: storeId, week_start: week })
    ).json();
    expect(all.created).toBe(1);
    expect(all.skipped).toHaveLength(2);
    const view = (await api.get(`/api/schedules/week?store_id=${storeId}&week_start=${week}`)).json();
    expect(
      view.shifts.map(
        (shift: Record<string, unknown>) =>
          `${shift.shift_date} ${shift.start_time}–${shift.end_time} ${shift.hours}`,
      ),
    ).toEqual([`${week} 09:00–17:00 8`, `${week} 12:00–20:00 7.5`, `${plusDays(week, 2)} 22:00–06:00 8`]);
    // An employee of another store, staff and another store's templates are refused.
    const stores = await demoStores(t);
    const stranger = String(
      (
        await t.database.db
          .selectFrom("staff")
          .select("id")
          .where("store_id", "=", stores.foreign)
          .executeTakeFirstOrThrow()
      ).id,
    );
    const wrong = await api.put("/api/schedules/templates", {
      store_id: storeId,
      weekday: 2,
      lines: [{ employee_id: stranger, start_time: "09:00", end_time: "17:00" }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MSG.employeeNotInStore);
    expect((await api.get(`/api/schedules/templates?store_id=${stores.foreign}`)).statusCode).toBe(404);
    const staff = await signIn(t.app, "staff");
    expect(
      (await client(t.app, staff.token).get(`/api/schedules/templates?store_id=${storeId}`)).statusCode,
    ).toBe(403);
  });

  it("lists and removes holidays in the caller's stores only", async () => {
    const stores = await demoStores(t);
    const admin = await asAdmin(t);
    const api = client(t.app, manager.token);
    const mine = await api.post("/api/schedules/holidays", {
      store_id: stores.manager[0],
      date: "2026-12-25",
      name: "Christmas",
    });
    expect(mine.statusCode, mine.body).toBe(201);
    const theirs = (
      await admin.post("/api/schedules/holidays", { store_id: stores.foreign, date: "2026-12-25" })
    ).json();
    expect((await api.delete(`/api/schedules/holidays/${theirs.id}`)).statusCode).toBe(404);
    expect(
      (await api.post("/api/schedules/holidays", { store_id: stores.foreign, date: "2026-12-26" }))
        .statusCode,
    ).toBe(404);
    const listed = (
      await api.get(`/api/schedules/holidays?store_id=${stores.manager[0]}&from=2026-12-01&to=2026-12-31`)
    ).json();
    expect(listed.holidays).toEqual([
      { id: mine.json().id, store_id: stores.manager[0], date: "2026-12-25", name: "Christmas" },
    ]);
    expect((await api.delete(`/api/schedules/holidays/${mine.json().id}`)).statusCode).toBe(200);
    expect((await api.get(`/api/schedules/holidays?store_id=${stores.manager[0]}`)).json().holidays).toEqual(
      [],
    );
  });
});
