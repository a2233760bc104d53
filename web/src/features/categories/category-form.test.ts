import { describe, expect, it } from "vitest";
import { categoryFormValues, categoryPayload, EVERY_INDUSTRY, validateCategory } from "./category-form.ts";

const blank = categoryFormValues(null);

describe("category form", () => {
  it("opens as an active expense category for every industry", () => {
    expect(blank).toEqual({
      name: "",
      kind: "expense",
      industry_id: EVERY_INDUSTRY,
      active: true,
      sort_order: 0,
    });
    expect(categoryPayload({ ...blank, name: " Stock " })).toEqual({
      name: "Stock",
      kind: "expense",
      industry_id: null,
      active: true,
      sort_order: 0,
    });
  });

  it("sends the chosen industry and order", () => {
    const payload = categoryPayload({ ...blank, name: "Milk", industry_id: "i-1", sort_order: "" });
    expect(payload).toMatchObject({ industry_id: "i-1", sort_order: 0 });
  });

  it("requires a name of at most 100 characters", () => {
    expect(validateCategory(blank)).toEqual({ name: "Category name is required." });
    expect(validateCategory({ ...blank, name: "x".repeat(101) }).name).toMatch(/100/);
    expect(validateCategory({ ...blank, name: "Milk" })).toEqual({});
  });
});
