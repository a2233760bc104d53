import { addDays, MSG, payPeriodOf } from "@storeops/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { asAdmin } from "../../../test/demo-stores.ts";
import { client, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { entry, freshStore, ok, WEEKLY, WEEKLY_SETTINGS } from "./payroll.factory.ts";

// Payroll runs (docs/decisions.md, Payroll, payroll runs) tried as an attacker: other roles and
// stores, odd bodies, a period twice, two approvals at once; and the run's files.
const t = useTestApp();
const manager = useSignIn(t, "store_manager");
const accounting = useSignIn(t, "accounting");

beforeAll(async () => {
  await ok(await (await asAdmin(t)).put("/api/payroll-runs/settings", WEEKLY));
});

describe("payroll runs: who may run them, and odd requests", () => {
  it("refuses other roles, other stores, malformed bodies, a period twice and overlapping runs", async () => {
    const admin = await asAdmin(t);
    const { storeId, period } = await freshStore(t);
    const body = { store_id: storeId, period_start: period.from };
    expect((await client(t.app).post("/api/payroll-runs", body)).statusCode).toBe(401);
    expect((await client(t.app, manager.token).post("/api/payroll-runs", body)).statusCode).toBe(403);
    // Accounting: another store is 404, every store at once 403.
    expect((await client(t.app, accounting.token).post("/api/payroll-runs", body)).statusCode).toBe(404);
    const all = await client(t.app, accounting.token).post("/api/payroll-runs", {
      period_start: period.from,
    });
    expect(all.statusCode).toBe(403);
    expect((await admin.post("/api/payroll-runs", { ...body, extra: 1 })).statusCode).toBe(400);
    expect(
      (await admin.post("/api/payroll-runs", { store_id: storeId, period_start: "2026-02-30" })).statusCode,
    ).toBe(400);
    const notStart = await admin.post("/api/payroll-runs", {
      ...body,
      period_start: addDays(period.from, 1),
    });
    expect(notStart.json().message).toBe(MSG.payrollRunNotPeriodStart);
    const future = await admin.post("/api/payroll-runs", {
      ...body,
      period_start: payPeriodOf(addDays(t.today, 14), WEEKLY_SETTINGS).from,
    });
    expect(future.json().message).toBe(MSG.payrollRunNotBegun);
    const run = await ok(await admin.post("/api/payroll-runs", body), 201);
    const twice = await admin.post("/api/payroll-runs", body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MSG.payrollRunExists);
    expect((await admin.post("/api/payroll-runs", { period_start: period.from })).statusCode).toBe(409);
    // Accounting reads no run of a store it is not assigned; the ceo and managers none.
    expect((await client(t.app, accounting.token).get(`/api/payroll-runs/${run.id}`)).statusCode).toBe(404);
    expect((await client(t.app, manager.token).get(`/api/payroll-runs/${run.id}`)).statusCode).toBe(403);
    expect((await client(t.app, manager.token).get("/api/rest/v1/payroll_runs")).statusCode).toBe(403);
    const listed = await ok(await admin.get(`/api/rest/v1/payroll_runs?eq=id.${run.id}`));
    expect((listed as unknown as Array<{ status: string }>)[0]?.status).toBe("draft");
  });

  it("of two approvals at once exactly one lands; the approvers hear of a new run", async () => {
    const admin = await asAdmin(t);
    const { storeId, period } = await freshStore(t);
    const run = await ok(
      await admin.post("/api/payroll-runs", { store_id: storeId, period_start: period.from }),
      201,
    );
    const answers = await Promise.all([
      admin.post(`/api/payroll-runs/${run.id}/approve`),
      admin.post(`/api/payroll-runs/${run.id}/approve`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const bell = await ok(await admin.get("/api/notifications"));
    const notices = (bell as unknown as { items: Array<{ title: string }> }).items;
    expect(notices.some((notice) => notice.title === MSG.notifyPayrollReady)).toBe(true);
  });

  it("exports the run as CSV and XLSX and a payslip as PDF", async () => {
    const admin = await asAdmin(t);
    const { storeId, employeeId, period } = await freshStore(t);
    await ok(await entry(t, storeId, employeeId, period.from, "09:00", "17:00"), 201);
    const run = await ok(
      await admin.post("/api/payroll-runs", { store_id: storeId, period_start: period.from }),
      201,
    );
    const csv = await admin.get(`/api/payroll-runs/${run.id}/export.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain("Ana Overtime");
    expect(csv.body).toContain("160.00");
    const xlsx = await admin.get(`/api/payroll-runs/${run.id}/export.xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe("PK");
    const pdf = await admin.get(`/api/payroll-runs/${run.id}/payslips/${employeeId}.pdf`);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe("%PDF");
    expect((await admin.get(`/api/payroll-runs/${run.id}/payslips/nobody.pdf`)).statusCode).toBe(404);
  });
});
