import type { Row } from "../db/database.ts";
import { DEMO_INDUSTRY_CATEGORIES } from "../db/migrations/024_categories.ts";
import { DEMO_INDUSTRY_PURCHASE_CATEGORIES } from "../db/migrations/047_purchase_categories.ts";
import { INDUSTRIES, type IndustryKey } from "./catalog.ts";
import type { SeedContext } from "./context.ts";
import { uuidFromKey } from "./random.ts";
import { instantAt } from "./time.ts";

/**
 * The demo industries' own expense and purchase categories (the ones for every industry come with
 * migrations 024 and 047, which run before the industries exist), set up with the industries.
 */
export function categoryRows(ctx: SeedContext): Row[] {
  return INDUSTRIES.flatMap((industry, index) => {
    const at = instantAt(ctx.setupDate, 15 * 60 + index * 4 + 1, "UTC");
    const row = (kind: "expense" | "purchase", name: string, key: string) => ({
      id: uuidFromKey(key),
      created_at: at,
      updated_at: at,
      name,
      kind,
      industry_id: ctx.industryIds[industry.key],
      active: 1,
      sort_order: 0,
    });
    return [
      ...(DEMO_INDUSTRY_CATEGORIES[industry.code] ?? []).map((name) =>
        row("expense", name, `category:${industry.key}:${name}`),
      ),
      ...(DEMO_INDUSTRY_PURCHASE_CATEGORIES[industry.code] ?? []).map((name) =>
        row("purchase", name, `category:purchase:${industry.key}:${name}`),
      ),
    ];
  });
}

/** A demo vendor's kind of supply (its `category`) as each industry's purchase category. */
const PURCHASE_CATEGORY_OF: Record<IndustryKey, Readonly<Record<string, string>>> = {
  coffee: {
    "Coffee & Tea": "Coffee Beans",
    Dairy: "Milk & Dairy",
    Bakery: "Ingredients",
    Equipment: "Equipment Repair",
    Packaging: "Packaging",
  },
  retail: {
    Apparel: "Stock",
    "Home Goods": "Stock",
    Electronics: "Stock",
    Packaging: "Bags & Packaging",
    Facilities: "Shop Fittings",
    Security: "Shop Fittings",
  },
  realty: {
    Facilities: "Maintenance",
    "Cleaning Supplies": "Cleaning",
    "Professional Services": "Agent Fees",
  },
};

/** The purchase category of a demo purchase: what its vendor supplies, in the store's industry; else General. */
export function purchaseCategoryFor(industry: IndustryKey, vendorCategory: string): string {
  return PURCHASE_CATEGORY_OF[industry][vendorCategory] ?? "General";
}
