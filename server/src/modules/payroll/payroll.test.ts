import { MSG } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { asAdmin } from "../../../test/demo-stores.ts";
import { useTestApp } from "../../../test/test-app.ts";
import { newId, nowIso } from "../../ids.ts";
import { makeWage, makeWithdrawal } from "./payroll.factory.ts";

const t = useTestApp();

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

/** Two different stores' first employees. */
async function twoStores() {
  const stores = await t.database.db.selectFrom("stores").select("id").orderBy("code").limit(2).execute();
  const [a, b] = stores.map((store) => String(store.id));
  const employee = await t.database.db
    .selectFrom("staff")
    .select("id")
    .where("store_id", "=", String(a))
    .executeTakeFirstOrThrow();
  return { storeA: String(a), storeB: String(b), employeeOfA: String(employee.id) };
}

/** The stored wages of an employee and effective date (rates in cents). */
const wagesOn = (employeeId: unknown, date: string) =>
  t.database.db
    .selectFrom("employee_wages")
    .select(["hourly_rate", "is_current"])
    .where("employee_id", "=", String(employeeId))
    .where("effective_from", "=", date)
    .execute();

const auditOf = async (id: unknown) =>
  (
    await (
      await asAdmin(t)
    ).get(`/api/rest/v1/audit_logs?eq=target_id.${id}&order=created_at.asc&select=action,description,changes`)
  ).json();

describe("payroll rows belong to an employee of their store", () => {
  it("a wage or withdrawal for an employee of another store: 400, and no row", async () => {
    const { storeA, storeB, employeeOfA } = await twoStores();
    const api = await asAdmin(t);
    const wage = await api.post("/api/rest/v1/employee_wages", {
      employee_id: employeeOfA,
      store_id: storeB,
      payment_type: "hourly",
      hourly_rate: 20,
      effective_from: "2020-01-01",
    });
    expect(wage.statusCode, wage.body).toBe(400);
    expect(wage.json()).toMatchObject({ code: "bad_request", message: MSG.employeeNotInStore });
    const withdrawal = await api.post("/api/rest/v1/employee_withdrawals", {
      employee_id: employeeOfA,
      store_id: storeB,
      withdrawal_date: t.today,
      amount: 10,
      payment_method: "cash",
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(400);
    const rows = await t.database.db
      .selectFrom("employee_wages")
      .select("id")
      .where("employee_id", "=", employeeOfA)
      .where("store_id", "=", storeB)
      .execute();
    expect(rows).toEqual([]);
    expect(storeA).not.toBe(storeB);
  });

  it("a wage or withdrawal cannot be moved to another employee or store by PATCH: 400", async () => {
    const { storeB } = await twoStores();
    const api = await asAdmin(t);
    const other = await t.database.db
      .selectFrom("staff")
      .select("id")
      .where("store_id", "=", storeB)
      .executeTakeFirstOrThrow();
    const wage = await makeWage(t, { effective_from: "2021-02-03" });
    const withdrawal = await makeWithdrawal(t);
    for (const [table, row] of [
      ["employee_wages", wage],
      ["employee_withdrawals", withdrawal],
    ] as const) {
      for (const patch of [{ employee_id: other.id }, { store_id: storeB }]) {
        const moved = await api.patch(`/api/rest/v1/${table}?eq=id.${row.id}`, patch);
        expect(moved.statusCode, moved.body).toBe(400);
        expect(moved.json().message).toBe(MSG.employeeRecordFixed);
      }
    }
  });
});

describe("wage history", () => {
  it("closing the previous current wage writes its own UPDATE audit entry", async () => {
    const first = await makeWage(t, { hourly_rate: 15, effective_from: "2022-01-01" });
    await makeWage(t, { employee_id: first.employee_id, hourly_rate: 16, effective_from: "2022-06-01" });
    const entries = await auditOf(first.id);
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual(["CREATE", "UPDATE"]);
    expect(entries[1].changes).toEqual({ is_current: { before: true, after: false } });
  });

  it("a wage submitted twice for the same employee and date replaces the first: one row", async () => {
    const first = await makeWage(t, { hourly_rate: 17, effective_from: "2023-03-01" });
    const second = await makeWage(t, {
      employee_id: first.employee_id,
      hourly_rate: 19,
      effective_from: "2023-03-01",
    });
    expect(second.id).toBe(first.id);
    expect(second.hourly_rate).toBe(19);
    expect(await wagesOn(first.employee_id, "2023-03-01")).toEqual([{ hourly_rate: 1900, is_current: 1 }]);
  });

  it("two simultaneous identical wage POSTs: exactly one row, each answer 201 or a clear 409", async () => {
    const api = await asAdmin(t);
    const { employeeOfA } = await twoStores();
    const body = {
      employee_id: employeeOfA,
      payment_type: "hourly",
      hourly_rate: 21,
      effective_from: "2024-04-04",
    };
    const answers = await Promise.all([
      api.post("/api/rest/v1/employee_wages", body),
      api.post("/api/rest/v1/employee_wages", body),
    ]);
    for (const answer of answers) {
      expect([201, 409], answer.body).toContain(answer.statusCode);
      if (answer.statusCode === 409)
        expect(answer.json()).toMatchObject({ code: "conflict", message: MSG.wageSavedTwice });
    }
    expect(answers.some((answer) => answer.statusCode === 201)).toBe(true);
    expect(await wagesOn(employeeOfA, "2024-04-04")).toHaveLength(1);
  });

  it("a wage saved while another transaction stores the same employee and date waits for it, then replaces it: one row (PostgreSQL)", async (ctx) => {
    // SQLite runs one transaction at a time, so the race cannot happen there.
    if (t.engine !== "postgres") ctx.skip();
    const api = await asAdmin(t);
    const { storeA, employeeOfA } = await twoStores();
    const date = "2024-05-05";
    let posting: ReturnType<typeof api.post> | undefined;
    await t.database.db.transaction().execute(async (trx) => {
      const now = nowIso();
      await trx
        .insertInto("employee_wages")
        .values({
          id: newId(),
          created_at: now,
          updated_at: now,
          employee_id: employeeOfA,
          store_id: storeA,
          payment_type: "hourly",
          hourly_rate: 2000,
          effective_from: date,
          is_current: 0,
        })
        .execute();
      // The API does not see this row yet; it waits on the employee's row (held by this insert's
      // foreign key) until we commit, then finds the wage of that date and replaces it.
      posting = api.post("/api/rest/v1/employee_wages", {
        employee_id: employeeOfA,
        payment_type: "hourly",
        hourly_rate: 22,
        effective_from: date,
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    const answer = await posting;
    expect(answer?.statusCode, answer?.body).toBe(201);
    expect(await wagesOn(employeeOfA, date)).toEqual([{ hourly_rate: 2200, is_current: 1 }]);
  });
});
