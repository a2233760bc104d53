import { describe, expect, it } from "vitest";
import { asAdmin, createAsAdmin, demoStores } from "../../../test/demo-stores.ts";
import { describeLadder } from "../../../test/ladder.ts";
import { useTestApp } from "../../../test/test-app.ts";

const t = useTestApp();

const storeCodeOf = async (id: string) =>
  (await t.database.db.selectFrom("stores").select("code").where("id", "=", id).executeTakeFirstOrThrow())
    .code;

describeLadder("/api/payroll/export.csv", () => t, {
  method: "GET",
  url: "/api/payroll/export.csv?from=2025-01-01&to=2025-01-31",
  forbidden: { as: "accounting" },
  outOfScope: { as: "admin", url: "/api/payroll/export.csv?store_id=no-such-store" },
  badRequest: { as: "admin", url: "/api/payroll/export.xlsx" },
  success: {
    as: "admin",
    check: (response) => {
      expect(response.headers["content-disposition"]).toBe(
        'attachment; filename="payroll-all-2025-01-01-2025-01-31.csv"',
      );
      expect(response.body.split("\r\n")[0]).toBe(
        "\uFEFFEmployee,Store,Salary Type,Hours,Rate,Wages Earned,Withdrawals,Current Balance",
      );
    },
  },
});

describe("payroll export", () => {
  it("one line per staff record of the store with its figures, one EXPORT entry, CSV and PDF", async () => {
    const stores = await demoStores(t);
    const storeId = stores.foreign;
    const api = await asAdmin(t);
    const employee = await createAsAdmin(t, "staff", { name: "Zed Exported" }, storeId);
    for (const [table, body] of [
      ["employee_wages", { payment_type: "hourly", hourly_rate: 18, effective_from: "2025-01-01" }],
      ["employee_time_entries", { work_date: "2025-01-05", clock_in_time: "22:00", clock_out_time: "06:30" }],
      ["employee_withdrawals", { withdrawal_date: "2025-01-20", amount: 40, payment_method: "cash" }],
    ] as const) {
      const created = await api.post(`/api/rest/v1/${table}`, { employee_id: employee.id, ...body });
      expect(created.statusCode, created.body).toBe(201);
    }
    const code = await storeCodeOf(storeId);
    const csv = await api.get(`/api/payroll/export.csv?from=2025-01-01&to=2025-01-31&store_id=${storeId}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers["content-disposition"]).toBe(
      `attachment; filename="payroll-${code}-2025-01-01-2025-01-31.csv"`,
    );
    const lines = csv.body.trim().split("\r\n");
    const staffCount = await t.database.db
      .selectFrom("staff")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("store_id", "=", storeId)
      .where("status", "=", "active")
      .executeTakeFirstOrThrow();
    expect(lines.length - 1).toBeGreaterThanOrEqual(Number(staffCount.n));
    const line = lines.find((row) => row.startsWith('"Zed Exported",'));
    // 8.5 h × $18 = $153.00 earned, $40.00 withdrawn, balance $113.00.
    // Names are quoted (they cannot split into cells or run as a formula); figures are bare.
    expect(line).toMatch(/^"Zed Exported","[^"]+",Hourly,8\.50,\$18\.00,\$153\.00,\$40\.00,\$113\.00$/);
    // Hours read with two decimals, also for whole hours (0.00 for staff without entries).
    for (const row of lines.slice(1)) expect(row).toMatch(/,(Hourly|Monthly)?,\d+\.\d{2},/);

    const pdf = await api.get(`/api/payroll/export.pdf?from=2025-01-01&to=2025-01-31&store_id=${storeId}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const audit = (
      await api.get(
        "/api/rest/v1/audit_logs?eq=action.EXPORT&eq1=target_table.payroll&select=description,changes",
      )
    ).json();
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(audit.map((entry: { description: string }) => entry.description)).toContain(
      `Exported ${lines.length - 1} payroll lines as CSV`,
    );
  });
});
