import { BUDGET_IMPORT_MAX_ROWS, MSG } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { describeLadder } from "../../../test/ladder.ts";
import { client, useSignIn, useTestApp } from "../../../test/test-app.ts";

const t = useTestApp();
const accounting = useSignIn(t, "accounting");
const manager = useSignIn(t, "store_manager");
const ceo = useSignIn(t, "ceo");

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

describeLadder("/api/budgets/grid", () => t, {
  method: "GET",
  url: async () => `/api/budgets/grid?year=2030&store_id=${(await demoStores(t)).manager[0]}`,
  forbidden: { as: "staff" },
  outOfScope: {
    as: "store_manager",
    url: async () => `/api/budgets/grid?year=2030&store_id=${(await demoStores(t)).foreign}`,
  },
  badRequest: { as: "admin", url: "/api/budgets/grid?year=1999&store_id=x" },
  success: { as: "store_manager", check: (response) => expect(response.json().cells).toEqual([]) },
});

describe("the budget grid", () => {
  it("saves a store's year for who sets budgets, in its stores only", async () => {
    const stores = await demoStores(t);
    const own = stores.accounting[0] as string;
    const body = {
      store_id: own,
      year: 2031,
      cells: [
        { month: "2031-01", line: "revenue", amount: 12345.67 },
        { month: "2031-01", line: "labour", amount: 2000 },
        { month: "2031-02", line: "expenses", amount: 0.01 },
      ],
    };
    const saved = await client(t.app, accounting.token).put("/api/budgets/grid", body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().cells).toHaveLength(3);
    // A null removes a cell; an amount changes in place; the same save twice changes nothing.
    const again = await client(t.app, accounting.token).put("/api/budgets/grid", {
      ...body,
      cells: [
        { month: "2031-01", line: "revenue", amount: 20000 },
        { month: "2031-01", line: "labour", amount: null },
      ],
    });
    expect(again.json().cells).toEqual([
      { month: "2031-01", line: "revenue", amount: 20000 },
      { month: "2031-02", line: "expenses", amount: 0.01 },
    ]);
    const rows = await t.database.db
      .selectFrom("budgets")
      .selectAll()
      .where("store_id", "=", own)
      .where("month", "like", "2031-%")
      .execute();
    expect(rows.map((row) => Number(row.amount)).sort((a, b) => a - b)).toEqual([1, 2_000_000]);
    const audits = await t.database.db
      .selectFrom("audit_logs")
      .select("description")
      .where("target_table", "=", "budgets")
      .execute();
    expect(audits.map((row) => row.description)).toContain(
      `Saved 2 budgets of ${await codeOf(own)} for 2031`,
    );

    expect(
      (await client(t.app, accounting.token).put("/api/budgets/grid", { ...body, store_id: stores.foreign }))
        .statusCode,
    ).toBe(404);
    expect((await client(t.app, manager.token).put("/api/budgets/grid", body)).statusCode).toBe(403);
    const refused = await client(t.app, ceo.token).put("/api/budgets/grid", body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG.ceoReadOnly);
    const wrongYear = await client(t.app, accounting.token).put("/api/budgets/grid", {
      ...body,
      cells: [{ month: "2032-01", line: "revenue", amount: 1 }],
    });
    expect(wrongYear.statusCode).toBe(400);
    const negative = await client(t.app, accounting.token).put("/api/budgets/grid", {
      ...body,
      cells: [{ month: "2031-03", line: "revenue", amount: -1 }],
    });
    expect(negative.statusCode).toBe(400);
    const badLine = await client(t.app, accounting.token).put("/api/budgets/grid", {
      ...body,
      cells: [{ month: "2031-03", line: "rent", amount: 1 }],
    });
    expect(badLine.statusCode).toBe(400);
  });

  it("keeps one budget per store, month and line on the generic front", async () => {
    const admin = await asAdmin(t);
    const storeId = (await demoStores(t)).foreign;
    const body = { store_id: storeId, month: "2033-04", line: "purchases", amount: 10 };
    const created = await admin.post("/api/rest/v1/budgets", body);
    expect(created.statusCode, created.body).toBe(201);
    const twice = await admin.post("/api/rest/v1/budgets", body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MSG.budgetExists);
    const badMonth = await admin.post("/api/rest/v1/budgets", { ...body, month: "2033-4" });
    expect(badMonth.statusCode).toBe(400);
    // Another store's budget, or another role's write, through the generic front: refused.
    const foreign = { ...body, month: "2033-05" };
    expect([403, 404]).toContain(
      (await client(t.app, accounting.token).post("/api/rest/v1/budgets", foreign)).statusCode,
    );
    expect((await client(t.app, manager.token).post("/api/rest/v1/budgets", foreign)).statusCode).toBe(403);
    const moved = await admin.patch(`/api/rest/v1/budgets?eq=id.${created.json().id}`, {
      store_id: storeId,
      amount: 1,
    });
    expect(moved.statusCode).toBe(400);
    const list = await client(t.app, manager.token).get(`/api/rest/v1/budgets?eq=store_id.${storeId}`);
    expect(list.json().data ?? list.json()).toEqual([]);
  });
});

