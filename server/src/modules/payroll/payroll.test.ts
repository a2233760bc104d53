import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { makeWage, makeWithdrawal } from "./payroll.factory.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("payroll", () => {
  it("a new current wage retires the employee's other current wages", async () => {
    const first = await makeWage(t, { hourly_rate: 15 });
    const second = await makeWage(t, { employee_id: first.employee_id, hourly_rate: 16 });
    const current = await t.database.db
      .selectFrom("employee_wages")
      .select("id")
      .where("employee_id", "=", String(first.employee_id))
      .where("is_current", "=", 1)
      .execute();
    expect(current.map((row) => row.id)).toEqual([second.id]);
  });

  it("withdrawals take the employee's store and name", async () => {
    const withdrawal = await makeWithdrawal(t, { amount: 12.5 });
    const employee = await t.database.db
      .selectFrom("staff")
      .select(["name", "store_id"])
      .where("id", "=", String(withdrawal.employee_id))
      .executeTakeFirstOrThrow();
    expect(withdrawal).toMatchObject({
      amount: 12.5,
      store_id: employee.store_id,
      employee_name: employee.name,
    });
  });
});
