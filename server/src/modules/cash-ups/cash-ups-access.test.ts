import { MSG } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { client, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { dayMaker } from "./cash-ups.factory.ts";

const t = useTestApp();
const staff = useSignIn(t, "staff");
const manager = useSignIn(t, "store_manager");
const accounting = useSignIn(t, "accounting");
const ownDay = dayMaker(t, 1400);

describe("who may count and decide", () => {
  it("keeps each role to its stores and its part", async () => {
    const stores = await demoStores(t);
    const admin = await asAdmin(t);
    const foreign = (
      await admin.post("/api/cash-ups", {
        store_id: stores.foreign,
        business_date: ownDay(),
        opening_float: 100,
      })
    ).json();
    expect(foreign.status).toBe("open");
    for (const token of [staff.token, manager.token, accounting.token]) {
      const api = client(t.app, token);
      expect((await api.get(`/api/cash-ups/${foreign.id}`)).statusCode).toBe(404);
      // Accounting never changes a count, anywhere: 403 before the store is looked at.
      const patched = await api.patch(`/api/cash-ups/${foreign.id}`, { counted_cash: 1 });
      expect(patched.statusCode).toBe(token === accounting.token ? 403 : 404);
      expect((await api.post(`/api/cash-ups/${foreign.id}/submit`, { counted_cash: 100 })).statusCode).toBe(
        404,
      );
      expect(
        (await api.get(`/api/cash-ups/terms?store_id=${stores.foreign}&business_date=${t.today}`)).statusCode,
      ).toBe(404);
    }
    const staffForeign = await client(t.app, staff.token).post("/api/cash-ups", {
      store_id: stores.foreign,
      business_date: ownDay(),
      opening_float: 1,
    });
    expect(staffForeign.statusCode).toBe(403);
    const managerForeign = await client(t.app, manager.token).post("/api/cash-ups", {
      store_id: stores.foreign,
      business_date: ownDay(),
      opening_float: 1,
    });
    expect(managerForeign.statusCode).toBe(403);
    const accountingCount = await client(t.app, accounting.token).post("/api/cash-ups", {
      store_id: stores.accounting[0],
      business_date: ownDay(),
      opening_float: 1,
    });
    expect(accountingCount.statusCode).toBe(403);
    expect((await client(t.app).post("/api/cash-ups", { business_date: ownDay() })).statusCode).toBe(401);

    const managed = stores.manager[0];
    const counted = await client(t.app, manager.token).post("/api/cash-ups", {
      store_id: managed,
      business_date: ownDay(),
      opening_float: 100,
      counted_cash: 90,
      variance_reason: "Short",
    });
    expect(counted.statusCode, counted.body).toBe(201);
    const submitted = await client(t.app, manager.token).post(`/api/cash-ups/${counted.json().id}/submit`);
    expect(submitted.json().status).toBe("submitted");
    expect(
      (await client(t.app, manager.token).post(`/api/cash-ups/${counted.json().id}/approve`)).statusCode,
    ).toBe(403);
    expect(
      (await client(t.app, manager.token).delete(`/api/rest/v1/cash_ups?eq=id.${counted.json().id}`))
        .statusCode,
    ).toBe(403);
    const removed = await admin.delete(`/api/rest/v1/cash_ups?eq=id.${counted.json().id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(MSG.cashUpDeleteApproved);
  });
});

describe("the variance report and the list", () => {
  it("sums the decided counts per store and month, and lists and exports cash-ups", async () => {
    const stores = await demoStores(t);
    const admin = await asAdmin(t);
    const date = ownDay();
    for (const [counted, reason] of [
      [97, "Short"],
      [110, "Over"],
    ] as const) {
      const day = counted === 97 ? date : `${date.slice(0, 8)}${date.slice(8) === "01" ? "02" : "01"}`;
      const created = await admin.post("/api/cash-ups", {
        store_id: stores.foreign,
        business_date: day,
        opening_float: 100,
        counted_cash: counted,
        variance_reason: reason,
      });
      expect(created.statusCode, created.body).toBe(201);
      expect((await admin.post(`/api/cash-ups/${created.json().id}/submit`)).statusCode).toBe(200);
    }
    const month = date.slice(0, 7);
    const report = await admin.get(
      `/api/reports/cash-variance?store_id=${stores.foreign}&from=${month}-01&to=${month}-28`,
    );
    expect(report.statusCode, report.body).toBe(200);
    const row = report.json().rows.find((r: { month: string }) => r.month === month);
    expect(row).toMatchObject({
      cash_ups: 2,
      waiting: 1,
      total_variance: 7,
      short: -3,
      over: 10,
      largest: 10,
    });
    const outside = await client(t.app, staff.token).get(
      `/api/reports/cash-variance?store_id=${stores.foreign}`,
    );
    expect(outside.statusCode).toBe(404);
    const twoMonths = (await admin.get("/api/reports/cash-variance?months=2")).json();
    expect(twoMonths.from.slice(8)).toBe("01");
    expect(twoMonths.from < twoMonths.to).toBe(true);
    expect((await admin.get("/api/reports/cash-variance?months=0")).statusCode).toBe(400);
    const backwards = await admin.get(`/api/reports/cash-variance?from=${t.today}&to=${date}`);
    expect(backwards.statusCode).toBe(400);

    const list = await admin.get(
      `/api/rest/v1/cash_ups?eq=store_id.${stores.foreign}&order=business_date.desc&limit=5`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const csv = await admin.get(`/api/export/cash_ups.csv?eq=store_id.${stores.foreign}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain("Business Date");
  });
});
