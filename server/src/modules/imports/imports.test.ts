import { deniedMessage, importRepeatsRow, MSG, VALIDATION } from "@storeops/domain";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { demoStores } from "../../../test/demo-stores.ts";
import { describeLadder } from "../../../test/ladder.ts";
import { client, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { csv, importAndWait, sendImport } from "./import-test-helpers.ts";

const t = useTestApp();
const admin = useSignIn(t, "admin");
const manager = useSignIn(t, "store_manager");
const ceo = useSignIn(t, "ceo");
const staff = useSignIn(t, "staff");
const accounting = useSignIn(t, "accounting");

const VENDOR_HEADER = ["Vendor name", "Contact", "E-mail", "Phone", "Address", "Terms"];
const vendorRow = (n: number | string, email = `v${n}@import.example.com`) => [
  `Imported Vendor ${n}`,
  `Contact ${n}`,
  email,
  "555-0100",
  `${n} Import Way`,
  "Net 15",
];

async function workbook(rows: readonly (readonly unknown[])[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Vendors");
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const codeOf = async (storeId: string) =>
  String(
    (
      await t.database.db
        .selectFrom("stores")
        .select("code")
        .where("id", "=", storeId)
        .executeTakeFirstOrThrow()
    ).code,
  );

describe("the preview", () => {
  it("reads a CSV: headers, a mapping matched by header names, counts and each row's problems", async () => {
    const file = {
      name: "vendors.csv",
      bytes: csv([
        VENDOR_HEADER,
        vendorRow(1),
        vendorRow(2, "not-an-email"),
        ["", "Nobody", "", "", "", ""],
        vendorRow(3),
      ]),
    };
    const response = await sendImport(t, admin.token, "/api/imports/vendors/preview", file);
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json();
    expect(preview).toMatchObject({
      table: "vendors",
      file_name: "vendors.csv",
      format: "csv",
      headers: VENDOR_HEADER,
      mapping: ["name", "contact_person", "email", "phone", "address", "payment_terms"],
      remembered: false,
      missing: [],
      rows: 4,
      valid: 2,
      refused: 2,
    });
    expect(preview.examples[0]).toBe("Imported Vendor 1");
    // The product's own words, never the validation library's.
    expect(preview.problems).toEqual([
      { row: 3, field: "email", message: VALIDATION.email },
      { row: 4, field: "name", message: VALIDATION.required("Vendor name") },
      { row: 4, field: "email", message: VALIDATION.email },
      { row: 4, field: "phone", message: VALIDATION.required("Phone") },
      { row: 4, field: "address", message: VALIDATION.required("Address") },
    ]);
    expect(preview.problems_total).toBe(5);
    // Nothing stored.
    const stored = await t.database.db
      .selectFrom("vendors")
      .select("id")
      .where("name", "like", "Imported Vendor %")
      .execute();
    expect(stored).toEqual([]);
  });

  it("reads an XLSX workbook's first sheet, and words its problems in the caller's language", async () => {
    const bytes = await workbook([
      VENDOR_HEADER,
      vendorRow("x1"),
      [...vendorRow("x2").slice(0, 5), "Every other Tuesday"],
    ]);
    const response = await sendImport(
      t,
      admin.token,
      "/api/imports/vendors/preview",
      { name: "vendors.xlsx", bytes },
      undefined,
      "es",
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ format: "xlsx", rows: 2, valid: 1, refused: 1 });
    expect(response.json().problems).toEqual([
      {
        row: 3,
        field: "payment_terms",
        message: expect.stringMatching(/Condiciones de pago» debe ser uno de: 15 days/),
      },
    ]);
  });

  it("answers at most 100 problems with the count of them all", async () => {
    const rows = [VENDOR_HEADER, ...Array.from({ length: 150 }, (_, n) => vendorRow(n, "bad"))];
    const response = await sendImport(t, admin.token, "/api/imports/vendors/preview", {
      name: "bad.csv",
      bytes: csv(rows),
    });
    expect(response.json()).toMatchObject({ rows: 150, valid: 0, refused: 150, problems_total: 150 });
    expect(response.json().problems).toHaveLength(100);
  });

  it("remembers the mapping used for a file layout, per table", async () => {
    const header = ["Supplier", "Who", "Mail", "Tel", "Where", "Internal ref"];
    const rows = [header, ["Layout Vendor", "Lee", "lee@layout.example.com", "555", "1 Layout Rd", "X-1"]];
    const file = { name: "layout.csv", bytes: csv(rows) };
    const first = (await sendImport(t, admin.token, "/api/imports/vendors/preview", file)).json();
    expect(first.remembered).toBe(false);
    expect(first.mapping).toEqual(["name", null, null, null, null, null]);
    expect(first.missing).toEqual(["contact_person", "email", "phone", "address"]);
    const mapping = ["name", "contact_person", "email", "phone", "address", null];
    expect(await importAndWait(t, admin.token, "vendors", file, mapping)).toMatchObject({ imported: 1 });
    // The same columns, differently written and other rows: the mapping comes back.
    const again = {
      name: "later.csv",
      bytes: csv([
        [" supplier ", "WHO", "mail", "Tel.", "Where", "Internal-Ref"],
        ["Later", "Kim", "k@l.com", "1", "2", ""],
      ]),
    };
    const second = (await sendImport(t, admin.token, "/api/imports/vendors/preview", again)).json();
    expect(second).toMatchObject({ remembered: true, mapping, missing: [], valid: 1 });
    // Another table does not share it.
    const staffPreview = (await sendImport(t, admin.token, "/api/imports/staff/preview", again)).json();
    expect(staffPreview.remembered).toBe(false);
  });
});

describe("an import with bad rows", () => {
  it("imports the valid rows, lists the refused ones with why, and is audited once", async () => {
    const rows = [
      VENDOR_HEADER,
      vendorRow("p1"),
      vendorRow("p2", "nope"),
      vendorRow("p3"),
      vendorRow("p4"),
      vendorRow("p1"),
    ];
    rows[4] = [...vendorRow("p4").slice(0, 5), "=HYPERLINK(1)"];
    const file = { name: "partial.csv", bytes: csv(rows) };
    const mapping = ["name", "contact_person", "email", "phone", "address", "payment_terms"];
    const job = await importAndWait(t, admin.token, "vendors", file, mapping);
    expect(job).toMatchObject({
      status: "done",
      table: "vendors",
      file_name: "partial.csv",
      total: 5,
      processed: 5,
      imported: 3,
      refused: 2,
      refused_file: true,
      message: null,
    });
    const names = await t.database.db
      .selectFrom("vendors")
      .select(["name", "payment_terms"])
      .where("name", "like", "Imported Vendor p%")
      .orderBy("name")
      .execute();
    expect(names).toEqual([
      { name: "Imported Vendor p1", payment_terms: "15 days" },
      { name: "Imported Vendor p1", payment_terms: "15 days" },
      { name: "Imported Vendor p3", payment_terms: "15 days" },
    ]);

    const download = await client(t.app, admin.token).get(`/api/imports/jobs/${job.id}/refused`);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers["content-type"]).toMatch(/^text\/csv/);
    expect(download.headers["content-disposition"]).toMatch(/attachment; filename="vendors-refused-rows-/);
    const parsed = Papa.parse<string[]>(download.body.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual([...VENDOR_HEADER, "error"]);
    expect(parsed.slice(1)).toEqual([
      [...vendorRow("p2", "nope"), VALIDATION.email],
      // A formula from the file never runs in the spreadsheet that opens the refused rows.
      [
        ...vendorRow("p4").slice(0, 5),
        "'=HYPERLINK(1)",
        expect.stringMatching(/^Payment terms must be one of/),
      ],
    ]);

    const entries = await t.database.db
      .selectFrom("audit_logs")
      .select(["action", "target_id", "description", "changes"])
      .where((eb) => eb.or([eb("target_id", "=", job.id), eb("description", "like", "%Imported Vendor p%")]))
      .execute();
    expect(entries.map((entry) => entry.action).sort()).toEqual(["EXPORT", "IMPORT"]);
    const entry = entries.find((row) => row.action === "IMPORT");
    expect(entry?.description).toBe("Imported 3 of 5 rows of partial.csv into vendors, 2 refused");
    expect(JSON.parse(String(entry?.changes))).toEqual({
      file: "partial.csv",
      processed: 5,
      imported: 3,
      refused: 2,
    });
  });

  it("says which rows repeat an earlier one of the file", async () => {
    const stores = await demoStores(t);
    const code = await codeOf(stores.manager[0] as string);
    const rows = [
      ["store", "date", "cash"],
      [code, "2020-01-02", "10"],
      [code, "2020-01-02", "20"],
    ];
    const preview = await sendImport(t, manager.token, "/api/imports/daily_income/preview", {
      name: "days.csv",
      bytes: csv(rows),
    });
    expect(preview.json().problems).toEqual([{ row: 3, field: "", message: importRepeatsRow(2) }]);
  });
});

describe("who may import what", () => {
  const file = { name: "v.csv", bytes: csv([VENDOR_HEADER, vendorRow("w1")]) };

  it("asks for a session", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/imports/vendors/preview" });
    expect(response.statusCode).toBe(401);
  });

  it("refuses, before reading the file, whoever may not create the records by hand", async () => {
    for (const [who, table, message] of [
      [manager, "vendors", deniedMessage("store_manager", "vendors", "create")],
      [ceo, "purchases", MSG.ceoReadOnly],
      [staff, "stores", deniedMessage("staff", "stores", "create")],
      [manager, "budgets", deniedMessage("store_manager", "budgets", "create")],
      [manager, "staff", deniedMessage("store_manager", "staff", "create")],
      [accounting, "daily_income", deniedMessage("accounting", "daily_income", "create")],
      [accounting, "purchases", deniedMessage("accounting", "purchases", "create")],
    ] as const) {
      for (const url of [`/api/imports/${table}/preview`, `/api/imports/${table}`]) {
        const response = await sendImport(t, who.token, url, file, [null]);
        expect(response.statusCode, `${url} ${response.body}`).toBe(403);
        expect(response.json().message).toBe(message);
      }
    }
  });

  it("refuses a list that cannot be imported", async () => {
    const response = await sendImport(t, admin.token, "/api/imports/users/preview", file);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MSG.importTableUnknown);
  });

  it("keeps a store manager's daily income to their stores, row by row", async () => {
    const stores = await demoStores(t);
    const own = await codeOf(stores.manager[0] as string);
    const foreign = await codeOf(stores.foreign);
    const rows = [
      ["Store", "Date", "Cash", "Card"],
      [own, "2019-03-01", "100", "50.5"],
      [foreign, "2019-03-01", "100", "0"],
      [own, "2019-03-02", "80", "0"],
    ];
    const job = await importAndWait(
      t,
      manager.token,
      "daily_income",
      { name: "days.csv", bytes: csv(rows) },
      ["store", "date", "income_cash", "income_card"],
    );
    expect(job).toMatchObject({ status: "done", imported: 2, refused: 1 });
    const refused = await client(t.app, manager.token).get(`/api/imports/jobs/${job.id}/refused`);
    expect(refused.body).toContain(MSG.budgetStoreUnknown);
    const foreignDays = await t.database.db
      .selectFrom("daily_income")
      .select("id")
      .where("store_id", "=", stores.foreign)
      .where("date", "=", "2019-03-01")
      .execute();
    expect(foreignDays).toEqual([]);
  });

  it("keeps staff to their current store: another store named in the file is refused", async () => {
    const stores = await demoStores(t);
    const foreign = await codeOf(stores.foreign);
    const own = await codeOf(stores.staff[0] as string);
    const rows = [
      ["store", "invoice", "vendor", "amount", "due"],
      [own, "IMP-SCOPE-1", "Scope Supplier", "10", "2030-01-31"],
      [foreign, "IMP-SCOPE-2", "Scope Supplier", "10", "2030-01-31"],
    ];
    const preview = await sendImport(t, staff.token, "/api/imports/purchases/preview", {
      name: "s.csv",
      bytes: csv(rows),
    });
    expect(preview.json().problems).toEqual([{ row: 3, field: "store", message: MSG.budgetStoreUnknown }]);
    const job = await importAndWait(
      t,
      staff.token,
      "purchases",
      { name: "s.csv", bytes: csv(rows) },
      preview.json().mapping,
    );
    expect(job).toMatchObject({ imported: 1, refused: 1 });
    const stored = await t.database.db
      .selectFrom("purchases")
      .select("store_id")
      .where("invoice_no", "like", "IMP-SCOPE-%")
      .execute();
    expect(stored).toEqual([{ store_id: stores.staff[0] }]);
  });

  it("shows a run to its starter and admins only", async () => {
    const job = await importAndWait(
      t,
      staff.token,
      "purchases",
      {
        name: "p.csv",
        bytes: csv([
          ["invoice", "vendor", "amount", "due"],
          ["IMP-STAFF-1", "Staff Supplier", "12.50", "2030-01-31"],
        ]),
      },
      ["invoice_no", "vendor", "amount", "due_date"],
    );
    expect(job).toMatchObject({ imported: 1, refused: 0, refused_file: false });
    for (const [who, status] of [
      [admin, 200],
      [manager, 404],
      [ceo, 404],
    ] as const) {
      const response = await client(t.app, who.token).get(`/api/imports/jobs/${job.id}`);
      expect(response.statusCode).toBe(status);
    }
    const none = await client(t.app, staff.token).get(`/api/imports/jobs/${job.id}/refused`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(MSG.importRefusedGone);
  });
});

describeLadder("/api/imports/jobs/{id}", () => t, {
  method: "GET",
  url: async () => {
    const job = await importAndWait(
      t,
      admin.token,
      "vendors",
      { name: "l.csv", bytes: csv([VENDOR_HEADER, vendorRow("ladder")]) },
      ["name", "contact_person", "email", "phone", "address", "payment_terms"],
    );
    return `/api/imports/jobs/${job.id}`;
  },
  forbidden: null,
  outOfScope: { as: "accounting" },
  badRequest: null,
  success: { as: "admin", check: (response) => expect(response.json().status).toBe("done") },
});
