import { describe, expect, it } from "vitest";
import { VALIDATION } from "../shared/validation-messages.ts";
import { DEFAULT_PURCHASE_CATEGORY } from "./options.ts";
import { ZPurchaseCreate, ZPurchaseUpdate } from "./schema.ts";

describe("purchase amounts", () => {
  it("a money field refuses 1e300 with the maximum in the message, and never rounds", () => {
    const base = { invoice_no: "INV-1", vendor: "V", due_date: "2026-01-01", store_id: "s" };
    const huge = ZPurchaseCreate.safeParse({ ...base, amount: 1e300 });
    expect(huge.success).toBe(false);
    expect(huge.error?.issues.map((issue) => issue.message)).toEqual([
      "Amount cannot be more than $999,999,999.99.",
    ]);
    expect(ZPurchaseCreate.safeParse({ ...base, amount: Number("90071992547409.93") }).success).toBe(false);
    expect(ZPurchaseCreate.safeParse({ ...base, amount: 10.005 }).success).toBe(false);
    expect(ZPurchaseCreate.safeParse({ ...base, amount: 999_999_999.99 }).success).toBe(true);
  });
  it("an amount of 0 is refused: a purchase is of something", () => {
    const base = { invoice_no: "INV-1", vendor: "V", due_date: "2026-01-01", store_id: "s" };
    const zero = ZPurchaseCreate.safeParse({ ...base, amount: 0 });
    expect(zero.error?.issues.map((issue) => issue.message)).toEqual(["Amount must be greater than 0."]);
    expect(ZPurchaseCreate.safeParse({ ...base, amount: 0.01 }).success).toBe(true);
  });
  it("a category is optional (General), at most 100 characters, worded by the message table", () => {
    const base = { invoice_no: "INV-1", vendor: "V", due_date: "2026-01-01", store_id: "s", amount: 5 };
    expect(ZPurchaseCreate.parse(base).category).toBe(DEFAULT_PURCHASE_CATEGORY);
    expect(ZPurchaseCreate.parse({ ...base, category: "Coffee Beans" }).category).toBe("Coffee Beans");
    const long = ZPurchaseCreate.safeParse({ ...base, category: "x".repeat(101) });
    expect(long.error?.issues.map((issue) => issue.message)).toEqual([VALIDATION.maxChars("Category", 100)]);
    const blank = ZPurchaseCreate.safeParse({ ...base, category: " " });
    expect(blank.error?.issues.map((issue) => issue.message)).toEqual([VALIDATION.required("Category")]);
    expect(ZPurchaseUpdate.safeParse({ category: "x".repeat(100) }).success).toBe(true);
  });
});
