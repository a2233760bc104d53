import type { Kysely } from "kysely";
import { newId, nowIso } from "../../ids.ts";
import { addAggregate } from "./005/triggers.ts";

/**
 * Purchases carry a category (issue #32, item 6; docs/decisions.md, Categories): `purchases.category`,
 * a category's name as it spells it, General on every purchase stored before (the default a purchase
 * created without one gets), the purchase categories, and the month-end pack's purchases by
 * category (`purchase_category_month_totals`, joining migration 005's statements and rebuild).
 */

/** The purchase category for every industry: what a purchase saved without one gets. */
export const DEFAULT_PURCHASE_CATEGORY_ROW = {
  id: "category-purchase-general",
  name: "General",
};

/** The demo industries' own purchase categories, by industry code (the demo seed adds them too). */
export const DEMO_INDUSTRY_PURCHASE_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  "coffee-shops": ["Coffee Beans", "Milk & Dairy", "Ingredients", "Packaging", "Equipment Repair"],
  "retail-stores": ["Stock", "Shop Fittings", "Bags & Packaging"],
  "real-estate": ["Maintenance", "Utilities", "Agent Fees", "Cleaning"],
};

// As migration 024's starter rows: a fixed instant keeps every database's rows identical.
const STARTER_AT = "2025-01-01T00:00:00.000Z";

/** The demo industries' purchase categories on a database that already holds the industries. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function addDemoPurchaseCategories(db: Kysely<any>): Promise<void> {
  const industries = await db.selectFrom("industries").select(["id", "code"]).execute();
  const now = nowIso();
  const rows = industries.flatMap((industry: { id: string; code: string }) =>
    (DEMO_INDUSTRY_PURCHASE_CATEGORIES[industry.code] ?? []).map((name) => ({
      id: newId(),
      created_at: now,
      updated_at: now,
      name,
      kind: "purchase",
      industry_id: industry.id,
      active: 1,
      sort_order: 0,
    })),
  );
  if (rows.length > 0) await db.insertInto("categories").values(rows).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  // Existing purchases get General: no stored purchase names anything else, and General is offered
  // to every store, so an edit of an old purchase keeps a valid category.
  await db.schema
    .alterTable("purchases")
    .addColumn("category", "text", (col) => col.notNull().defaultTo(DEFAULT_PURCHASE_CATEGORY_ROW.name))
    .execute();
  await db
    .insertInto("categories")
    .values({
      ...DEFAULT_PURCHASE_CATEGORY_ROW,
      created_at: STARTER_AT,
      updated_at: STARTER_AT,
      kind: "purchase",
      industry_id: null,
      active: 1,
      sort_order: 10,
    })
    .execute();
  await addDemoPurchaseCategories(db);
  await addAggregate(db, "purchase_category_month_totals");
}

/** One way: the statements of migration 005 keep the totals from now on. */
export async function down(): Promise<void> {
  throw new Error("047_purchase_categories cannot be undone: restore a backup taken before it");
}
