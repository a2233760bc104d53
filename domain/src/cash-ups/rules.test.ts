import { describe, expect, it } from "vitest";
import { cashVariance, denominationTotal, expectedCash, needsApproval } from "./rules.ts";

describe("cash-up arithmetic", () => {
  it("expects the float plus cash takings less cash paid out and dropped", () => {
    // $150 float, $812.40 cash taken, a $64.99 delivery and a $12.50 expense paid from the till,
    // $500 dropped to the safe: $385.91 should be in the drawer.
    const terms = {
      opening_float: 15000,
      cash_takings: 81240,
      cash_purchases: 6499,
      cash_expenses: 1250,
      cash_drops: 50000,
    };
    expect(expectedCash(terms)).toBe(38491);
    expect(cashVariance(38000, 38491)).toBe(-491);
    expect(cashVariance(38491, 38491)).toBe(0);
  });

  it("adds up notes and coins in cents and refuses nonsense", () => {
    expect(denominationTotal({ "10000": 1, "2000": 3, "25": 8, "1": 4 })).toBe(16204);
    expect(denominationTotal({})).toBe(0);
    expect(denominationTotal({ "2000": -1 })).toBeNull();
    expect(denominationTotal({ "2000": 1.5 })).toBeNull();
    expect(denominationTotal({ abc: 1 })).toBeNull();
    expect(denominationTotal({ "0": 1 })).toBeNull();
    expect(denominationTotal({ "100": 100_001 })).toBeNull();
  });

  it("needs an approval only beyond the tolerance, either way", () => {
    expect(needsApproval(500, 500)).toBe(false);
    expect(needsApproval(-500, 500)).toBe(false);
    expect(needsApproval(501, 500)).toBe(true);
    expect(needsApproval(-501, 500)).toBe(true);
    expect(needsApproval(1, 0)).toBe(true);
  });
});
