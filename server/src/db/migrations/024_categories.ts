import { type Kysely, sql } from "kysely";
import { newId, nowIso } from "../../ids.ts";
import { withBase } from "./columns.ts";

/**
 * Expense and purchase categories as a table admins manage per industry (docs/decisions.md,
 * Categories). The specification's expense categories and General, the default, become
 * categories for every industry, so every stored expense and every caller keeps working.
 */
const FOR_EVERY_INDUSTRY = [
  "Office Supplies",
  "Meals & Entertainment",
  "Transportation",
  "Maintenance",
  "Utilities",
  "Marketing",
  "Training",
  "Other",
  "General",
];

/** The starter categories of the demo industries, by industry code (the demo seed adds them too). */
export const DEMO_INDUSTRY_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  "coffee-shops": ["Ingredients", "Milk & Dairy", "Coffee Beans", "Packaging", "Equipment Repair"],
  "retail-stores": ["Stock", "Shop Fittings", "Bags & Packaging", "Visual Merchandising"],
  "real-estate": ["Agent Fees", "Listing Advertising", "Property Insurance", "Cleaning"],
};

// The starter list belongs to the product, not to a moment: a fixed instant keeps every
// database's rows identical (the demo seed compares databases row by row).
const STARTER_AT = "2025-01-01T00:00:00.000Z";

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await withBase(db.schema.createTable("categories"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull().defaultTo("expense"))
    .addColumn("industry_id", "text", (col) => col.references("industries.id").onDelete("cascade"))
    .addColumn("active", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("sort_order", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  // A name once per kind and industry, ignoring case; "every industry" is one more industry here.
  await db.schema
    .createIndex("categories_kind_industry_name")
    .on("categories")
    .unique()
    .expression(sql`kind, coalesce(industry_id, ''), lower(name)`)
    .execute();
  await db.schema.createIndex("categories_industry").on("categories").column("industry_id").execute();

  const everyIndustry = FOR_EVERY_INDUSTRY.map((name, index) => ({
    id: `category-${slug(name)}`,
    created_at: STARTER_AT,
    updated_at: STARTER_AT,
    name,
    kind: "expense",
    industry_id: null,
    active: 1,
    sort_order: (index + 1) * 10,
  }));
  await db.insertInto("categories").values(everyIndustry).execute();

  // A database that already holds the demo industries gets their categories now.
  const industries = await db.selectFrom("industries").select(["id", "code"]).execute();
  const now = nowIso();
  const own = industries.flatMap((industry: { id: string; code: string }) =>
    (DEMO_INDUSTRY_CATEGORIES[industry.code] ?? []).map((name) => ({
      id: newId(),
      created_at: now,
      updated_at: now,
      name,
      kind: "expense",
      industry_id: industry.id,
      active: 1,
      sort_order: 0,
    })),
  );
  if (own.length > 0) await db.insertInto("categories").values(own).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("categories").ifExists().execute();
}
