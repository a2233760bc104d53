import { hourlyEarnings, type WageInput, wagesEarnedCents } from "@storeops/domain";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { asAdmin, createAsAdmin, demoStores } from "../../../test/demo-stores.ts";
import { useTestApp } from "../../../test/test-app.ts";
import { rebuildLabourMonths } from "../../db/migrations/008_labour_months.ts";
import { makeMonthlyEmployee } from "../payroll/payroll.factory.ts";
import { hourlyLabourByStore, hourlyLabourFromEntries, labourByStore } from "./labour.ts";

const t = useTestApp();

describe("labour cost in SQL", () => {
  it("equals the domain's wages earned over the same rows, across a mid-month wage change", async () => {
    const store = (await demoStores(t)).manager[0] as string;
    const period = { from: "2018-06-01", to: "2018-06-30" };
    const employee = await createAsAdmin(t, "staff", { salary_type: "hourly" }, store);
    for (const [rate, from] of [
      [15.25, "2018-05-20"],
      [17.4, "2018-06-13"],
    ] as const)
      await createAsAdmin(t, "employee_wages", {
        employee_id: employee.id,
        hourly_rate: rate,
        effective_from: from,
      });
    const shifts = [
      ["2018-06-01", "08:00", "15:45"],
      ["2018-06-12", "09:10", "17:05"],
      ["2018-06-13", "22:00", "06:30"],
      ["2018-06-29", "10:00", "12:20"],
    ];
    for (const [date, start, end] of shifts)
      await createAsAdmin(
        t,
        "employee_time_entries",
        { employee_id: employee.id, work_date: date, clock_in_time: start, clock_out_time: end },
        store,
      );
    const db = t.database.db;
    const wages = await db
      .selectFrom("employee_wages")
      .selectAll()
      .where("employee_id", "=", employee.id)
      .execute();
    const entries = await db
      .selectFrom("employee_time_entries")
      .select(["work_date", "total_hours"])
      .where("employee_id", "=", employee.id)
      .execute();
    const input: WageInput[] = wages.map((wage) => ({
      paymentType: wage.payment_type,
      hourlyRateCents: wage.hourly_rate,
      monthlySalaryCents: wage.monthly_salary,
      effectiveFrom: wage.effective_from,
    }));
    const dated = entries.map((entry) => ({ workDate: entry.work_date, hours: Number(entry.total_hours) }));
    expect(dated).toHaveLength(4);
    const expected = wagesEarnedCents(input, dated, period);
    expect(expected).toBeGreaterThan(0);

    const sql = await hourlyLabourByStore(db, [store], period);
    expect(Math.round(sql.get(store) ?? 0)).toBe(expected);
    expect(sql.get(store) ?? 0).toBeCloseTo(hourlyEarnings(input, dated), 6);
    const all = await labourByStore(db, "all", period);
    expect(Math.round(all.get(store) ?? 0)).toBe(expected);
  });

  it("counts a monthly salary pro rata in the wage's store", async () => {
    const store = (await demoStores(t)).manager[1] as string;
    const employee = await makeMonthlyEmployee(t, store, {
      monthly_salary: 3000,
      effective_from: "2017-02-15",
    });
    await createAsAdmin(t, "employee_wages", {
      employee_id: employee.id,
      payment_type: "hourly",
      hourly_rate: 20,
      effective_from: "2017-03-11",
    });
    // February: 14 of 28 days; March: 10 of 31 days, then hourly without entries.
    const labour = await labourByStore(t.database.db, [store], { from: "2017-02-01", to: "2017-03-31" });
    expect(Math.round(labour.get(store) ?? 0)).toBe(Math.round(300_000 * (14 / 28) + 300_000 * (10 / 31)));
  });
});

