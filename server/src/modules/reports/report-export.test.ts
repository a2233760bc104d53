import ExcelJS from "exceljs";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { demoStores } from "../../../test/demo-stores.ts";
import { describeLadder } from "../../../test/ladder.ts";
import { pageTexts } from "../../../test/pdf-text.ts";
import { client, signIn, useTestApp } from "../../../test/test-app.ts";
import { reportPdfPages } from "./report-pdf.ts";

const t = useTestApp();

const YEAR = "from=2025-01-01&to=2025-12-31";

describeLadder("/api/reports/financial/export", () => t, {
  method: "GET",
  url: `/api/reports/financial/export?format=json&${YEAR}`,
  forbidden: { as: "staff" },
  outOfScope: {
    as: "accounting",
    url: async (app) =>
      `/api/reports/financial/export?format=csv&store_id=${(await demoStores(app)).foreign}`,
  },
  badRequest: { as: "accounting", url: "/api/reports/financial/export?format=doc" },
  success: { as: "ceo" },
});

const withoutStamp = ({ id: _id, generated_at: _at, ...rest }: Record<string, unknown>) => rest;

describe("report exports", () => {
  it("CSV parses back to the report's totals; JSON equals the report; names as pinned", async () => {
    const accounting = await signIn(t.app, "accounting");
    const api = client(t.app, accounting.token);
    const store = (await demoStores(t)).accounting[0] as string;
    const code = (
      await t.database.db
        .selectFrom("stores")
        .select("code")
        .where("id", "=", store)
        .executeTakeFirstOrThrow()
    ).code;
    const query = `${YEAR}&store_id=${store}&type=monthly`;
    const report = (await api.get(`/api/reports/financial?${query}`)).json();

    const csv = await api.get(`/api/reports/financial/export?format=csv&${query}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers["content-disposition"]).toBe(
      `attachment; filename="monthly-report-${code}-2025-01-01-2025-12-31.csv"`,
    );
    const [top, bottom] = csv.body.replace(/^\uFEFF/, "").split("\r\n\r\n");
    const summary = Papa.parse<string[]>(String(top).trim()).data;
    expect(summary[0]).toEqual(["field", "value"]);
    const parsed = Object.fromEntries(summary.slice(1).map(([field, value]) => [field, Number(value)]));
    expect(parsed).toEqual(report.summary);
    const trend = Papa.parse<Record<string, string>>(String(bottom).trim(), { header: true }).data;
    expect(trend.length).toBe(report.trend.length);
    const incomeCents = trend.reduce((sum, row) => sum + Math.round(Number(row.income) * 100), 0);
    expect(incomeCents).toBe(Math.round(report.summary.total_income * 100));

    const json = await api.get(`/api/reports/financial/export?format=json&${query}`);
    expect(json.headers["content-disposition"]).toContain(
      `monthly-report-${code}-2025-01-01-2025-12-31.json`,
    );
    expect(withoutStamp(json.json())).toEqual(withoutStamp(report));

    const entries = await t.database.db
      .selectFrom("audit_logs")
      .select(["action", "target_table", "description"])
      .where("user_id", "=", accounting.user.id)
      .where("action", "=", "EXPORT")
      .execute();
    expect(entries.filter((entry) => entry.target_table === "reports")).toHaveLength(2);
    expect(entries.some((entry) => String(entry.description).includes("as CSV"))).toBe(true);
  });

  it("CSV quotes the store's name and neutralises a formula in it, at its start or after a separator", async () => {
    const api = client(t.app, (await signIn(t.app, "accounting")).token);
    const store = (await demoStores(t)).accounting[0] as string;
    const rename = (name: string) =>
      t.database.db.updateTable("stores").set({ name }).where("id", "=", store).execute();
    const { name } = await t.database.db
      .selectFrom("stores")
      .select("name")
      .where("id", "=", store)
      .executeTakeFirstOrThrow();
    await rename("=1+2;@SUM(A1)");
    const csv = await api.get(`/api/reports/financial/export?format=csv&${YEAR}&store_id=${store}`);
    await rename(name);
    expect(csv.statusCode, csv.body).toBe(200);
    const bottom = csv.body.split("\r\n\r\n")[1] ?? "";
    const [heading, ...rows] = bottom.trim().split("\r\n");
    expect(heading).toBe("date,store_id,store,income,purchases,expenses,net,transactions");
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatch(/^\d{4}-\d{2}-\d{2},[^,]+,"'=1\+2;'@SUM\(A1\)",/);
  });

  it("XLSX holds the summary and every trend row as numbers and dates, named as pinned", async () => {
    const api = client(t.app, (await signIn(t.app, "ceo")).token);
    const report = (await api.get(`/api/reports/financial?${YEAR}`)).json();
    const file = await api.get(`/api/reports/financial/export?format=xlsx&${YEAR}`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(file.headers["content-disposition"]).toContain(
      'filename="custom-report-all-2025-01-01-2025-12-31.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const summary = workbook.getWorksheet("Summary");
    const trend = workbook.getWorksheet("Trend");
    const value = (field: string) =>
      summary
        ?.getRows(2, summary.rowCount - 1)
        ?.find((row) => row.getCell(1).value === field)
        ?.getCell(2).value;
    expect(value("total_income")).toBe(report.summary.total_income);
    expect(value("transaction_count")).toBe(report.summary.transaction_count);
    expect(trend?.rowCount).toBe(report.trend.length + 1);
    const first = trend?.getRow(2);
    expect(first?.getCell(1).value).toEqual(new Date(`${report.trend[0].date}T00:00:00Z`));
    expect(first?.getCell(4).value).toBe(report.trend[0].income);
  });

  it("PDF is a paginated document: %PDF, one page per screenful of the trend", async () => {
    const admin = await signIn(t.app, "admin");
    const api = client(t.app, admin.token);
    const report = (await api.get(`/api/reports/financial?${YEAR}`)).json();
    expect(report.trend.length).toBeGreaterThan(200);
    const pdf = await api.get(`/api/reports/financial/export?format=pdf&${YEAR}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toContain(
      'filename="custom-report-all-2025-01-01-2025-12-31.pdf"',
    );
    const bytes = pdf.rawPayload;
    expect(bytes.subarray(0, 4).toString()).toBe("%PDF");
    const pages = bytes.toString("latin1").match(/\/Type \/Page\b/g)?.length ?? 0;
    expect(pages).toBe(reportPdfPages(report.trend.length));
    expect(pages).toBeGreaterThan(4);
    // Each page numbers itself against the whole, written as the page is finished.
    const footers = pageTexts(bytes).map((text) => /Page \d+ of \d+/.exec(text)?.[0]);
    expect(footers).toEqual(Array.from({ length: pages }, (_, index) => `Page ${index + 1} of ${pages}`));
  });
});
