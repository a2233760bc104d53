import { incomeAlreadyRecorded, MSG, staffConflicts, VALIDATION } from "@storeops/domain";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { demoStores } from "../../../test/demo-stores.ts";
import { client, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { csv, importAndWait, sendImport } from "./import-test-helpers.ts";

// Each of the six imports through its table's own create rules (docs/decisions.md, Imports).
const t = useTestApp();
const admin = useSignIn(t, "admin");
const accounting = useSignIn(t, "accounting");
const staff = useSignIn(t, "staff");

const db = () => t.database.db;
const codeOf = async (storeId: string) =>
  String(
    (await db().selectFrom("stores").select("code").where("id", "=", storeId).executeTakeFirstOrThrow()).code,
  );

/** The refused rows file of a run, parsed: its rows under the header. */
async function refusedRows(token: string, jobId: string): Promise<string[][]> {
  const response = await client(t.app, token).get(`/api/imports/jobs/${jobId}/refused`);
  expect(response.statusCode, response.body).toBe(200);
  return Papa.parse<string[]>(response.body.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data.slice(1);
}

async function previewOf(token: string, table: string, rows: (string | number)[][]) {
  const response = await sendImport(t, token, `/api/imports/${table}/preview`, {
    name: `${table}.csv`,
    bytes: csv(rows),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe("vendors", () => {
  it("reads aliases and option labels; a name another vendor goes by is refused by the vendors' own rule", async () => {
    const rows = [
      ["name", "contact", "email", "phone", "address", "status", "aliases"],
      ["Zed Wholesale", "Zoe", "zoe@zed.example.com", "555", "1 Zed St", "Inactive", "Zed Alias; ZW"],
      ["Zed Alias", "Zack", "zack@zed.example.com", "555", "2 Zed St", "", ""],
    ];
    const preview = await previewOf(admin.token, "vendors", rows);
    expect(preview).toMatchObject({ valid: 2, refused: 0 });
    const job = await importAndWait(
      t,
      admin.token,
      "vendors",
      { name: "zed.csv", bytes: csv(rows) },
      preview.mapping,
    );
    expect(job).toMatchObject({ imported: 1, refused: 1 });
    const zed = await db()
      .selectFrom("vendors")
      .selectAll()
      .where("name", "=", "Zed Wholesale")
      .executeTakeFirstOrThrow();
    expect({ status: zed.status, aliases: JSON.parse(String(zed.aliases)) }).toEqual({
      status: "inactive",
      aliases: ["Zed Alias", "ZW"],
    });
    expect(zed.code).toMatch(/^VEN-\d+$/);
    expect((await refusedRows(admin.token, job.id))[0]?.at(-1)).toBe(MSG.vendorAliasTaken);
  });
});

describe("staff", () => {
  it("reads store codes, labels and pay; an email the store already has is refused", async () => {
    const stores = await demoStores(t);
    const storeId = stores.manager[0] as string;
    const code = await codeOf(storeId);
    const taken = await db()
      .selectFrom("staff")
      .select(["email", "name"])
      .where("store_id", "=", storeId)
      .executeTakeFirstOrThrow();
    const header = [
      "store",
      "name",
      "email",
      "phone",
      "position",
      "department",
      "hire date",
      "employment",
      "pay type",
      "rate",
    ];
    const rows = [
      header,
      [
        code,
        "Ivy Import",
        "ivy@import.example.com",
        "555",
        "cashier",
        "Sales",
        "2024-02-01",
        "Part-time",
        "Hourly",
        "$18.50",
      ],
      [code, "Ivy Again", "IVY@import.example.com", "555", "Cashier", "Sales", "2024-02-01", "", "", ""],
      [code, "Taken Email", String(taken.email), "555", "Cashier", "Sales", "2024-02-01", "", "", ""],
      ["NOPE", "No Store", "ns@import.example.com", "555", "Cashier", "Sales", "2024-02-01", "", "", ""],
    ];
    const preview = await previewOf(admin.token, "staff", rows);
    expect(preview.problems).toEqual([
      { row: 3, field: "", message: "This row repeats row 2 of the file." },
      { row: 5, field: "store", message: MSG.budgetStoreUnknown },
    ]);
    const job = await importAndWait(
      t,
      admin.token,
      "staff",
      { name: "staff.csv", bytes: csv(rows) },
      preview.mapping,
    );
    expect(job).toMatchObject({ imported: 1, refused: 3 });
    const ivy = await db()
      .selectFrom("staff")
      .selectAll()
      .where("email", "=", "ivy@import.example.com")
      .executeTakeFirstOrThrow();
    expect(ivy).toMatchObject({
      store_id: storeId,
      position: "Cashier",
      employment_type: "part-time",
      salary_type: "hourly",
      hourly_rate: 1850,
    });
    const refused = await refusedRows(admin.token, job.id);
    expect(refused.map((row) => row.at(-1))).toEqual([
      "This row repeats row 2 of the file.",
      staffConflicts.emailTaken(String(taken.email), String(taken.name)),
      MSG.budgetStoreUnknown,
    ]);
  });
});

describe("stores", () => {
  it("finds the industry by name and the manager by email; a manager of another role is refused", async () => {
    const industry = await db().selectFrom("industries").select("name").executeTakeFirstOrThrow();
    const rows = [
      ["name", "code", "industry", "address", "manager", "timezone", "monthly target"],
      [
        "Imported Store",
        "IMP-01",
        industry.name,
        "9 Import Ave",
        "manager@example.com",
        "America/Chicago",
        "25,000",
      ],
      ["Wrong Industry", "IMP-02", "Spaceships", "9 Import Ave", "", "", ""],
      ["Staff Managed", "IMP-03", industry.name, "9 Import Ave", "staff@example.com", "", ""],
    ];
    const preview = await previewOf(admin.token, "stores", rows);
    expect(preview.problems).toEqual([{ row: 3, field: "industry", message: MSG.importIndustryUnknown }]);
    const job = await importAndWait(
      t,
      admin.token,
      "stores",
      { name: "stores.csv", bytes: csv(rows) },
      preview.mapping,
    );
    expect(job).toMatchObject({ imported: 1, refused: 2 });
    const store = await db()
      .selectFrom("stores")
      .selectAll()
      .where("code", "=", "IMP-01")
      .executeTakeFirstOrThrow();
    expect(store).toMatchObject({ timezone: "America/Chicago", monthly_target: 2_500_000 });
    expect((await refusedRows(admin.token, job.id)).map((row) => row.at(-1))).toEqual([
      MSG.importIndustryUnknown,
      MSG.storeManagerRole,
    ]);
  });
});

describe("budgets", () => {
  it("checks each line as the budget import does and keeps a budget in place", async () => {
    const stores = await demoStores(t);
    const own = await codeOf(stores.accounting[0] as string);
    const foreign = await codeOf(stores.foreign);
    const rows = [
      ["store_code", "month", "line", "amount"],
      [own, "2033-01", "Revenue", "$1,500.25"],
      [own, "2033-01", "labour", "200"],
      [own, "2033-13", "revenue", "5"],
      [foreign, "2033-01", "revenue", "5"],
      [own, "2033-01", "revenue", "7"],
    ];
    const preview = await previewOf(accounting.token, "budgets", rows);
    expect(preview.mapping).toEqual(["store", "month", "line", "amount"]);
    expect(preview.problems).toEqual([
      { row: 4, field: "month", message: MSG.budgetMonthInvalid },
      { row: 5, field: "store", message: MSG.budgetStoreUnknown },
      { row: 6, field: "", message: MSG.budgetImportDuplicate },
    ]);
    const first = await importAndWait(
      t,
      accounting.token,
      "budgets",
      { name: "b.csv", bytes: csv(rows) },
      preview.mapping,
    );
    expect(first).toMatchObject({ imported: 2, refused: 3 });
    // The same budget again changes it in place.
    const again = [rows[0] as string[], [own, "2033-01", "revenue", "1600"]];
    expect(
      await importAndWait(
        t,
        accounting.token,
        "budgets",
        { name: "b2.csv", bytes: csv(again) },
        preview.mapping,
      ),
    ).toMatchObject({
      imported: 1,
    });
    const kept = await db()
      .selectFrom("budgets")
      .select(["line", "amount"])
      .where("store_id", "=", stores.accounting[0] as string)
      .where("month", "=", "2033-01")
      .orderBy("line")
      .execute();
    expect(kept.map((row) => [row.line, Number(row.amount)])).toEqual([
      ["labour", 20_000],
      ["revenue", 160_000],
    ]);
  });
});

describe("daily income", () => {
  it("reads a workbook's date and time cells; a day already recorded or in the future is refused", async () => {
    const stores = await demoStores(t);
    const storeId = stores.manager[0] as string;
    const code = await codeOf(storeId);
    const recorded = await db()
      .selectFrom("daily_income")
      .select("date")
      .where("store_id", "=", storeId)
      .executeTakeFirstOrThrow();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Takings");
    sheet.addRow(["Store", "Date", "Cash", "Card", "Opening time"]);
    const day = (text: string) => new Date(`${text}T00:00:00Z`);
    sheet.addRow([code, day("2018-05-04"), 120.5, 80, new Date(Date.UTC(1899, 11, 30, 8, 30))]);
    sheet.addRow([code, day(String(recorded.date)), 10, 0, null]);
    sheet.addRow([code, day("2099-01-01"), 10, 0, null]);
    for (const row of [2, 3, 4]) sheet.getCell(`B${row}`).numFmt = "yyyy-mm-dd";
    sheet.getCell("E2").numFmt = "hh:mm";
    const file = { name: "takings.xlsx", bytes: Buffer.from(await book.xlsx.writeBuffer()) };
    const preview = (await sendImport(t, admin.token, "/api/imports/daily_income/preview", file)).json();
    expect(preview).toMatchObject({
      format: "xlsx",
      valid: 3,
      mapping: ["store", "date", "income_cash", "income_card", "work_start_time"],
    });
    const job = await importAndWait(t, admin.token, "daily_income", file, preview.mapping);
    expect(job).toMatchObject({ imported: 1, refused: 2 });
    const row = await db()
      .selectFrom("daily_income")
      .selectAll()
      .where("store_id", "=", storeId)
      .where("date", "=", "2018-05-04")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      income_cash: 12050,
      income_card: 8000,
      total_income: 20050,
      work_start_time: "08:30",
    });
    expect((await refusedRows(admin.token, job.id)).map((refused) => refused.at(-1))).toEqual([
      incomeAlreadyRecorded(String(recorded.date)),
      MSG.incomeDateInFuture,
    ]);
  });
});

describe("purchases", () => {
  it("imports purchase history pending, as typed ones start; staff import into their current store", async () => {
    const stores = await demoStores(t);
    const rows = [
      ["invoice", "vendor", "amount", "due date", "purchase date", "payment", "check no"],
      ["IMP-H-1", "History Supplier", "1,234.56", "2021-02-28", "2021-02-01", "Card", ""],
      ["IMP-H-2", "History Supplier", "-5", "2021-02-28", "2021-02-01", "", ""],
      ["IMP-H-3", "History Supplier", "10", "2021-02-28", "2021-02-01", "Check", ""],
    ];
    const preview = await previewOf(staff.token, "purchases", rows);
    expect(preview.missing).toEqual([]);
    expect(preview.problems).toEqual([
      { row: 3, field: "amount", message: VALIDATION.notNegative("Amount") },
      { row: 4, field: "check_no", message: VALIDATION.checkNoRequired },
      { row: 4, field: "check_due_date", message: VALIDATION.checkDueDateRequired },
    ]);
    const job = await importAndWait(
      t,
      staff.token,
      "purchases",
      { name: "history.csv", bytes: csv(rows) },
      preview.mapping,
    );
    expect(job).toMatchObject({ imported: 1, refused: 2 });
    const purchase = await db()
      .selectFrom("purchases")
      .selectAll()
      .where("invoice_no", "=", "IMP-H-1")
      .executeTakeFirstOrThrow();
    expect(purchase).toMatchObject({
      store_id: stores.staff[0],
      status: "pending",
      amount: 123_456,
      payment_type: "card",
      purchase_date: "2021-02-01",
      description: "Purchase from History Supplier",
    });
    // A row's problems, all of them, in its one error cell.
    expect((await refusedRows(staff.token, job.id)).map((row) => row.at(-1))).toEqual([
      VALIDATION.notNegative("Amount"),
      `${VALIDATION.checkNoRequired} ${VALIDATION.checkDueDateRequired}`,
    ]);
    // An admin names the store; without a store column each row is refused in the store rule's words.
    const adminPreview = await previewOf(admin.token, "purchases", rows.slice(0, 2));
    expect(adminPreview.missing).toEqual(["store"]);
    expect(adminPreview.problems).toEqual([{ row: 2, field: "store", message: MSG.storeRequired }]);
    const refusedStart = await sendImport(
      t,
      admin.token,
      "/api/imports/purchases",
      { name: "h.csv", bytes: csv(rows) },
      adminPreview.mapping,
    );
    expect(refusedStart.statusCode).toBe(400);
    expect(refusedStart.json()).toMatchObject({
      message: MSG.importFieldsMissing,
      details: { missing: ["store"] },
    });
  });
});