describe("the budget import", () => {
  it("previews each line with its errors, saves nothing while any line is wrong, then saves all", async () => {
    const stores = await demoStores(t);
    const own = await codeOf(stores.accounting[0] as string);
    const foreign = await codeOf(stores.foreign);
    const csv = [
      "store_code,month,line,amount",
      `${own},2034-01,revenue,"$1,500.25"`,
      `${own.toLowerCase()},2034-01,labour,300`,
      `${foreign},2034-01,revenue,10`,
      `${own},2034-13,revenue,10`,
      `${own},2034-02,rent,10`,
      `${own},2034-02,revenue,-5`,
      `${own},2034-01,revenue,1`,
      "",
    ].join("\n");
    const api = client(t.app, accounting.token);
    const preview = (await api.post("/api/budgets/import", { csv })).json();
    expect(preview.dry_run).toBe(true);
    expect(preview.imported).toBe(false);
    expect(
      preview.rows.map((row: { row: number; amount: number; action: string }) => [
        row.row,
        row.amount,
        row.action,
      ]),
    ).toEqual([
      [2, 1500.25, "create"],
      [3, 300, "create"],
    ]);
    expect(preview.errors).toEqual([
      { row: 4, field: "store_code", message: MSG.budgetStoreUnknown },
      { row: 5, field: "month", message: MSG.budgetMonthInvalid },
      { row: 6, field: "line", message: MSG.budgetLineInvalid },
      { row: 7, field: "amount", message: MSG.budgetAmountInvalid },
      { row: 8, field: "line", message: MSG.budgetImportDuplicate },
    ]);
    const refused = (await api.post("/api/budgets/import", { csv, dry_run: false })).json();
    expect(refused.imported).toBe(false);
    expect(
      await t.database.db.selectFrom("budgets").select("id").where("month", "=", "2034-01").execute(),
    ).toEqual([]);

    const good = [
      "store_code,month,line,amount",
      `${own},2034-01,revenue,1500.25`,
      `${own},2034-01,labour,300`,
    ].join("\r\n");
    // Two imports at once: each line lands once (the unique index of store, month and line).
    const [first, second] = await Promise.all([
      api.post("/api/budgets/import", { csv: good, dry_run: false }),
      api.post("/api/budgets/import", { csv: good, dry_run: false }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const rows = await t.database.db
      .selectFrom("budgets")
      .select(["line", "amount"])
      .where("month", "=", "2034-01")
      .execute();
    expect(rows.map((row) => [row.line, Number(row.amount)]).sort()).toEqual([
      ["labour", 30000],
      ["revenue", 150025],
    ]);
    const rerun = (await api.post("/api/budgets/import", { csv: good })).json();
    expect(rerun.unchanged).toBe(2);
  });

  it("refuses a file too large, a wrong header, an empty file and who may not set budgets", async () => {
    const api = client(t.app, accounting.token);
    const lines = Array.from({ length: BUDGET_IMPORT_MAX_ROWS + 1 }, (_, i) => `X,2035-01,revenue,${i}`);
    const many = (
      await api.post("/api/budgets/import", { csv: ["store_code,month,line,amount", ...lines].join("\n") })
    ).json();
    expect(many.errors).toEqual([{ row: 0, field: "", message: MSG.budgetImportTooLarge }]);
    const huge = await api.post("/api/budgets/import", { csv: "x".repeat(300 * 1024) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe(MSG.budgetImportTooLarge);
    const header = (await api.post("/api/budgets/import", { csv: "store,month\nA,2035-01" })).json();
    expect(header.errors[0].message).toBe(MSG.budgetImportHeader);
    const empty = (await api.post("/api/budgets/import", { csv: "store_code,month,line,amount\n\n" })).json();
    expect(empty.errors[0].message).toBe(MSG.budgetImportEmpty);
    expect((await client(t.app, manager.token).post("/api/budgets/import", { csv: "" })).statusCode).toBe(
      403,
    );
    expect((await client(t.app).post("/api/budgets/import", { csv: "" })).statusCode).toBe(401);
  });
});
