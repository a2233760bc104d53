import { randomUUID } from "node:crypto";
import { MSG } from "@storeops/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { client, createTestApp, type SignedIn, signIn, type TestApp } from "../../../test/test-app.ts";
import { makeDailyIncome } from "./daily-income.factory.ts";

let t: TestApp;
let manager: SignedIn;
let staff: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  manager = await signIn(t.app, "store_manager");
  staff = await signIn(t.app, "staff");
});
afterAll(() => t.close());

/** Moves a record's creation `hours` into the past: the 24-hour window runs from created_at. */
async function age(id: string, hours: number) {
  await t.database.db
    .updateTable("daily_income")
    .set({ created_at: new Date(Date.now() - hours * 3600_000).toISOString() })
    .where("id", "=", id)
    .execute();
}

describe("daily income", () => {
  it("totals cash + card + other on the server, whatever the body says", async () => {
    const record = await makeDailyIncome(t, {
      income_cash: 10.1,
      income_card: 20.2,
      income_other: 0.03,
      total_income: 1,
    });
    expect(record.total_income).toBe(30.33);
  });

  it("managers edit within 24 hours of creation; allowed_actions and the server agree", async () => {
    const storeId = manager.user.managed_stores[0];
    const api = client(t.app, manager.token);
    const record = (
      await api.post("/api/rest/v1/daily_income", { store_id: storeId, date: "2003-02-01", income_cash: 5 })
    ).json();
    expect(record.allowed_actions).toEqual(["edit", "delete"]);
    await age(record.id, 25);
    expect((await api.get(`/api/rest/v1/daily_income/${record.id}`)).json().allowed_actions).toEqual([]);
    const refused = await api.patch(`/api/rest/v1/daily_income?eq=id.${record.id}`, { notes: "late" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG.dailyIncomeEditTooOld);
    const kept = await api.delete(`/api/rest/v1/daily_income?eq=id.${record.id}`);
    expect(kept.statusCode).toBe(403);
    expect(kept.json().message).toBe(MSG.dailyIncomeDeleteTooOld);
  });

  it("staff neither edit nor delete their own two-day-old record, with the spec's messages", async () => {
    const api = client(t.app, staff.token);
    const created = await api.post("/api/rest/v1/daily_income", { date: "2003-02-02", income_cash: 7 });
    expect(created.statusCode).toBe(201);
    const record = created.json();
    expect(record.allowed_actions).toEqual(["edit", "delete"]);
    await age(record.id, 48);
    expect((await api.get(`/api/rest/v1/daily_income/${record.id}`)).json().allowed_actions).toEqual([]);
    const edit = await api.patch(`/api/rest/v1/daily_income?eq=id.${record.id}`, { notes: "late" });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(MSG.dailyIncomeEditTooOld);
    const remove = await api.delete(`/api/rest/v1/daily_income?eq=id.${record.id}`);
    expect(remove.statusCode).toBe(403);
    expect(remove.json().message).toBe(MSG.dailyIncomeDeleteTooOld);
  });

  it("deleting an unknown id answers 404 'Record not found', as does a record of another store", async () => {
    const admin = await asAdmin(t);
    const unknown = await admin.delete(`/api/rest/v1/daily_income?eq=id.${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.recordNotFound);
    const foreign = await makeDailyIncome(t, { storeId: (await demoStores(t)).foreign });
    const outside = await client(t.app, manager.token).delete(
      `/api/rest/v1/daily_income?eq=id.${foreign.id}`,
    );
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message).toBe(MSG.recordNotFound);
    expect((await admin.get(`/api/rest/v1/daily_income/${foreign.id}`)).statusCode).toBe(200);
  });
});
