import { describe, expect, it } from "vitest";
import { ZPurchaseCreate } from "../purchases/schema.ts";
import { MAX_MONEY_CENTS, MAX_MONEY_DOLLARS } from "./limits.ts";
import { hasAtMostTwoDecimals, isWithinMoneyRange, toCents, toDollars } from "./money.ts";

describe("money", () => {
  it("whole cents as written: at most two decimals, exactly, at any size", () => {
    for (const ok of [0, 1, 1.5, 12.34, 999_999_999.99, -3.01, 1e20])
      expect(hasAtMostTwoDecimals(ok), `${ok}`).toBe(true);
    for (const bad of [12.345, 0.001, 0.1 + 0.2, 1e-7, Number.NaN, Number.POSITIVE_INFINITY])
      expect(hasAtMostTwoDecimals(bad), `${bad}`).toBe(false);
  });

  it("one range for every amount: up to $999,999,999.99, stored exactly in cents", () => {
    expect(isWithinMoneyRange(MAX_MONEY_DOLLARS)).toBe(true);
    expect(isWithinMoneyRange(1_000_000_000)).toBe(false);
    expect(isWithinMoneyRange(1e300)).toBe(false);
    expect(toCents(MAX_MONEY_DOLLARS)).toBe(MAX_MONEY_CENTS);
    expect(toDollars(MAX_MONEY_CENTS)).toBe(MAX_MONEY_DOLLARS);
    expect(Number.isSafeInteger(MAX_MONEY_CENTS)).toBe(true);
  });

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
});
