import { MSG } from "@storeops/domain";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { asAdmin, demoStores, idsByCode } from "../../../test/demo-stores.ts";
import { client, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { rebuildAggregates } from "../../aggregates/rebuild.ts";
import { makeCategory } from "../categories/categories.factory.ts";
import { csv, previewThenImport } from "../imports/import-test-helpers.ts";

// Purchases carry a category (issue #32 item 6; docs/decisions.md, Categories).
const t = useTestApp();
const staff = useSignIn(t, "staff");
const manager = useSignIn(t, "store_manager");
const adminSignIn = useSignIn(t, "admin");
const ids: Record<string, string> = {};
let serial = 0;

beforeAll(async () => {
  Object.assign(ids, await idsByCode(t, "industries", ["coffee-shops", "retail-stores"]));
  Object.assign(ids, await idsByCode(t, "stores", ["DT-CAFE", "MS-RETAIL"]));
});

const purchase = (store: string, extra: Record<string, unknown> = {}) => ({
  invoice_no: `CAT-${++serial}`,
  vendor: "Category Check Supplies",
  amount: 40,
  due_date: "2099-01-01",
  store_id: ids[store],
  ...extra,
});
const refusal = {
  message: MSG.categoryNotOffered,
  details: { fields: { category: [MSG.categoryNotOffered] } },
};

describe("a purchase's category follows its store's industry", () => {
  it("is matched ignoring case and stored as the category spells it; without one it is General", async () => {
    const api = client(t.app, staff.token);
    const made = await api.post("/api/rest/v1/purchases", purchase("DT-CAFE", { category: "coffee BEANS" }));
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().category).toBe("Coffee Beans");
    const plain = await api.post("/api/rest/v1/purchases", purchase("DT-CAFE"));
    expect(plain.json().category).toBe("General");
    const long = await api.post("/api/rest/v1/purchases", purchase("DT-CAFE", { category: "x".repeat(101) }));
    expect(long.statusCode).toBe(400);
  });

  it("refuses another industry's, an expense's only, an unknown and an inactive category, on create and on change", async () => {
    const admin = await asAdmin(t);
    const post = (body: object) => admin.post("/api/rest/v1/purchases", body);
    for (const category of ["Stock", "Office Supplies", "Rocket Fuel"]) {
      const refused = await post(purchase("DT-CAFE", { category }));
      expect(refused.statusCode, category).toBe(400);
      expect(refused.json(), category).toMatchObject(refusal);
    }
    const retired = await makeCategory(t, {
      name: "Retired Beans",
      kind: "purchase",
      industry_id: ids["coffee-shops"],
      active: false,
    });
    expect((await post(purchase("DT-CAFE", { category: retired.name }))).json()).toMatchObject(refusal);

    const kept = (await post(purchase("DT-CAFE", { category: "Packaging" }))).json();
    const patch = (body: object) => admin.patch(`/api/rest/v1/purchases?eq=id.${kept.id}`, body);
    expect((await patch({ category: "Stock" })).json()).toMatchObject(refusal);
    expect((await patch({ store_id: ids["MS-RETAIL"] })).json()).toMatchObject(refusal);
    const both = await patch({ store_id: ids["MS-RETAIL"], category: "bags & packaging" });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json()[0]?.category ?? both.json().category).toBe("Bags & Packaging");
    // An unchanged category stays, even once deactivated.
    const used = await makeCategory(t, {
      name: "Syrups",
      kind: "purchase",
      industry_id: ids["coffee-shops"],
    });
    const syrup = (await post(purchase("DT-CAFE", { category: "Syrups" }))).json();
    await admin.patch(`/api/rest/v1/categories?eq=id.${used.id}`, { active: false });
    expect(
      (await admin.patch(`/api/rest/v1/purchases?eq=id.${syrup.id}`, { notes: "still fine" })).statusCode,
    ).toBe(200);
  });

  it("a category purchases use is not deleted or renamed; the same name of the other kind is free", async () => {
    const admin = await asAdmin(t);
    const used = await makeCategory(t, { name: "Cups", kind: "purchase", industry_id: ids["coffee-shops"] });
    const twin = await makeCategory(t, { name: "Cups", kind: "expense", industry_id: ids["coffee-shops"] });
    expect(
      (await admin.post("/api/rest/v1/purchases", purchase("DT-CAFE", { category: "Cups" }))).statusCode,
    ).toBe(201);
    const removed = await admin.delete(`/api/rest/v1/categories?eq=id.${used.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toMatchObject({ code: "in_use", message: MSG.categoryInUse });
    const renamed = await admin.patch(`/api/rest/v1/categories?eq=id.${used.id}`, { kind: "expense" });
    expect(renamed.json()).toMatchObject({ code: "in_use", message: MSG.categoryChangeInUse });
    expect((await admin.delete(`/api/rest/v1/categories?eq=id.${twin.id}`)).statusCode).toBe(200);
  });
});

describe("the purchase list by category", () => {
  it("filters by the stored name, within the caller's stores", async () => {
    const admin = await asAdmin(t);
    const all = (await admin.get("/api/rest/v1/purchases?eq=category.Coffee%20Beans&limit=200")).json();
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((row: { category: string }) => row.category === "Coffee Beans")).toBe(true);
    // The export carries the column, filtered alike.
    const exported = await admin.get("/api/export/purchases.csv?eq=category.Coffee%20Beans");
    expect(exported.statusCode).toBe(200);
    const [header, ...lines] = exported.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(header).toMatch(/category/i);
    expect(lines).toHaveLength(all.length);
    for (const line of lines) expect(line).toContain('"Coffee Beans"');
    const stores = await demoStores(t);
    for (const [signedIn, reached] of [
      [staff, stores.staff],
      [manager, stores.manager],
    ] as const) {
      const rows = (
        await client(t.app, signedIn.token).get("/api/rest/v1/purchases?eq=category.General&limit=200")
      ).json();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.category).toBe("General");
        expect(reached).toContain(row.store_id);
      }
    }
  });
});

describe("purchases by category in the month-end pack", () => {
  // A month before the demo data, so only this test's rows are in it.
  const MONTH = "2004-07";
  const cents = (dollars: number) => Math.round(dollars * 100);

  async function fromRows(storeId: string) {
    const rows = await sql<{ name: string; amount: number; count: number }>`
      select category as name, sum(amount) as amount, count(*) as count from purchases
      where store_id = ${storeId} and substr(purchase_date, 1, 7) = ${MONTH} and status <> 'rejected'
      group by category`.execute(t.database.db);
    return Object.fromEntries(rows.rows.map((row) => [row.name, [Number(row.amount), Number(row.count)]]));
  }

  it("equals the sums of the rows, largest first, through status, category, amount and store changes", async () => {
    const admin = await asAdmin(t);
    const store = ids["DT-CAFE"] ?? "";
    const made: string[] = [];
    for (const [category, amount] of [
      ["Coffee Beans", 120],
      ["Coffee Beans", 30.5],
      ["Milk & Dairy", 80],
      ["General", 15],
      ["Packaging", 60],
      ["Ingredients", 25],
    ] as const) {
      // Entered by staff, so the admin may approve them (never one's own).
      const response = await client(t.app, staff.token).post(
        "/api/rest/v1/purchases",
        purchase("DT-CAFE", { category, amount, purchase_date: `${MONTH}-1${made.length}` }),
      );
      expect(response.statusCode, response.body).toBe(201);
      made.push(response.json().id);
    }
    const [a, b, c, d, e, f] = made;
    expect((await admin.post(`/api/purchases/${a}/approve`, {})).statusCode).toBe(200);
    expect((await admin.post(`/api/purchases/${a}/pay`, {})).statusCode).toBe(200);
    expect((await admin.post(`/api/purchases/${b}/reject`, { rejection_reason: "Wrong" })).statusCode).toBe(
      200,
    );
    await admin.patch(`/api/rest/v1/purchases?eq=id.${c}`, { category: "ingredients", amount: 82.25 });
    await admin.patch(`/api/rest/v1/purchases?eq=id.${d}`, { store_id: ids["MS-RETAIL"], category: "Stock" });
    await admin.delete(`/api/rest/v1/purchases?eq=id.${e}`);
    expect(f).toBeDefined();

    const read = async () => {
      const response = await admin.get(`/api/reports/month-end?month=${MONTH}&store_id=${store}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const pack = await read();
    const byCategory = pack.purchases.by_category as { category: string; amount: number; count: number }[];
    expect(byCategory.map((row) => row.category)).toEqual(["Coffee Beans", "Ingredients"]);
    expect(
      Object.fromEntries(byCategory.map((row) => [row.category, [cents(row.amount), row.count]])),
    ).toEqual(await fromRows(store));
    expect(byCategory.reduce((sum, row) => sum + cents(row.amount), 0)).toBe(cents(pack.purchases.amount));
    // The kept totals equal a rebuild from the rows.
    const kept = () =>
      t.database.db
        .selectFrom("purchase_category_month_totals")
        .selectAll()
        .orderBy(["store_id", "month", "category", "status"])
        .execute();
    const before = await kept();
    await rebuildAggregates(t.database.db);
    expect(await kept()).toEqual(before);
  });
});

