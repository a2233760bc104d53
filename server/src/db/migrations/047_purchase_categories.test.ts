import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/test-app.ts";
import { addDemoPurchaseCategories, DEMO_INDUSTRY_PURCHASE_CATEGORIES } from "./047_purchase_categories.ts";

const t = useTestApp();

describe("migration 047: purchase categories", () => {
  it("gives General for every industry, and the demo industries their own on a database that has them", async () => {
    const db = t.database.db;
    const general = await db
      .selectFrom("categories")
      .select(["id", "created_at"])
      .where("kind", "=", "purchase")
      .where("industry_id", "is", null)
      .execute();
    expect(general).toEqual([{ id: "category-purchase-general", created_at: "2025-01-01T00:00:00.000Z" }]);
    // A database seeded before 047: its demo industries have no purchase categories yet.
    await db
      .deleteFrom("categories")
      .where("kind", "=", "purchase")
      .where("industry_id", "is not", null)
      .execute();
    await addDemoPurchaseCategories(db);
    const rows = await db
      .selectFrom("categories as c")
      .innerJoin("industries as i", "i.id", "c.industry_id")
      .select(["i.code", "c.name"])
      .where("c.kind", "=", "purchase")
      .execute();
    for (const [code, names] of Object.entries(DEMO_INDUSTRY_PURCHASE_CATEGORIES)) {
      expect(
        rows
          .filter((row) => row.code === code)
          .map((row) => row.name)
          .sort(),
        code,
      ).toEqual([...names].sort());
    }
  });
});