describe("hours by store, employee and month (migration 008)", () => {
  it("reads whole months from the month totals and equals the entries across partial months and a wage change", async () => {
    const store = (await demoStores(t)).manager[0] as string;
    const db = t.database.db;
    const employee = await createAsAdmin(t, "staff", { salary_type: "hourly" }, store);
    const other = await createAsAdmin(t, "staff", { salary_type: "hourly" }, store);
    for (const [who, rate, from] of [
      [employee.id, 14, "2016-01-01"],
      [employee.id, 16.5, "2016-03-18"],
      [other.id, 20, "2016-01-01"],
      [other.id, 22, "2016-04-01"],
    ] as const)
      await createAsAdmin(t, "employee_wages", { employee_id: who, hourly_rate: rate, effective_from: from });
    const days = [
      "2016-02-10",
      "2016-02-27",
      "2016-03-02",
      "2016-03-17",
      "2016-03-18",
      "2016-03-31",
      "2016-04-01",
      "2016-04-20",
      "2016-05-03",
    ];
    for (const [index, date] of days.entries())
      for (const who of [employee.id, other.id])
        await createAsAdmin(
          t,
          "employee_time_entries",
          { employee_id: who, work_date: date, clock_in_time: "08:00", clock_out_time: `1${index % 8}:15` },
          store,
        );
    // An entry moved and one deleted: the month totals follow.
    const moved = await createAsAdmin(
      t,
      "employee_time_entries",
      { employee_id: employee.id, work_date: "2016-03-05", clock_in_time: "09:00", clock_out_time: "12:00" },
      store,
    );
    const api = await asAdmin(t);
    expect(
      (await api.patch(`/api/rest/v1/employee_time_entries?eq=id.${moved.id}`, { work_date: "2016-04-05" }))
        .statusCode,
    ).toBe(200);
    const gone = await createAsAdmin(
      t,
      "employee_time_entries",
      { employee_id: other.id, work_date: "2016-03-06", clock_in_time: "09:00", clock_out_time: "12:00" },
      store,
    );
    expect((await api.delete(`/api/rest/v1/employee_time_entries?eq=id.${gone.id}`)).statusCode).toBe(200);

    const months = await sql<{
      month: string;
      hours: number;
    }>`select month, hours from labour_employee_month_totals
      where employee_id = ${employee.id} order by month`.execute(db);
    const entries = await db
      .selectFrom("employee_time_entries")
      .select(["work_date", "total_hours"])
      .where("employee_id", "=", employee.id)
      .execute();
    const byMonth = new Map<string, number>();
    for (const entry of entries)
      byMonth.set(
        entry.work_date.slice(0, 7),
        (byMonth.get(entry.work_date.slice(0, 7)) ?? 0) + Number(entry.total_hours),
      );
    expect(months.rows.map((row) => [row.month, Number(row.hours)])).toEqual(
      [...byMonth].map(([month, hours]) => [month, expect.closeTo(hours, 9)]),
    );

    for (const period of [
      { from: "2016-02-15", to: "2016-05-10" },
      { from: "2016-03-01", to: "2016-04-30" },
      { from: "2016-03-18", to: "2016-03-31" },
      { from: "2016-01-01", to: "2016-12-31" },
      // Ending mid-month: read from the month's totals when nothing later in the month exists
      // (April to the 25th, May to the 10th), from the entries when something does.
      { from: "2016-04-01", to: "2016-04-25" },
      { from: "2016-04-01", to: "2016-04-10" },
      { from: "2016-03-01", to: "2016-03-20" },
      { from: "2016-05-01", to: "2016-05-10" },
    ]) {
      const fast = await hourlyLabourByStore(db, [store], period);
      const plain = await hourlyLabourFromEntries(db, [store], period);
      expect(fast.get(store) ?? 0, JSON.stringify(period)).toBeCloseTo(plain.get(store) ?? 0, 6);
    }
    expect(
      (await hourlyLabourByStore(db, [store], { from: "2016-01-01", to: "2016-12-31" })).get(store),
    ).toBeGreaterThan(0);
  });

  it("rebuilds to what the triggers keep", async () => {
    const db = t.database.db;
    const read = async () =>
      (
        await sql<{ store_id: string; employee_id: string; month: string; entries: number; hours: number }>`
          select store_id, employee_id, month, entries, hours from labour_employee_month_totals
          order by store_id, employee_id, month`.execute(db)
      ).rows.map((row) => ({
        ...row,
        entries: Number(row.entries),
        hours: Math.round(Number(row.hours) * 1e6),
      }));
    const kept = await read();
    await rebuildLabourMonths(db);
    expect(await read()).toEqual(kept);
    expect(kept.length).toBeGreaterThan(0);
  });
});
