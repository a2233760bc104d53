import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../database.ts";
import { down, up } from "./024_categories.ts";

// A database seeded before categories existed: its demo industries get their own at once.
describe.runIf(process.env.TEST_DB !== "postgres")("migration 024 on a database with industries", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "categories-migration-"));
  const database = openDatabase({ dataDir: dir });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("seeds every industry's categories and the demo industries' own, and goes down again", async () => {
    const db = database.db;
    await db.schema
      .createTable("industries")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("code", "text", (col) => col.notNull())
      .execute();
    await db
      .insertInto("industries" as never)
      .values([
        { id: "i-coffee", code: "coffee-shops" },
        { id: "i-florist", code: "florists" },
      ] as never)
      .execute();
    await up(db);
    const rows = await db.selectFrom("categories").select(["name", "industry_id", "created_at"]).execute();
    const of = (industry: string | null) =>
      rows.filter((row) => row.industry_id === industry).map((row) => row.name);
    expect(of(null)).toEqual(expect.arrayContaining(["Office Supplies", "Other", "General"]));
    expect(of(null)).toHaveLength(9);
    expect(of("i-coffee")).toEqual([
      "Ingredients",
      "Milk & Dairy",
      "Coffee Beans",
      "Packaging",
      "Equipment Repair",
    ]);
    expect(of("i-florist")).toEqual([]);
    await expect(
      db
        .insertInto("categories")
        .values({ id: "dup", created_at: "x", updated_at: "x", name: "office supplies", industry_id: null })
        .execute(),
    ).rejects.toThrow();
    await down(db);
    const tables = await db.introspection.getTables();
    expect(tables.map((table) => table.name)).not.toContain("categories");
  });
});
