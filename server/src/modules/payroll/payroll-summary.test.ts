import { MSG } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { asAdmin, createAsAdmin, demoStores } from "../../../test/demo-stores.ts";
import { describeLadder } from "../../../test/ladder.ts";
import { type TestApp, useTestApp } from "../../../test/test-app.ts";
import { dateInZone } from "../../db/store-time.ts";

const t = useTestApp();

/** A new staff record with no wages, entries or withdrawals. */
async function freshEmployee(storeId?: string) {
  const stores = await demoStores(t);
  return createAsAdmin(
    t,
    "staff",
    { name: `Pay ${Math.random().toString(36).slice(2, 8)}` },
    storeId ?? stores.foreign,
  );
}

async function post(table: string, body: Record<string, unknown>) {
  const response = await (await asAdmin(t)).post(`/api/rest/v1/${table}`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const summaryOf = async (id: string, from: string, to: string) => {
  const response = await (await asAdmin(t)).get(`/api/payroll/${id}/summary?from=${from}&to=${to}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describeLadder("/api/payroll/{staff_id}/summary", () => t, {
  method: "GET",
  url: async (app) => `/api/payroll/${(await freshEmployeeOf(app)).id}/summary`,
  forbidden: { as: "store_manager" },
  outOfScope: { as: "admin", url: "/api/payroll/no-such-employee/summary", message: MSG.employeeNotFound },
  badRequest: {
    as: "admin",
    url: async (app) =>
      `/api/payroll/${(await freshEmployeeOf(app)).id}/summary?from=2026-02-01&to=2026-01-01`,
  },
  success: {
    as: "admin",
    check: (response) => {
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(
        [
          "employee",
          "from",
          "to",
          "hours",
          "entry_count",
          "wages_earned",
          "withdrawals",
          "withdrawal_count",
          "previous_balance",
          "current_balance",
          "hours_this_week",
          "hours_this_month",
          "current_wage",
          "recent_entries",
        ].sort(),
      );
      // Default period: this calendar month.
      expect(body.from).toBe(`${t.today.slice(0, 7)}-01`);
      expect(body.current_wage).toBeNull();
    },
  },
});

let cached: Promise<{ id: string }> | undefined;
const freshEmployeeOf = (_app: TestApp) => {
  cached ??= freshEmployee();
  return cached;
};

describe("payroll summary figures", () => {
  it("a wage change mid-period splits the earnings by date; previous balance carries every earlier period", async () => {
    const employee = await freshEmployee();
    const wages = [
      { effective_from: "2025-03-01", hourly_rate: 20 },
      { effective_from: "2025-03-16", hourly_rate: 25 },
    ];
    for (const wage of wages) {
      await post("employee_wages", { employee_id: employee.id, payment_type: "hourly", ...wage });
    }
    const entries = [
      { work_date: "2025-02-20", clock_in_time: "09:00", clock_out_time: "13:00" }, // no wage yet: 0
      { work_date: "2025-03-10", clock_in_time: "09:00", clock_out_time: "17:00" },
      { work_date: "2025-03-20", clock_in_time: "09:00", clock_out_time: "17:00" },
      { work_date: "2025-04-02", clock_in_time: "22:00", clock_out_time: "06:30" }, // overnight
      { work_date: "2025-04-15", clock_in_time: "10:00", clock_out_time: "12:15" },
    ];
    for (const entry of entries) await post("employee_time_entries", { employee_id: employee.id, ...entry });
    const withdrawals = [
      { withdrawal_date: "2025-03-25", amount: 100 },
      { withdrawal_date: "2025-04-10", amount: 50.25 },
    ];
    for (const withdrawal of withdrawals) {
      await post("employee_withdrawals", { employee_id: employee.id, payment_method: "cash", ...withdrawal });
    }

    // Sums worked out here, independently of the server.
    const hoursOf = (entry: (typeof entries)[number]) => {
      const [inH, inM] = entry.clock_in_time.split(":").map(Number);
      const [outH, outM] = entry.clock_out_time.split(":").map(Number);
      let minutes = (outH ?? 0) * 60 + (outM ?? 0) - ((inH ?? 0) * 60 + (inM ?? 0));
      if (minutes < 0) minutes += 24 * 60;
      return minutes / 60;
    };
    const rateOn = (date: string) =>
      wages
        .filter((wage) => wage.effective_from <= date)
        .sort((a, b) => b.effective_from.localeCompare(a.effective_from))[0]?.hourly_rate ?? 0;
    const earned = (from: string, to: string) =>
      entries
        .filter((entry) => entry.work_date >= from && entry.work_date <= to)
        .reduce((sum, entry) => sum + hoursOf(entry) * rateOn(entry.work_date), 0);
    const withdrawn = (from: string, to: string) =>
      withdrawals
        .filter((row) => row.withdrawal_date >= from && row.withdrawal_date <= to)
        .reduce((sum, row) => sum + row.amount, 0);

    const march = await summaryOf(employee.id, "2025-03-01", "2025-03-31");
    expect(march).toMatchObject({
      hours: 16,
      entry_count: 2,
      wages_earned: 8 * 20 + 8 * 25,
      withdrawals: 100,
      withdrawal_count: 1,
      previous_balance: 0,
      current_balance: 260,
    });
    const april = await summaryOf(employee.id, "2025-04-01", "2025-04-30");
    const previous = earned("2000-01-01", "2025-03-31") - withdrawn("2000-01-01", "2025-03-31");
    expect(april.previous_balance).toBeCloseTo(previous, 2);
    expect(april).toMatchObject({
      hours: 10.75,
      entry_count: 2,
      wages_earned: earned("2025-04-01", "2025-04-30"),
      withdrawals: 50.25,
      withdrawal_count: 1,
      previous_balance: 260,
    });
    expect(april.current_balance).toBeCloseTo(previous + earned("2025-04-01", "2025-04-30") - 50.25, 2);
    expect(april.recent_entries.map((entry: { work_date: string }) => entry.work_date)).toEqual([
      "2025-04-15",
      "2025-04-02",
    ]);
    expect(april.recent_entries[1]).toMatchObject({ total_hours: 8.5, clock_out_time: "06:30" });
    expect(april.current_wage).toMatchObject({
      payment_type: "hourly",
      hourly_rate: 25,
      effective_from: "2025-03-16",
    });
  });

  it("a long history is read by month (a wage change inside a month, by day) and carries the same balance", async () => {
    const employee = await freshEmployee();
    const wages = [
      { effective_from: "2023-01-01", hourly_rate: 18 },
      { effective_from: "2023-07-19", hourly_rate: 21.5 },
      { effective_from: "2024-02-01", hourly_rate: 23 },
    ];
    for (const wage of wages) {
      await post("employee_wages", { employee_id: employee.id, payment_type: "hourly", ...wage });
    }
    // An entry on the 10th and the 25th of every month of 2023 and 2024: July 2023 (a change on the
    // 19th) must be read day by day; the other months may be read by their totals.
    const entries: { work_date: string; clock_in_time: string; clock_out_time: string }[] = [];
    for (const year of [2023, 2024])
      for (let month = 1; month <= 12; month++)
        for (const [day, out] of [
          ["10", "15:15"],
          ["25", "17:30"],
        ] as const)
          entries.push({
            work_date: `${year}-${String(month).padStart(2, "0")}-${day}`,
            clock_in_time: "09:00",
            clock_out_time: out,
          });
    for (const entry of entries) await post("employee_time_entries", { employee_id: employee.id, ...entry });
    await post("employee_withdrawals", {
      employee_id: employee.id,
      payment_method: "cash",
      withdrawal_date: "2024-03-03",
      amount: 400,
    });
    const rateOn = (date: string) =>
      wages.filter((wage) => wage.effective_from <= date).at(-1)?.hourly_rate ?? 0;
    // Hours × rate summed over the entries before a day, rounded to the cent once (as the server).
    const earnedBefore = (day: string) => {
      const dollars = entries
        .filter((entry) => entry.work_date < day)
        .reduce((sum, entry) => {
          const hours = entry.clock_out_time === "15:15" ? 6.25 : 8.5;
          return sum + hours * rateOn(entry.work_date);
        }, 0);
      return Math.round(dollars * 100) / 100;
    };
    const december = await summaryOf(employee.id, "2024-12-01", "2024-12-31");
    expect(december.previous_balance).toBeCloseTo(earnedBefore("2024-12-01") - 400, 2);
    expect(december).toMatchObject({ hours: 14.75, entry_count: 2, wages_earned: 14.75 * 23 });
    // The same balance a period that starts inside the changed month carries.
    const july = await summaryOf(employee.id, "2023-07-20", "2023-08-31");
    expect(july.previous_balance).toBeCloseTo(earnedBefore("2023-07-20"), 2);
    expect(july.wages_earned).toBeCloseTo(8.5 * 21.5 + 6.25 * 21.5 + 8.5 * 21.5, 2);
  });

  it("a monthly salary counts pro rata by calendar days from its effective date", async () => {
    const employee = await freshEmployee();
    await post("employee_wages", {
      employee_id: employee.id,
      payment_type: "monthly",
      monthly_salary: 3100,
      effective_from: "2025-03-17",
    });
    const march = await summaryOf(employee.id, "2025-03-01", "2025-03-31");
    expect(march.wages_earned).toBe(1500); // 15 of 31 days
    const april = await summaryOf(employee.id, "2025-04-01", "2025-04-30");
    expect(april).toMatchObject({ previous_balance: 1500, wages_earned: 3100, current_balance: 4600 });
  });

  it("hours this week and this month count today's entries in the store's time zone, whatever the period", async () => {
    const employee = await freshEmployee();
    const store = await t.database.db
      .selectFrom("stores")
      .select("timezone")
      .where("id", "=", String(employee.store_id))
      .executeTakeFirstOrThrow();
    const today = dateInZone(new Date(), store.timezone ?? "UTC");
    await post("employee_time_entries", {
      employee_id: employee.id,
      work_date: today,
      clock_in_time: "08:00",
      clock_out_time: "10:30",
    });
    const summary = await summaryOf(employee.id, "2020-01-01", "2020-01-31");
    expect(summary).toMatchObject({ hours: 0, entry_count: 0, hours_this_week: 2.5, hours_this_month: 2.5 });
  });
});

describe("wage changes", () => {
  it("two simultaneous wage changes of one employee on different dates leave exactly one current wage", async () => {
    const employee = await freshEmployee();
    const api = await asAdmin(t);
    const answers = await Promise.all(
      ["2025-05-01", "2025-06-01", "2025-07-01", "2025-08-01"].map((date, index) =>
        api.post("/api/rest/v1/employee_wages", {
          employee_id: employee.id,
          payment_type: "hourly",
          hourly_rate: 20 + index,
          effective_from: date,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    const current = await t.database.db
      .selectFrom("employee_wages")
      .select("id")
      .where("employee_id", "=", employee.id)
      .where("is_current", "=", 1)
      .execute();
    expect(current).toHaveLength(1);
  });

  it("a withdrawal or wage without an employee: 400 with the spec's message", async () => {
    const api = await asAdmin(t);
    const withdrawal = await api.post("/api/rest/v1/employee_withdrawals", {
      withdrawal_date: t.today,
      amount: 10,
      payment_method: "cash",
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(400);
    expect(withdrawal.body).toContain(MSG.selectEmployee);
    const wage = await api.post("/api/rest/v1/employee_wages", {
      employee_id: "",
      payment_type: "hourly",
      hourly_rate: 10,
      effective_from: t.today,
    });
    expect(wage.statusCode, wage.body).toBe(400);
    expect(wage.body).toContain(MSG.selectEmployee);
  });
});
