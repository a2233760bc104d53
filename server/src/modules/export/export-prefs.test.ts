import ExcelJS from "exceljs";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoStores } from "../../../test/demo-stores.ts";
import { globalSearch } from "../../../test/global-search.ts";
import { pageTexts } from "../../../test/pdf-text.ts";
import { client, createTestApp, signIn, type TestApp } from "../../../test/test-app.ts";
import { makePurchase } from "../purchases/purchases.factory.ts";
import { APP_KEY, readAppSettings, writeSetting } from "../settings/settings-store.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = async (account: Parameters<typeof signIn>[1]) =>
  client(t.app, (await signIn(t.app, account)).token);
const LIST = "select=invoice_no,amount,purchase_date,created_at&order=purchase_date.desc";

/** "05/03/2025 14:35" on Los Angeles' clock, written independently of the code under test. */
function losAngeles(instant: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "America/Los_Angeles",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
    .format(new Date(instant))
    .replace(",", "");
}

async function exported(api: Awaited<ReturnType<typeof as>>, format: string, invoice: string) {
  return api.get(`/api/export/purchases.${format}?${LIST}&eq=invoice_no.${invoice}`);
}

describe("exports follow the exporting person's settings", () => {
  it("CSV, PDF and XLSX write dates, times, zone and currency as the person chose", async () => {
    const store = (await demoStores(t)).accounting[0] as string;
    const purchase = await makePurchase(t, {
      storeId: store,
      invoice_no: "PREFS-1",
      amount: 1234.5,
      purchase_date: "2025-03-05",
    });
    const api = await as("accounting");
    const saved = await api.put("/api/settings/general", {
      date_format: "DD/MM/YYYY",
      time_format: "24h",
      timezone: "PST",
      currency: "EUR",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const row = (await api.get(`/api/rest/v1/purchases?${LIST}&eq=id.${purchase.id}`)).json()[0];
    // The API's values stay ISO and numbers.
    expect(row).toMatchObject({ amount: 1234.5, purchase_date: "2025-03-05" });
    const when = losAngeles(row.created_at);

    const csv = await exported(api, "csv", "PREFS-1");
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = Papa.parse<string[]>(csv.body.slice(1).trim(), { newline: "\r\n" }).data;
    expect(lines[1]).toEqual(["PREFS-1", "€1,234.50", "05/03/2025", expect.stringMatching(/ P[SD]T$/)]);
    expect(lines[1]?.[3]).toBe(`${when} ${lines[1]?.[3]?.slice(-3)}`);

    const pdf = await exported(api, "pdf", "PREFS-1");
    expect(pdf.statusCode).toBe(200);
    const text = pageTexts(pdf.rawPayload).join("\n");
    expect(text).toContain("05/03/2025");
    expect(text).toContain(when);
    expect(text).not.toMatch(/Mar 5, 2025|AM|PM/);

    const xlsx = await exported(api, "xlsx", "PREFS-1");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getColumn(3).numFmt).toBe("dd/mm/yyyy");
    expect(sheet?.getColumn(4).numFmt).toBe("dd/mm/yyyy hh:mm");
    expect(sheet?.getColumn(2).numFmt).toContain('"€"');
    // The instant's cell reads as it does on the person's clock.
    const cell = sheet?.getRow(2).getCell(4).value as Date;
    const [d, m, y, hm] = when.split(/[/ ]/);
    expect(cell.toISOString().slice(0, 16)).toBe(`${y}-${m}-${d}T${hm}`);
  });

  it("someone who chose nothing gets the application's General settings, else the defaults", async () => {
    const store = (await demoStores(t)).accounting[0] as string;
    await makePurchase(t, { storeId: store, invoice_no: "PREFS-2", amount: 10, purchase_date: "2025-03-06" });
    const admin = await as("admin");
    const cells = async () =>
      Papa.parse<string[]>((await exported(admin, "csv", "PREFS-2")).body.slice(1).trim(), {
        newline: "\r\n",
      }).data[1] ?? [];
    const before = await cells();
    expect(before.slice(0, 3)).toEqual(["PREFS-2", "$10.00", "03/06/2025"]);
    expect(before[3]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M UTC$/);

    const app = await readAppSettings(t.database.db);
    await writeSetting(
      t.database.db,
      APP_KEY,
      { ...app, general: { ...app.general, date_format: "YYYY-MM-DD", time_format: "24h" } },
      null,
    );
    try {
      const after = await cells();
      expect(after[2]).toBe("2025-03-06");
      expect(after[3]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
      // What Settings shows as the person's General is what their exports follow.
      const general = (await admin.get("/api/settings")).json().general;
      expect(general).toMatchObject({ date_format: "YYYY-MM-DD", time_format: "24h" });
    } finally {
      await writeSetting(t.database.db, APP_KEY, app, null);
    }
  });

  it("the payroll and financial report PDFs and the search follow them too", async () => {
    const api = await as("accounting");
    await api.put("/api/settings/general", { date_format: "YYYY-MM-DD", currency: "GBP" });
    const report = await api.get("/api/reports/financial/export?format=pdf&from=2025-01-01&to=2025-01-31");
    expect(report.statusCode).toBe(200);
    const reportText = pageTexts(report.rawPayload).join("\n");
    expect(reportText).toContain("Period: 2025-01-01 to 2025-01-31");
    expect(reportText).toMatch(/£[\d,]+\.\d{2}/);
    const admin = await as("admin");
    await admin.put("/api/settings/general", { date_format: "DD/MM/YYYY" });
    const payroll = await admin.get("/api/payroll/export.pdf?from=2025-01-01&to=2025-01-31");
    expect(payroll.statusCode, payroll.body).toBe(200);
    expect(pageTexts(payroll.rawPayload).join("\n")).toContain("01/01/2025 to 31/01/2025");
    const [hit] = await globalSearch(
      t,
      (await signIn(t.app, "accounting")).token,
      "q=PREFS-1&type=purchases",
    );
    expect(hit?.subtitle).toMatch(/^£1,234\.50 · .* · 2025-03-05$/);
  });
});
