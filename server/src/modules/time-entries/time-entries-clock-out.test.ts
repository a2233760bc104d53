import { MSG } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { asAdmin, createAsAdmin, demoStores } from "../../../test/demo-stores.ts";
import { client, signIn, useTestApp } from "../../../test/test-app.ts";
import { storeToday } from "../../db/store-time.ts";

const t = useTestApp();

type Api = ReturnType<typeof client>;
const ENTRIES = "/api/rest/v1/employee_time_entries";

/** A new employee of the store (so no open entry of the demo data is in the way) with an open entry of today. */
async function openEntryIn(api: Api, storeId: string, clockIn = "08:00") {
  const employee = await createAsAdmin(t, "staff", { name: "Clock Out Tester" }, storeId);
  const created = await api.post(ENTRIES, {
    employee_id: employee.id,
    store_id: storeId,
    work_date: await storeToday(t.database.db, storeId),
    clock_in_time: clockIn,
  });
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json()).toMatchObject({ clock_out_time: null, status: "active" });
  return created.json() as { id: string; employee_name: string; work_date: string };
}

const auditOf = async (id: string) =>
  (
    await (
      await asAdmin(t)
    ).get(`/api/rest/v1/audit_logs?eq=target_id.${id}&order=created_at.asc&select=action,description,changes`)
  ).json() as Array<{ action: string; description: string; changes: Record<string, unknown> }>;

describe("clock out by admin and store manager", () => {
  it("admin closing an open entry writes CLOCK_OUT with the hours, not an UPDATE", async () => {
    const stores = await demoStores(t);
    const api = await asAdmin(t);
    const entry = await openEntryIn(api, stores.foreign);
    const out = await api.patch(`${ENTRIES}?eq=id.${entry.id}`, {
      clock_out_time: "16:30",
      status: "recorded",
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()[0]).toMatchObject({ clock_out_time: "16:30", total_hours: 8.5, status: "recorded" });
    const audit = await auditOf(entry.id);
    expect(audit.map((row) => row.action)).toEqual(["CREATE", "CLOCK_OUT"]);
    expect(audit[1]?.description).toBe(`Clocked out ${entry.employee_name} on ${entry.work_date} at 16:30`);
    expect(audit[1]?.changes).toMatchObject({
      clock_out_time: { before: null, after: "16:30" },
      total_hours: { before: null, after: 8.5 },
    });
  });

  it("of two simultaneous clock-outs of one entry exactly one lands; the other is a 409", async () => {
    const stores = await demoStores(t);
    const api = await asAdmin(t);
    const entry = await openEntryIn(api, stores.foreign, "09:00");
    const outs = await Promise.all(
      ["17:00", "17:05"].map((time) =>
        api.patch(`${ENTRIES}?eq=id.${entry.id}`, { clock_out_time: time, status: "recorded" }),
      ),
    );
    expect(outs.map((out) => out.statusCode).sort()).toEqual([200, 409]);
    const refused = outs.find((out) => out.statusCode === 409);
    expect(refused?.json().message).toBe(MSG.entryAlreadyClosed);
    const closed = outs.find((out) => out.statusCode === 200)?.json()[0];
    const stored = await t.database.db
      .selectFrom("employee_time_entries")
      .select(["clock_out_time", "total_hours"])
      .where("id", "=", entry.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ clock_out_time: closed.clock_out_time });
    expect(Number(stored.total_hours)).toBe(closed.total_hours);
    expect((await auditOf(entry.id)).filter((row) => row.action === "CLOCK_OUT")).toHaveLength(1);
  });

  it("a store manager's clock-out is a CLOCK_OUT; a later change of the time is an edit, a second Clock Out a 409", async () => {
    const manager = await signIn(t.app, "store_manager");
    const storeId = String(manager.user.managed_stores[0]);
    const api = client(t.app, manager.token);
    const entry = await openEntryIn(api, storeId, "10:00");
    const out = await api.patch(`${ENTRIES}?eq=id.${entry.id}`, { clock_out_time: "14:15" });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()[0]).toMatchObject({ total_hours: 4.25, status: "recorded" });
    const edit = await api.patch(`${ENTRIES}?eq=id.${entry.id}`, { clock_out_time: "14:45" });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()[0]).toMatchObject({ clock_out_time: "14:45", total_hours: 4.75, status: "recorded" });
    const again = await api.patch(`${ENTRIES}?eq=id.${entry.id}`, {
      clock_out_time: "15:00",
      status: "recorded",
    });
    expect(again.statusCode, again.body).toBe(409);
    expect((await auditOf(entry.id)).map((row) => row.action)).toEqual(["CREATE", "CLOCK_OUT", "UPDATE"]);
  });
});

describe("work dates in the future", () => {
  const nextDay = (date: string) => {
    const day = new Date(`${date}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 1);
    return day.toISOString().slice(0, 10);
  };

  it("a manual entry dated after the store's today is a 400 naming the work date; today is fine", async () => {
    const stores = await demoStores(t);
    const storeId = stores.foreign;
    const employee = await createAsAdmin(t, "staff", { name: "Future Tester" }, storeId);
    const today = await storeToday(t.database.db, storeId);
    const api = await asAdmin(t);
    const body = {
      employee_id: employee.id,
      store_id: storeId,
      clock_in_time: "08:00",
      clock_out_time: "12:00",
    };
    const future = await api.post(ENTRIES, { ...body, work_date: nextDay(today) });
    expect(future.statusCode, future.body).toBe(400);
    expect(future.json()).toMatchObject({
      code: "bad_request",
      message: MSG.workDateInFuture,
      details: { fields: { work_date: [MSG.workDateInFuture] } },
    });
    const created = await api.post(ENTRIES, { ...body, work_date: today });
    expect(created.statusCode, created.body).toBe(201);

    // Moving an entry to a future date is refused the same way, and the entry is unchanged.
    const moved = await api.patch(`${ENTRIES}?eq=id.${created.json().id}`, { work_date: "2999-01-01" });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json().message).toBe(MSG.workDateInFuture);
    const kept = await api.get(`${ENTRIES}?eq=id.${created.json().id}&select=work_date`);
    expect(kept.json()).toMatchObject([{ work_date: today }]);
  });

  it("a store manager's future entry is refused too", async () => {
    const manager = await signIn(t.app, "store_manager");
    const storeId = String(manager.user.managed_stores[0]);
    const employee = await createAsAdmin(t, "staff", { name: "Future Manager Tester" }, storeId);
    const today = await storeToday(t.database.db, storeId);
    const answer = await client(t.app, manager.token).post(ENTRIES, {
      employee_id: employee.id,
      store_id: storeId,
      work_date: nextDay(today),
      clock_in_time: "08:00",
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().message).toBe(MSG.workDateInFuture);
  });
});
