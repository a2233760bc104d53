import { EXPENSE_CATEGORY_VALUES, MSG } from "@storeops/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin, idsByCode } from "../../../test/demo-stores.ts";
import { client, createTestApp, signIn, type TestApp } from "../../../test/test-app.ts";
import { makeCategory } from "./categories.factory.ts";

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(ids, await idsByCode(t, "industries", ["coffee-shops", "retail-stores"]));
  Object.assign(ids, await idsByCode(t, "stores", ["DT-CAFE", "MS-RETAIL"]));
});
afterAll(() => t.close());

const as = async (account: Parameters<typeof signIn>[1]) =>
  client(t.app, (await signIn(t.app, account)).token);
const expense = (storeId: string, category: string) => ({
  description: "Category check",
  category,
  amount: 12.5,
  expense_date: t.today,
  store_id: storeId,
});

describe("starter categories", () => {
  it("every specification category and General stay valid for every industry", async () => {
    const rows = (
      await (await asAdmin(t)).get("/api/rest/v1/categories?is=industry_id.null&limit=100")
    ).json();
    const names = rows
      .filter((row: { active: boolean }) => row.active)
      .map((row: { name: string }) => row.name);
    expect(names).toEqual(expect.arrayContaining([...EXPENSE_CATEGORY_VALUES]));
  });

  it("each demo industry has its own, with the industry's name joined", async () => {
    const admin = await asAdmin(t);
    const rows = (await admin.get(`/api/rest/v1/categories?eq=industry_id.${ids["coffee-shops"]}`)).json();
    expect(rows.map((row: { name: string }) => row.name)).toEqual(
      expect.arrayContaining(["Milk & Dairy", "Coffee Beans", "Ingredients"]),
    );
    expect(rows[0]).toMatchObject({ industry: "Coffee Shops", active: true });
    const kinds = (kind: string) =>
      rows.filter((row: { kind: string }) => row.kind === kind).map((row: { name: string }) => row.name);
    expect(kinds("expense")).toEqual(expect.arrayContaining(["Milk & Dairy", "Coffee Beans", "Ingredients"]));
    expect(kinds("purchase")).toEqual(
      expect.arrayContaining(["Coffee Beans", "Packaging", "Equipment Repair"]),
    );
    // The screen lists them industry by industry.
    const sorted = (await admin.get("/api/rest/v1/categories?order=industry.asc&order1=name.asc")).json();
    const industries = sorted.map((row: { industry: string | null }) => row.industry).filter(Boolean);
    expect(industries).toEqual([...industries].sort());
  });
});

describe("who may read and write categories", () => {
  it("every role reads; only the admin writes", async () => {
    for (const account of ["ceo", "accounting", "store_manager", "staff"] as const) {
      const api = await as(account);
      expect((await api.get("/api/rest/v1/categories")).statusCode, account).toBe(200);
      const refused = await api.post("/api/rest/v1/categories", { name: `Nope ${account}` });
      expect(refused.statusCode, account).toBe(403);
    }
    const created = await makeCategory(t, { name: "Admin Made" });
    expect(created.allowed_actions).toEqual(["edit", "delete"]);
    const ceo = await as("ceo");
    const patch = await ceo.patch(`/api/rest/v1/categories?eq=id.${created.id}`, { active: false });
    expect(patch.json().message).toBe(MSG.ceoReadOnly);
  });
});

