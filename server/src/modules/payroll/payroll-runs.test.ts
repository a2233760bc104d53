import { addDays, MSG, payPeriodOf, shiftPayPeriod } from "@storeops/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { asAdmin, createAsAdmin } from "../../../test/demo-stores.ts";
import { client, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { entry, freshStore, ok, WEEKLY, WEEKLY_SETTINGS } from "./payroll.factory.ts";

const t = useTestApp();
const manager = useSignIn(t, "store_manager");
const accounting = useSignIn(t, "accounting");

beforeAll(async () => {
  await ok(await (await asAdmin(t)).put("/api/payroll-runs/settings", WEEKLY));
});

describe("payroll runs: overtime and instalments against hand-computed periods", () => {
  it("a week of 45 hours pays 40 regular and 5 at 1.5×; an advance in instalments is repaid per period, skips included", async () => {
    const admin = await asAdmin(t);
    const { storeId, employeeId, period } = await freshStore(t);
    // Mon–Fri 08:00–17:30 with half an hour's unpaid break: 9 h a day, 45 h.
    for (let day = 0; day < 5; day += 1) {
      expect(
        (await entry(t, storeId, employeeId, addDays(period.from, day), "08:00", "17:30", 0.5)).statusCode,
      ).toBe(201);
    }
    const advance = await ok(
      await admin.post("/api/rest/v1/employee_withdrawals", {
        employee_id: employeeId,
        withdrawal_date: addDays(period.from, 1),
        amount: 300,
        payment_method: "cash",
        instalment_amount: 100,
      }),
      201,
    );
    const next = shiftPayPeriod(period.from, WEEKLY_SETTINGS, 1);
    await ok(
      await admin.post(`/api/payroll-runs/advances/${advance.id}/skip`, {
        period_start: next.from,
        reason: "Holiday week",
      }),
    );

    const run = await ok(
      await admin.post("/api/payroll-runs", { store_id: storeId, period_start: period.from }),
      201,
    );
    expect(run).toMatchObject({
      status: "draft",
      period_start: period.from,
      period_end: period.to,
      employee_count: 1,
    });
    // 40 × $20 + 5 × $30 = $950; $100 repaid; $200 still owed.
    expect(run.lines[0]).toMatchObject({
      employee_id: employeeId,
      regular_hours: 40,
      overtime_hours: 5,
      gross_pay: 950,
      advances_repaid: 100,
      net_pay: 850,
      balance_carried: 200,
    });
    const skipped = await ok(
      await admin.get(`/api/payroll-runs/period?store_id=${storeId}&period_start=${next.from}`),
    );
    expect(skipped.id).toBeNull();
    expect(skipped.lines[0]).toMatchObject({
      gross_pay: 0,
      advances_repaid: 0,
      net_pay: 0,
      balance_carried: 200,
    });
    const after = shiftPayPeriod(period.from, WEEKLY_SETTINGS, 2);
    const third = await ok(
      await admin.get(`/api/payroll-runs/period?store_id=${storeId}&period_start=${after.from}`),
    );
    expect(third.lines[0]).toMatchObject({ advances_repaid: 100, net_pay: -100, balance_carried: 100 });
  });
});

describe("payroll runs: a closed period refuses edits", () => {
  it("approving closes the period to everyone; an admin reopens it with a reason", async () => {
    const admin = await asAdmin(t);
    const { storeId, employeeId, period } = await freshStore(t);
    const created = await entry(t, storeId, employeeId, period.from, "09:00", "17:00");
    const entryId = (await ok(created, 201)).id;
    const run = await ok(
      await admin.post("/api/payroll-runs", { store_id: storeId, period_start: period.from }),
      201,
    );
    expect(run.allowed_actions).toEqual(["delete", "approve"]);
    // Someone still clocked in on a day of it: its hours are not known yet, so no approval.
    const open = await admin.post("/api/rest/v1/employee_time_entries", {
      employee_id: employeeId,
      work_date: period.to,
      clock_in_time: "09:00",
    });
    const openId = (await ok(open, 201)).id;
    const early = await admin.post(`/api/payroll-runs/${run.id}/approve`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(MSG.payrollRunOpenEntry);
    await admin.delete(`/api/rest/v1/employee_time_entries?eq=id.${openId}`);
    const approved = await ok(await admin.post(`/api/payroll-runs/${run.id}/approve`));
    expect(approved).toMatchObject({ status: "approved", gross_pay: 160, allowed_actions: ["pay"] });
    // Approving twice, paying a second time or deleting it: 409.
    expect((await admin.post(`/api/payroll-runs/${run.id}/approve`)).json().message).toBe(
      MSG.payrollRunNotDraft,
    );
    expect((await admin.delete(`/api/rest/v1/payroll_runs?eq=id.${run.id}`)).statusCode).toBe(409);

    const closed = async (response: { statusCode: number; json(): { message: string } }) => {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe("This pay period is closed.");
    };
    await closed(await entry(t, storeId, employeeId, addDays(period.from, 1), "09:00", "12:00"));
    await closed(
      await admin.patch(`/api/rest/v1/employee_time_entries?eq=id.${entryId}`, { clock_out_time: "18:00" }),
    );
    await closed(await admin.delete(`/api/rest/v1/employee_time_entries?eq=id.${entryId}`));
    const wage = {
      employee_id: employeeId,
      payment_type: "hourly",
      hourly_rate: 25,
      effective_from: period.to,
    };
    await closed(await admin.post("/api/rest/v1/employee_wages", wage));
    const withdrawal = {
      employee_id: employeeId,
      withdrawal_date: period.to,
      amount: 10,
      payment_method: "cash",
    };
    await closed(await admin.post("/api/rest/v1/employee_withdrawals", withdrawal));
    // The day after the period is open.
    expect((await entry(t, storeId, employeeId, addDays(period.to, 1), "09:00", "12:00")).statusCode).toBe(
      201,
    );

    // Only an admin reopens, with a reason; a reopened period takes changes again.
    const api = client(t.app, accounting.token);
    expect((await api.post(`/api/payroll-runs/${run.id}/reopen`, { reason: "x" })).statusCode).toBe(404);
    expect((await admin.post(`/api/payroll-runs/${run.id}/reopen`, { reason: " " })).statusCode).toBe(400);
    const reopened = await ok(
      await admin.post(`/api/payroll-runs/${run.id}/reopen`, { reason: "Missed shift" }),
    );
    expect(reopened).toMatchObject({ status: "draft", reopen_reason: "Missed shift" });
    expect((await entry(t, storeId, employeeId, addDays(period.from, 1), "09:00", "12:00")).statusCode).toBe(
      201,
    );
    const audit = await t.database.db
      .selectFrom("audit_logs")
      .select("description")
      .where("target_id", "=", run.id)
      .orderBy("created_at")
      .execute();
    expect(audit.map((row) => row.description).join(" | ")).toContain("Missed shift");

    // Approved again (the new entry counts: 8 h + 3 h at $20), then paid; a paid run stays closed.
    expect(await ok(await admin.post(`/api/payroll-runs/${run.id}/approve`))).toMatchObject({
      gross_pay: 220,
    });
    expect(await ok(await admin.post(`/api/payroll-runs/${run.id}/paid`))).toMatchObject({ status: "paid" });
    const again = await admin.post(`/api/payroll-runs/${run.id}/reopen`, { reason: "Too late" });
    expect(again.json().message).toBe(MSG.payrollRunReopenNotApproved);
  });

  it("a store manager's edit in their store's closed period is refused too", async () => {
    const admin = await asAdmin(t);
    const storeId = manager.user.managed_stores[0] ?? "";
    const period = payPeriodOf(addDays(t.today, -14), WEEKLY_SETTINGS);
    const run = await ok(
      await admin.post("/api/payroll-runs", { store_id: storeId, period_start: period.from }),
      201,
    );
    await ok(await admin.post(`/api/payroll-runs/${run.id}/approve`));
    const employee = await createAsAdmin(t, "staff", { name: "Late Entry", store_id: storeId });
    const response = await client(t.app, manager.token).post("/api/rest/v1/employee_time_entries", {
      employee_id: employee.id,
      store_id: storeId,
      work_date: addDays(period.from, 2),
      clock_in_time: "09:00",
      clock_out_time: "11:00",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MSG.payPeriodClosed);
  });
});
