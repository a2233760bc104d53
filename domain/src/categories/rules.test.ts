import { describe, expect, it } from "vitest";
import { offeredCategoryNames } from "./rules.ts";

const row = (name: string, extra: Partial<Parameters<typeof offeredCategoryNames>[0][number]> = {}) => ({
  name,
  kind: "expense",
  industry_id: null,
  active: true,
  sort_order: 10,
  ...extra,
});

describe("categories offered to a store", () => {
  const rows = [
    row("Utilities", { sort_order: 50 }),
    row("Office Supplies", { sort_order: 10 }),
    row("Milk & Dairy", { industry_id: "coffee", sort_order: 0 }),
    row("Coffee Beans", { industry_id: "coffee", sort_order: 0 }),
    row("Stock", { industry_id: "retail", sort_order: 0 }),
    row("Retired", { active: false }),
    row("Packaging crates", { kind: "purchase" }),
  ];

  it("offers the industry's own and every industry's active ones, by sort order then name", () => {
    expect(offeredCategoryNames(rows, "expense", "coffee")).toEqual([
      "Coffee Beans",
      "Milk & Dairy",
      "Office Supplies",
      "Utilities",
    ]);
  });

  it("a store without an industry gets only the categories for every industry", () => {
    expect(offeredCategoryNames(rows, "expense", null)).toEqual(["Office Supplies", "Utilities"]);
  });

  it("keeps kinds apart", () => {
    expect(offeredCategoryNames(rows, "purchase", "coffee")).toEqual(["Packaging crates"]);
  });

  it("another industry's categories are not offered", () => {
    expect(offeredCategoryNames(rows, "expense", "retail")).toEqual([
      "Stock",
      "Office Supplies",
      "Utilities",
    ]);
  });
});