describe("category rules", () => {
  it("refuses a missing or over-long name, an unknown kind and an unknown industry", async () => {
    const admin = await asAdmin(t);
    expect((await admin.post("/api/rest/v1/categories", { name: " " })).statusCode).toBe(400);
    expect((await admin.post("/api/rest/v1/categories", { name: "x".repeat(101) })).statusCode).toBe(400);
    expect((await admin.post("/api/rest/v1/categories", { name: "x".repeat(100) })).statusCode).toBe(201);
    expect((await admin.post("/api/rest/v1/categories", { name: "Odd", kind: "income" })).statusCode).toBe(
      400,
    );
    const missing = await admin.post("/api/rest/v1/categories", { name: "Lost", industry_id: "no-such" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: MSG.categoryIndustryMissing });
  });

  it("a name is unique per kind and industry, ignoring case, and never repeats one for every industry", async () => {
    const admin = await asAdmin(t);
    const coffee = ids["coffee-shops"];
    await makeCategory(t, { name: "Syrups", industry_id: coffee });
    const again = await admin.post("/api/rest/v1/categories", { name: "SYRUPS", industry_id: coffee });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.categoryExists);
    const shadow = await admin.post("/api/rest/v1/categories", { name: "utilities", industry_id: coffee });
    expect(shadow.json().message).toBe(MSG.categoryExists);
    const everywhere = await admin.post("/api/rest/v1/categories", { name: "Syrups", industry_id: null });
    expect(everywhere.json().message).toBe(MSG.categoryExists);
    const elsewhere = await admin.post("/api/rest/v1/categories", {
      name: "Syrups",
      industry_id: ids["retail-stores"],
    });
    expect(elsewhere.statusCode).toBe(201);
    const purchase = await admin.post("/api/rest/v1/categories", {
      name: "Syrups",
      kind: "purchase",
      industry_id: coffee,
    });
    expect(purchase.statusCode).toBe(201);
    const rename = await admin.patch(`/api/rest/v1/categories?eq=id.${elsewhere.json().id}`, {
      industry_id: coffee,
    });
    expect(rename.json().message).toBe(MSG.categoryExists);
  });

  it("a category in use is not deleted or renamed, but may be deactivated; an unused one is deleted", async () => {
    const admin = await asAdmin(t);
    const used = await makeCategory(t, { name: "Oat Milk", industry_id: ids["coffee-shops"] });
    expect(
      (await admin.post("/api/rest/v1/expenses", expense(ids["DT-CAFE"] ?? "", "Oat Milk"))).statusCode,
    ).toBe(201);
    const removed = await admin.delete(`/api/rest/v1/categories?eq=id.${used.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toMatchObject({ code: "in_use", message: MSG.categoryInUse });
    const renamed = await admin.patch(`/api/rest/v1/categories?eq=id.${used.id}`, { name: "Plant Milk" });
    expect(renamed.json()).toMatchObject({ code: "in_use", message: MSG.categoryChangeInUse });
    expect(
      (await admin.patch(`/api/rest/v1/categories?eq=id.${used.id}`, { active: false })).statusCode,
    ).toBe(200);
    const free = await makeCategory(t, { name: "Never Used", industry_id: ids["coffee-shops"] });
    expect((await admin.delete(`/api/rest/v1/categories?eq=id.${free.id}`)).statusCode).toBe(200);
    const audit = await t.database.db
      .selectFrom("audit_logs")
      .select("action")
      .where("target_table", "=", "categories")
      .where("target_id", "=", free.id)
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual(["CREATE", "DELETE"]);
  });
});

describe("an expense's category follows its store's industry", () => {
  it("a store is offered its industry's categories and every industry's, matched ignoring case", async () => {
    // Store managers review expenses; staff of a café enter them (the matrix).
    const staff = await as("staff");
    const made = await staff.post("/api/rest/v1/expenses", expense(ids["DT-CAFE"] ?? "", "milk & dairy"));
    expect(made.statusCode).toBe(201);
    expect(made.json().category).toBe("Milk & Dairy");
    const general = await staff.post("/api/rest/v1/expenses", {
      ...expense(ids["DT-CAFE"] ?? "", ""),
      category: undefined,
    });
    expect(general.json().category).toBe("General");
  });

  it("refuses another industry's category, an unknown or inactive one, on create and on change", async () => {
    const admin = await asAdmin(t);
    const refused = await admin.post(
      "/api/rest/v1/expenses",
      expense(ids["MS-RETAIL"] ?? "", "Milk & Dairy"),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: MSG.categoryNotOffered,
      details: { fields: { category: [MSG.categoryNotOffered] } },
    });
    const unknown = await admin.post("/api/rest/v1/expenses", expense(ids["DT-CAFE"] ?? "", "Rocket Fuel"));
    expect(unknown.json().message).toBe(MSG.categoryNotOffered);
    const retired = await makeCategory(t, {
      name: "Retired Thing",
      industry_id: ids["coffee-shops"],
      active: false,
    });
    expect(retired.active).toBe(false);
    const inactive = await admin.post(
      "/api/rest/v1/expenses",
      expense(ids["DT-CAFE"] ?? "", "Retired Thing"),
    );
    expect(inactive.json().message).toBe(MSG.categoryNotOffered);

    const kept = (
      await admin.post("/api/rest/v1/expenses", expense(ids["DT-CAFE"] ?? "", "Coffee Beans"))
    ).json();
    const toRetail = await admin.patch(`/api/rest/v1/expenses?eq=id.${kept.id}`, { category: "Stock" });
    expect(toRetail.json().message).toBe(MSG.categoryNotOffered);
    const moved = await admin.patch(`/api/rest/v1/expenses?eq=id.${kept.id}`, { store_id: ids["MS-RETAIL"] });
    expect(moved.json().message).toBe(MSG.categoryNotOffered);
    const both = await admin.patch(`/api/rest/v1/expenses?eq=id.${kept.id}`, {
      store_id: ids["MS-RETAIL"],
      category: "Stock",
    });
    expect(both.statusCode).toBe(200);
    expect(
      (await admin.patch(`/api/rest/v1/expenses?eq=id.${kept.id}`, { notes: "still fine" })).statusCode,
    ).toBe(200);
  });
});
