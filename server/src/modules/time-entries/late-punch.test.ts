import { MSG } from "@storeops/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { factoryContext, makePayload } from "../../../test/factories.ts";
import { client, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { storeZone, timeInZone } from "../../db/store-time.ts";

const t = useTestApp();
const staff = useSignIn(t, "staff");
const manager = useSignIn(t, "store_manager");
// Signed in at the real time: a session first seen under a test's fixed clock would time out.
const admin = useSignIn(t, "admin");
const asAdmin = () => client(t.app, admin.token);

afterEach(() => {
  vi.useRealTimers();
});

const NOW = Date.parse("2021-07-07T18:00:00Z");
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const ENTRIES = "/api/rest/v1/employee_time_entries";

describe("a punch made offline counts when it was made (occurred_at)", () => {
  it("a staff clock-in sent 30 minutes late is stamped when it was made and audited as sent late", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    const api = client(t.app, staff.token);
    const body = { work_date: "2021-07-07", clock_in_time: "00:00" };
    const tooOld = await api.post(ENTRIES, { ...body, occurred_at: ago(13 * 60) });
    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.json()).toMatchObject({
      message: MSG.punchTooOld,
      details: { fields: { occurred_at: [MSG.punchTooOld] } },
    });
    const future = await api.post(ENTRIES, { ...body, occurred_at: ago(-5) });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(MSG.punchInFuture);
    expect((await api.post(ENTRIES, { ...body, occurred_at: "yesterday" })).statusCode).toBe(400);

    const late = await api.post(ENTRIES, { ...body, occurred_at: ago(30) });
    expect(late.statusCode, late.body).toBe(201);
    const entry = late.json();
    const zone = await storeZone(t.database.db, entry.store_id);
    expect(entry.clock_in_time).toBe(timeInZone(new Date(ago(30)), zone));
    const [audit] = (
      await asAdmin().get(`/api/rest/v1/audit_logs?eq=target_id.${entry.id}&select=description,changes`)
    ).json();
    expect(audit.description).toContain(`(made offline, sent at ${timeInZone(new Date(NOW), zone)})`);
    expect(JSON.stringify(audit.changes)).toContain(ago(30));
    await api.patch(`${ENTRIES}?eq=id.${entry.id}`, { clock_out_time: "23:00", status: "recorded" });
  });

  it("a clock-in a minute ahead of the server's clock is taken as now, and not audited as late", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW + 3_600_000);
    const api = client(t.app, staff.token);
    const ahead = await api.post(ENTRIES, {
      work_date: "2021-07-07",
      clock_in_time: "00:00",
      occurred_at: new Date(NOW + 3_600_000 + 60_000).toISOString(),
    });
    expect(ahead.statusCode, ahead.body).toBe(201);
    const zone = await storeZone(t.database.db, ahead.json().store_id);
    expect(ahead.json().clock_in_time).toBe(timeInZone(new Date(NOW + 3_600_000), zone));
    const [audit] = (
      await asAdmin().get(`/api/rest/v1/audit_logs?eq=target_id.${ahead.json().id}&select=description`)
    ).json();
    expect(audit.description).not.toContain("made offline");
    await api.patch(`${ENTRIES}?eq=id.${ahead.json().id}`, { clock_out_time: "23:00", status: "recorded" });
  });

  it("kiosk punches made offline keep their times; one before the last punch is refused", async () => {
    const storeId = String(manager.user.managed_stores[0]);
    const api = client(t.app, manager.token);
    const person = (
      await asAdmin().post(
        "/api/rest/v1/staff",
        makePayload("staff", await factoryContext(t, storeId), { name: "Offline Olga" }),
      )
    ).json();
    await api.put(`/api/kiosk/staff/${person.id}/pin`, { pin: "5151" });
    const device = (
      await api.post("/api/kiosk/devices", { store_id: storeId, name: "Offline tablet" })
    ).json();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    const punch = (body: Record<string, unknown>) =>
      t.app.inject({
        method: "POST",
        url: "/api/kiosk/punch",
        headers: { "x-kiosk-token": device.token },
        payload: { pin: "5151", ...body },
      });
    const zone = await storeZone(t.database.db, storeId);
    const clockIn = await punch({ action: "clock_in", occurred_at: ago(240) });
    expect(clockIn.statusCode, clockIn.body).toBe(200);
    expect(clockIn.json().time).toBe(timeInZone(new Date(ago(240)), zone));
    expect((await punch({ action: "break_start", occurred_at: ago(120) })).statusCode).toBe(200);
    const before = await punch({ action: "break_end", occurred_at: ago(150) });
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe(MSG.punchBeforeLast);
    expect((await punch({ action: "break_end", occurred_at: ago(90) })).statusCode).toBe(200);
    const out = await punch({ action: "clock_out", occurred_at: ago(0.5) });
    expect(out.statusCode, out.body).toBe(200);
    const entry = await t.database.db
      .selectFrom("employee_time_entries")
      .select(["id", "total_hours", "break_hours"])
      .where("employee_id", "=", person.id)
      .executeTakeFirstOrThrow();
    // 4 hours from clock-in to clock-out (within the minute), half an hour of it on a break.
    expect(Number(entry.break_hours)).toBe(0.5);
    expect(Number(entry.total_hours)).toBeCloseTo(3.5, 1);
    const audit = (
      await asAdmin().get(
        `/api/rest/v1/audit_logs?eq=target_id.${entry.id}&order=created_at.asc&select=action,description`,
      )
    ).json();
    expect(audit.map((row: { action: string }) => row.action)).toEqual([
      "CLOCK_IN",
      "BREAK_START",
      "BREAK_END",
      "CLOCK_OUT",
    ]);
    expect(audit[0].description).toContain("at kiosk Offline tablet (made offline, sent at");
    expect(audit[3].description).not.toContain("made offline");
  });
});
