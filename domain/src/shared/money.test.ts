import { describe, expect, it } from "vitest";
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
});
