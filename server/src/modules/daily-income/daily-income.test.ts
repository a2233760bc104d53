import { MSG } from "@storeops/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, createTestApp, type SignedIn, signIn, type TestApp } from "../../../test/test-app.ts";
import { makeDailyIncome } from "./daily-income.factory.ts";

let t: TestApp;
let manager: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  manager = await signIn(t.app, "store_manager");
});
afterAll(() => t.close());

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
      await api.post("/api/rest/v1/daily_income", { store_id: storeId, date: t.today, income_cash: 5 })
    ).json();
    expect(record.allowed_actions).toEqual(["edit", "delete"]);
    await t.database.db
      .updateTable("daily_income")
      .set({ created_at: new Date(Date.now() - 25 * 3600_000).toISOString() })
      .where("id", "=", record.id)
      .execute();
    expect((await api.get(`/api/rest/v1/daily_income/${record.id}`)).json().allowed_actions).toEqual([]);
    const refused = await api.patch(`/api/rest/v1/daily_income?eq=id.${record.id}`, { notes: "late" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG.dailyIncomeEditTooOld);
  });
});