describe("the purchase import's category column", () => {
  it("stores an offered category as spelled, General without one, and refuses one the store is not offered", async () => {
    const rows = [
      ["store", "invoice", "vendor", "category", "amount", "due date"],
      ["DT-CAFE", "IMP-CAT-1", "Import Beans", "milk & dairy", "12.50", "2099-01-01"],
      ["DT-CAFE", "IMP-CAT-2", "Import Beans", "", "13", "2099-01-01"],
      ["DT-CAFE", "IMP-CAT-3", "Import Beans", "Stock", "14", "2099-01-01"],
    ];
    const { preview, job } = await previewThenImport(t, adminSignIn.token, "purchases", {
      name: "categories.csv",
      bytes: csv(rows),
    });
    // The preview says so before anything is imported, in the words the run refuses it with.
    expect(preview).toMatchObject({ valid: 2, refused: 1 });
    expect(preview.problems).toEqual([{ row: 4, field: "category", message: MSG.categoryNotOffered }]);
    expect(job).toMatchObject({ imported: 2, refused: 1 });
    const stored = await t.database.db
      .selectFrom("purchases")
      .select(["invoice_no", "category"])
      .where("invoice_no", "in", ["IMP-CAT-1", "IMP-CAT-2", "IMP-CAT-3"])
      .orderBy("invoice_no")
      .execute();
    expect(stored).toEqual([
      { invoice_no: "IMP-CAT-1", category: "Milk & Dairy" },
      { invoice_no: "IMP-CAT-2", category: "General" },
    ]);
  });
});
