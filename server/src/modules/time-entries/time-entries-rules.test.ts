import { MSG } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { client, signIn, useTestApp } from "../../../test/test-app.ts";
import { storeToday } from "../../db/store-time.ts";

const t = useTestApp();

const staffRecordOf = async (email: string, storeId: string) =>
  t.database.db
    .selectFrom("staff")
    .select("id")
    .where("email", "=", email)
    .where("store_id", "=", storeId)
    .executeTakeFirstOrThrow();

describe("clocking in", () => {
  it("8 simultaneous clock-ins leave one open entry; the others are 409 with the spec's message", async () => {
    const staff = await signIn(t.app, "staff");
    const own = await staffRecordOf("staff@example.com", String(staff.user.current_store_id));
    await t.database.db
      .updateTable("employee_time_entries")
      .set({ clock_out_time: "23:59", status: "recorded", total_hours: 0 })
      .where("employee_id", "=", own.id)
      .where("clock_out_time", "is", null)
      .execute();
    const api = client(t.app, staff.token);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        api.post("/api/rest/v1/employee_time_entries", { work_date: t.today, clock_in_time: "09:00" }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const entry = answers.find((answer) => answer.statusCode === 201)?.json();
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().message).toBe(
        `You are already clocked in! You have an active clock-in at ${entry.work_date} ${entry.clock_in_time}. Please clock out first before clocking in again.`,
      );
    }
    const open = await t.database.db
      .selectFrom("employee_time_entries")
      .select("id")
      .where("employee_id", "=", own.id)
      .where("clock_out_time", "is", null)
      .execute();
    expect(open).toHaveLength(1);
    // Clock out: closed, hours computed, shown Completed (status recorded).
    const out = await api.patch(`/api/rest/v1/employee_time_entries?eq=id.${entry.id}`, {
      clock_out_time: "17:00",
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()[0]).toMatchObject({ status: "recorded" });
    expect(typeof out.json()[0].total_hours).toBe("number");
  });

  it("an open manual entry for an employee already clocked in is a 409 too", async () => {
    const stores = await demoStores(t);
    const storeId = String(stores.manager[0]);
    const employee = await t.database.db
      .selectFrom("staff")
      .select("id")
      .where("store_id", "=", storeId)
      .orderBy("name", "desc")
      .executeTakeFirstOrThrow();
    const api = await asAdmin(t);
    const workDate = await storeToday(t.database.db, storeId);
    const entry = {
      employee_id: employee.id,
      store_id: storeId,
      work_date: workDate,
      clock_in_time: "07:00",
    };
    const answers = await Promise.all(
      [1, 2, 3].map(() => api.post("/api/rest/v1/employee_time_entries", entry)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    // The demo data may already hold an open entry for this employee: then all three are refused.
    expect(codes.filter((code) => code === 201).length).toBeLessThanOrEqual(1);
    expect(codes.filter((code) => code === 409).length).toBeGreaterThanOrEqual(2);
  });
});

describe("manual entries", () => {
  it("overnight 22:00 → 06:30 is 8.5 h, recorded", async () => {
    const manager = await signIn(t.app, "store_manager");
    const storeId = String(manager.user.managed_stores[0]);
    const employee = await t.database.db
      .selectFrom("staff")
      .select("id")
      .where("store_id", "=", storeId)
      .executeTakeFirstOrThrow();
    const created = await client(t.app, manager.token).post("/api/rest/v1/employee_time_entries", {
      employee_id: employee.id,
      store_id: storeId,
      work_date: "2025-06-01",
      clock_in_time: "22:00",
      clock_out_time: "06:30",
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ total_hours: 8.5, status: "recorded" });
  });

  it("a manager's entry in a store it does not manage: 403 with the spec's message", async () => {
    const manager = await signIn(t.app, "store_manager");
    const stores = await demoStores(t);
    const employee = await t.database.db
      .selectFrom("staff")
      .select("id")
      .where("store_id", "=", stores.foreign)
      .executeTakeFirstOrThrow();
    const created = await client(t.app, manager.token).post("/api/rest/v1/employee_time_entries", {
      employee_id: employee.id,
      store_id: stores.foreign,
      work_date: t.today,
      clock_in_time: "08:00",
      clock_out_time: "09:00",
    });
    expect(created.statusCode, created.body).toBe(403);
    expect(created.json().message).toBe(MSG.noStorePermission);
  });
});

describe("staff read only their own", () => {
  it("entries of their own staff record; wages and withdrawals not at all", async () => {
    const staff = await signIn(t.app, "staff");
    const own = await staffRecordOf("staff@example.com", String(staff.user.current_store_id));
    const api = client(t.app, staff.token);
    const entries = await api.get("/api/rest/v1/employee_time_entries?select=employee_id&limit=1000");
    expect(entries.statusCode).toBe(200);
    const employees = new Set(entries.json().map((row: { employee_id: string }) => row.employee_id));
    expect([...employees]).toEqual([own.id]);
    for (const table of ["employee_wages", "employee_withdrawals"]) {
      expect((await api.get(`/api/rest/v1/${table}`)).statusCode).toBe(403);
    }
    expect((await api.get(`/api/payroll/${own.id}/summary`)).statusCode).toBe(403);
    const other = await t.database.db
      .selectFrom("employee_time_entries")
      .select("id")
      .where("employee_id", "!=", own.id)
      .executeTakeFirstOrThrow();
    expect((await api.get(`/api/rest/v1/employee_time_entries?eq=id.${other.id}`)).json()).toEqual([]);
  });
});
