import ExcelJS from "exceljs";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoStores } from "../../../test/demo-stores.ts";
import { describeLadder } from "../../../test/ladder.ts";
import { client, createTestApp, signIn, type TestApp } from "../../../test/test-app.ts";
import { makePurchase } from "../purchases/purchases.factory.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = async (account: Parameters<typeof signIn>[1]) =>
  client(t.app, (await signIn(t.app, account)).token);
const today = () => new Date().toISOString().slice(0, 10);
const LIST = "select=invoice_no,store_name,vendor,amount,purchase_date,status&order=purchase_date.desc";

/** The EXPORT entry is written once the last row is out; give it a moment after the response. */
async function exportEntries(table: string) {
  for (let i = 0; i < 50; i++) {
    const rows = await t.database.db
      .selectFrom("audit_logs")
      .selectAll()
      .where("action", "=", "EXPORT")
      .where("target_table", "=", table)
      .execute();
    if (rows.length > 0) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return [];
}

describeLadder("/api/export/{table}.{format}", () => t, {
  method: "GET",
  url: `/api/export/purchases.csv?${LIST}`,
  forbidden: { as: "ceo", url: "/api/export/employee_wages.csv" },
  outOfScope: null,
  badRequest: { as: "accounting", url: "/api/export/purchases.docx" },
  success: {
    as: "accounting",
    check: (response) => {
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(response.headers["content-disposition"]).toBe(`attachment; filename="purchases-${today()}.csv"`);
    },
  },
});

describe("list exports", () => {
  it("CSV holds exactly the rows the caller's list counts, with a BOM, headings and the UI's formats", async () => {
    const manager = await as("store_manager");
    const filters = "in=status.approved,paid&gte=amount.100";
    const list = await manager.get(`/api/rest/v1/purchases?${LIST}&${filters}&limit=1&count=exact`);
    const total = Number(list.headers["x-total-count"]);
    expect(total).toBeGreaterThan(1);
    const response = await manager.get(`/api/export/purchases.csv?${LIST}&${filters}&limit=1&offset=5`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body.startsWith("\uFEFF")).toBe(true);
    expect(response.body).toContain("\r\n");
    const parsed = Papa.parse<string[]>(response.body.slice(1).trim(), { newline: "\r\n" });
    expect(parsed.data[0]).toEqual(["Invoice #", "Store", "Vendor", "Amount", "Purchase Date", "Status"]);
    expect(parsed.data.length - 1).toBe(total);
    const first = parsed.data[1] ?? [];
    expect(first[3]).toMatch(/^\$[\d,]+\.\d{2}$/);
    // The application's default date format, MM/DD/YYYY (the caller chose none).
    expect(first[4]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(["Approved", "Paid"]).toContain(first[5]);
    // Only the manager's stores: every store named is one the manager's list shows.
    const names = new Set(
      (await manager.get("/api/rest/v1/stores?select=name")).json().map((s: { name: string }) => s.name),
    );
    for (const row of parsed.data.slice(1)) expect(names.has(row[1])).toBe(true);
  });

  it("a cell that starts like a formula is written as text, not run by the spreadsheet", async () => {
    const stores = await demoStores(t);
    await makePurchase(t, {
      storeId: stores.manager[0],
      vendor: '=HYPERLINK("http://x")',
      invoice_no: "FORMULA-1",
    });
    const response = await (await as("admin")).get(
      `/api/export/purchases.csv?${LIST}&eq=invoice_no.FORMULA-1`,
    );
    expect(response.body).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it("a formula after ;, |, a tab or a line break inside a cell is text too, and free-text cells are quoted", async () => {
    const stores = await demoStores(t);
    const cases = {
      "INJ-SEMI": ["Acme;=cmd|' /C calc'!A0", "Acme;'=cmd|' /C calc'!A0"],
      "INJ-PIPE": ["Acme|+1+2", "Acme|'+1+2"],
      "INJ-TAB": ["Acme\t@SUM(A1)", "Acme\t'@SUM(A1)"],
      "INJ-LINE": ["Acme\n -2+3", "Acme\n '-2+3"],
    };
    for (const [invoice, [notes]] of Object.entries(cases)) {
      await makePurchase(t, {
        storeId: stores.manager[0],
        vendor: "Plain Vendor",
        invoice_no: invoice,
        notes,
      });
    }
    const response = await (await as("admin")).get(
      "/api/export/purchases.csv?select=invoice_no,notes,amount&like=invoice_no.INJ-*&order=invoice_no.asc",
    );
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.body.slice(1).split("\r\n");
    expect(lines[0]).toBe("Invoice #,Notes,Amount");
    const parsed = Papa.parse<string[]>(response.body.slice(1).trim(), { newline: "\r\n" }).data.slice(1);
    expect(Object.fromEntries(parsed.map(([invoice, notes]) => [invoice, notes]))).toEqual(
      Object.fromEntries(Object.entries(cases).map(([invoice, [, written]]) => [invoice, written])),
    );
    // Every text cell is quoted, so no separator inside one can split it.
    for (const line of lines.slice(1).filter((line) => line.startsWith('"INJ-PIPE'))) {
      expect(line).toMatch(/^"INJ-PIPE","Acme\|'\+1\+2",\$[\d,.]+$/);
    }
  });

  it("XLSX writes text that starts like a formula as a text cell, never a formula", async () => {
    const stores = await demoStores(t);
    await makePurchase(t, { storeId: stores.manager[0], vendor: "=1+2", invoice_no: "XLSX-FORMULA" });
    const response = await (await as("admin")).get(
      `/api/export/purchases.xlsx?${LIST}&eq=invoice_no.XLSX-FORMULA`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const cell = workbook.worksheets[0]?.getRow(2).getCell(3);
    expect(cell?.type).toBe(ExcelJS.ValueType.String);
    expect(cell?.value).toBe("=1+2");
    expect(cell?.formula).toBeUndefined();
  });

  it("JSON holds the list's rows in the list's order, as the API presents them", async () => {
    const accounting = await as("accounting");
    const query = `${LIST}&eq=status.pending`;
    const list = (await accounting.get(`/api/rest/v1/purchases?${query}&limit=1000`)).json();
    const response = await accounting.get(`/api/export/purchases.json?${query}`);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    const rows = response.json();
    expect(rows.length).toBe(list.length);
    expect(rows[0]).toEqual({
      invoice_no: list[0].invoice_no,
      store_name: list[0].store_name,
      vendor: list[0].vendor,
      amount: list[0].amount,
      purchase_date: list[0].purchase_date,
      status: "pending",
    });
    expect(rows.map((row: { invoice_no: string }) => row.invoice_no)).toEqual(
      list.map((row: { invoice_no: string }) => row.invoice_no),
    );
  });

  it("vendor totals in an export are the caller's stores' only, as in the list", async () => {
    const manager = await as("store_manager");
    const query = "select=name,total_purchases,last_purchase&order=name.asc";
    const list = (await manager.get(`/api/rest/v1/vendors?${query}&limit=1000`)).json();
    const exported = (await manager.get(`/api/export/vendors.json?${query}`)).json();
    expect(exported).toEqual(list.map(({ allowed_actions: _, ...row }: Record<string, unknown>) => row));
  });

  it("XLSX opens as a workbook whose money cells are numbers and dates are dates", async () => {
    const response = await (await as("admin")).get(`/api/export/purchases.xlsx?${LIST}&eq=status.paid`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="purchases-${today()}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      "Invoice #",
      "Store",
      "Vendor",
      "Amount",
      "Purchase Date",
      "Status",
    ]);
    const row = sheet?.getRow(2);
    expect(typeof row?.getCell(4).value).toBe("number");
    expect(row?.getCell(4).numFmt).toContain("$");
    expect(row?.getCell(5).value).toBeInstanceOf(Date);
    expect(row?.getCell(6).value).toBe("Paid");
  });

  it("PDF is a paginated document with a page per ~35 rows", async () => {
    const response = await (await as("admin")).get(`/api/export/purchases.pdf?${LIST}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const total = Number(
      (await (await as("admin")).get("/api/rest/v1/purchases?limit=1&count=exact")).headers["x-total-count"],
    );
    const pages = response.rawPayload.toString("latin1").match(/\/Type \/Page\b/g)?.length ?? 0;
    expect(pages).toBeGreaterThan(total / 40);
  });

  it("writes one EXPORT audit entry naming the format and the row count", async () => {
    const response = await (await as("accounting")).get(`/api/export/daily_income.csv?eq=date.${today()}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="daily-income-${today()}.csv"`,
    );
    const entries = await exportEntries("daily_income");
    expect(entries).toHaveLength(1);
    expect(entries[0]?.description).toMatch(/^Exported \d+ daily income as CSV$/);
  });

  it("an unknown table answers 404 and a bad filter 400, in the error shape", async () => {
    const admin = await as("admin");
    const unknown = await admin.get("/api/export/secrets.csv");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "not_found" });
    const bad = await admin.get("/api/export/purchases.csv?eq=__proto__.x");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});
