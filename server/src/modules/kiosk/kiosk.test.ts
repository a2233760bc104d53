import { MSG } from "@storeops/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { asAdmin, createAsAdmin, demoStores } from "../../../test/demo-stores.ts";
import { client, signIn, useSignIn, useTestApp } from "../../../test/test-app.ts";

const t = useTestApp();
const manager = useSignIn(t, "store_manager");
const staff = useSignIn(t, "staff");

afterEach(() => {
  vi.useRealTimers();
});

/** A kiosk request: the device's token in its header. */
const kiosk = (token: string) => ({
  home: () => t.app.inject({ method: "GET", url: "/api/kiosk/device", headers: { "x-kiosk-token": token } }),
  punch: (body: Record<string, unknown>) =>
    t.app.inject({
      method: "POST",
      url: "/api/kiosk/punch",
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    }),
});

async function registered(storeId: string, name = "Front counter") {
  const created = await client(t.app, manager.token).post("/api/kiosk/devices", { store_id: storeId, name });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: string; token: string; name: string };
}

describe("kiosk devices", () => {
  it("a manager registers, lists, renames and removes a kiosk of their store; its token works until removed", async () => {
    const storeId = String(manager.user.managed_stores[0]);
    const api = client(t.app, manager.token);
    const device = await registered(storeId);
    expect(device.token).toMatch(/^kiosk_/);
    const stored = await t.database.db
      .selectFrom("kiosk_devices")
      .select("token_hash")
      .where("id", "=", device.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(device.token);
    const list = (await api.get(`/api/kiosk/devices?store_id=${storeId}`)).json();
    expect(list.find((row: { id: string }) => row.id === device.id)).toMatchObject({
      name: "Front counter",
      store_id: storeId,
    });
    expect(JSON.stringify(list)).not.toContain(device.token);
    expect((await api.patch(`/api/kiosk/devices/${device.id}`, { name: "Back office" })).json().name).toBe(
      "Back office",
    );
    const home = await kiosk(device.token).home();
    expect(home.statusCode, home.body).toBe(200);
    expect(home.json()).toMatchObject({ device_name: "Back office", store_id: storeId, locked_until: null });
    expect((await api.delete(`/api/kiosk/devices/${device.id}`)).statusCode).toBe(200);
    const gone = await kiosk(device.token).home();
    expect(gone.statusCode).toBe(401);
    expect(gone.json().message).toBe(MSG.kioskNotRegistered);
    expect((await kiosk("kiosk_made-up").punch({ pin: "1234", action: "clock_in" })).statusCode).toBe(401);
  });

  it("another store's kiosk is not found; accounting and staff set up none", async () => {
    const stores = await demoStores(t);
    const api = client(t.app, manager.token);
    expect((await api.post("/api/kiosk/devices", { store_id: stores.foreign, name: "X" })).statusCode).toBe(
      404,
    );
    const foreign = await (await asAdmin(t)).post("/api/kiosk/devices", {
      store_id: stores.foreign,
      name: "Theirs",
    });
    expect(foreign.statusCode).toBe(201);
    expect((await api.delete(`/api/kiosk/devices/${foreign.json().id}`)).statusCode).toBe(404);
    const accounting = client(t.app, (await signIn(t.app, "accounting")).token);
    const refused = await accounting.post("/api/kiosk/devices", { store_id: stores.foreign, name: "X" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG.kioskManagersOnly);
    expect((await client(t.app, staff.token).get("/api/kiosk/devices")).statusCode).toBe(403);
    expect((await api.post("/api/kiosk/devices", { store_id: stores.foreign })).statusCode).toBe(400);
  });
});

describe("PINs and punches", () => {
  it("a PIN names one person of its store, is never shown, and refuses a bad format", async () => {
    const storeId = String(manager.user.managed_stores[0]);
    const api = client(t.app, manager.token);
    const first = await createAsAdmin(t, "staff", { name: "Pin One" }, storeId);
    const second = await createAsAdmin(t, "staff", { name: "Pin Two" }, storeId);
    expect((await api.put(`/api/kiosk/staff/${first.id}/pin`, { pin: "482913" })).json().message).toBe(
      MSG.pinSaved,
    );
    const taken = await api.put(`/api/kiosk/staff/${second.id}/pin`, { pin: "482913" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(MSG.pinTaken);
    const bad = await api.put(`/api/kiosk/staff/${second.id}/pin`, { pin: "12a4" });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(MSG.pinFormat);
    expect((await api.put(`/api/kiosk/staff/${second.id}/pin`, { pin: "123" })).statusCode).toBe(400);
    // Another store may use the same PIN.
    const stores = await demoStores(t);
    const elsewhere = await createAsAdmin(t, "staff", { name: "Pin Elsewhere" }, stores.foreign);
    expect(
      (await (await asAdmin(t)).put(`/api/kiosk/staff/${elsewhere.id}/pin`, { pin: "482913" })).statusCode,
    ).toBe(200);
    expect((await api.put(`/api/kiosk/staff/${elsewhere.id}/pin`, { pin: "555555" })).statusCode).toBe(404);
    const row = await t.database.db
      .selectFrom("staff")
      .select("pin_hash")
      .where("id", "=", first.id)
      .executeTakeFirstOrThrow();
    expect(row.pin_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.pin_hash).not.toContain("482913");
    const read = await (await asAdmin(t)).get(`/api/rest/v1/staff?eq=id.${first.id}`);
    expect(read.body).not.toContain(String(row.pin_hash));
    expect(read.body).not.toContain("pin_hash");
    // Staff set their own.
    expect((await client(t.app, staff.token).put("/api/kiosk/pin", { pin: "7777" })).statusCode).toBe(200);
  });

  it("two employees clock in, take a break and clock out at the kiosk; hours leave the break out", async () => {
    const storeId = String(manager.user.managed_stores[0]);
    const api = client(t.app, manager.token);
    const ana = await createAsAdmin(t, "staff", { name: "Kiosk Ana" }, storeId);
    const ben = await createAsAdmin(t, "staff", { name: "Kiosk Ben" }, storeId);
    await api.put(`/api/kiosk/staff/${ana.id}/pin`, { pin: "2468" });
    await api.put(`/api/kiosk/staff/${ben.id}/pin`, { pin: "1357" });
    const device = kiosk((await registered(storeId, "Tablet")).token);
    const start = Date.parse("2021-05-04T15:00:00Z");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start);

    const anaIn = await device.punch({ pin: "2468", action: "clock_in" });
    expect(anaIn.statusCode, anaIn.body).toBe(200);
    expect(anaIn.json()).toMatchObject({
      employee_name: "Kiosk Ana",
      action: "clock_in",
      message: MSG.punchClockedIn,
    });
    expect((await device.punch({ pin: "1357", action: "clock_in", employee_id: ben.id })).statusCode).toBe(
      200,
    );
    const twice = await device.punch({ pin: "2468", action: "clock_in" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain("You are already clocked in!");

    const home = (await device.home()).json();
    const state = (id: string) =>
      home.people.find((p: { employee_id: string }) => p.employee_id === id)?.state;
    expect([state(ana.id), state(ben.id)]).toEqual(["in", "in"]);

    vi.setSystemTime(start + 4 * 3_600_000);
    expect((await device.punch({ pin: "2468", action: "break_start" })).statusCode).toBe(200);
    expect((await device.punch({ pin: "2468", action: "break_start" })).json().message).toBe(
      MSG.alreadyOnBreak,
    );
    const board = (await api.get(`/api/time/on-shift?store_id=${storeId}`)).json();
    expect(
      board.people.find((p: { employee_id: string }) => p.employee_id === ana.id)?.on_break,
    ).not.toBeNull();
    vi.setSystemTime(start + 4.5 * 3_600_000);
    expect((await device.punch({ pin: "2468", action: "break_end" })).statusCode).toBe(200);
    expect((await device.punch({ pin: "1357", action: "break_end" })).json().message).toBe(MSG.notOnBreak);
    // The actions' other spelling.
    expect((await device.punch({ pin: "1357", action: "start_break" })).json()).toMatchObject({
      action: "break_start",
    });
    expect((await device.punch({ pin: "1357", action: "end_break" })).json()).toMatchObject({
      action: "break_end",
    });

    vi.setSystemTime(start + 8 * 3_600_000);
    const anaOut = await device.punch({ pin: "2468", action: "clock_out" });
    expect(anaOut.statusCode, anaOut.body).toBe(200);
    expect((await device.punch({ pin: "1357", action: "clock_out" })).statusCode).toBe(200);
    expect((await device.punch({ pin: "1357", action: "clock_out" })).json().message).toBe(MSG.notClockedIn);

    const entries = await t.database.db
      .selectFrom("employee_time_entries")
      .select(["employee_id", "total_hours", "break_hours", "status"])
      .where("employee_id", "in", [ana.id, ben.id])
      .execute();
    const of = (id: string) => entries.find((row) => row.employee_id === id);
    expect(of(ana.id)).toMatchObject({ status: "recorded" });
    expect([Number(of(ana.id)?.total_hours), Number(of(ana.id)?.break_hours)]).toEqual([7.5, 0.5]);
    expect(Number(of(ben.id)?.total_hours)).toBe(8);
    const audit = await (await asAdmin(t)).get(
      `/api/rest/v1/audit_logs?eq=user_name.Kiosk Ana&order=created_at.asc&select=action,description`,
    );
    expect(audit.json().map((row: { action: string }) => row.action)).toEqual([
      "CLOCK_IN",
      "BREAK_START",
      "BREAK_END",
      "CLOCK_OUT",
    ]);
    expect(audit.json()[0].description).toContain("at kiosk Tablet");
  });

  it("a clock-in dated in a closed pay period is refused at the kiosk, sent at once or late", async () => {
    const storeId = String(manager.user.managed_stores[0]);
    const api = client(t.app, manager.token);
    const eva = await createAsAdmin(t, "staff", { name: "Kiosk Eva" }, storeId);
    await api.put(`/api/kiosk/staff/${eva.id}/pin`, { pin: "3141" });
    const device = kiosk((await registered(storeId, "Closed period")).token);
    vi.useFakeTimers({ toFake: ["Date"] });
    // On the last day of July 2019 (monthly pay periods by default) its run is approved: July closes.
    vi.setSystemTime(Date.parse("2019-07-31T20:00:00Z"));
    const admin = await asAdmin(t);
    const run = await admin.post("/api/payroll-runs", { store_id: storeId, period_start: "2019-07-01" });
    expect(run.statusCode, run.body).toBe(201);
    const approved = await admin.post(`/api/payroll-runs/${run.json().id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);

    const now = await device.punch({ pin: "3141", action: "clock_in" });
    expect(now.statusCode).toBe(409);
    expect(now.json().message).toBe(MSG.payPeriodClosed);
    // A punch kept on the kiosk while it was offline, sent nine hours later: made in July.
    vi.setSystemTime(Date.parse("2019-08-01T06:00:00Z"));
    const late = await device.punch({ pin: "3141", action: "clock_in", occurred_at: "2019-07-31T21:00:00Z" });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MSG.payPeriodClosed);
    const rows = await t.database.db
      .selectFrom("employee_time_entries")
      .select("id")
      .where("employee_id", "=", eva.id)
      .execute();
    expect(rows).toEqual([]);
    // August is open: the same person clocks in.
    vi.setSystemTime(Date.parse("2019-08-01T16:00:00Z"));
    expect((await device.punch({ pin: "3141", action: "clock_in" })).statusCode).toBe(200);
  });

  it("five wrong PINs lock the kiosk for 15 minutes, each audited; a tapped name must match the PIN", async () => {
    const storeId = String(manager.user.managed_stores[0]);
    const api = client(t.app, manager.token);
    const cara = await createAsAdmin(t, "staff", { name: "Kiosk Cara" }, storeId);
    const dan = await createAsAdmin(t, "staff", { name: "Kiosk Dan" }, storeId);
    await api.put(`/api/kiosk/staff/${cara.id}/pin`, { pin: "9090" });
    const registeredDevice = await registered(storeId, "Lock test");
    const device = kiosk(registeredDevice.token);
    const start = Date.parse("2021-06-01T15:00:00Z");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start);
    // Cara's PIN with Dan's name is a wrong PIN.
    const mismatch = await device.punch({ pin: "9090", action: "clock_in", employee_id: dan.id });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().message).toBe(MSG.wrongPin);
    const wrong = await Promise.all([1, 2, 3].map(() => device.punch({ pin: "0000", action: "clock_in" })));
    expect(wrong.map((response) => response.statusCode)).toEqual([403, 403, 403]);
    const fifth = await device.punch({ pin: "0001", action: "clock_in" });
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().message).toBe(MSG.kioskLocked);
    expect((await device.punch({ pin: "9090", action: "clock_in" })).statusCode).toBe(423);
    expect((await device.home()).json().locked_until).not.toBeNull();
    const failed = await (await asAdmin(t)).get(
      `/api/rest/v1/audit_logs?eq=target_id.${registeredDevice.id}&eq1=action.KIOSK_PIN_FAILED&select=description`,
    );
    expect(failed.json()).toHaveLength(5);
    vi.setSystemTime(start + 16 * 60_000);
    expect((await device.punch({ pin: "9090", action: "clock_in" })).statusCode).toBe(200);
    expect((await device.punch({ pin: "9090", action: "clock_out" })).statusCode).toBe(200);
  });
});
