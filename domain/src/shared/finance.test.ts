/** Unit tests of the rules beside this file. */

import { describe, expect, it } from "vitest";
import { growthAgainstTarget, margin, netProfit, profitAfterLabour } from "./finance.ts";

describe("netProfit and margin", () => {
  it("subtracts expenses and purchases from income", () => {
    expect(netProfit(100_000, 25_050, 30_000)).toBe(44_950);
    expect(netProfit(0, 1_000, 0)).toBe(-1_000);
  });
  it("gives the margin in percent and 0 without income", () => {
    expect(margin(25_000, 100_000)).toBe(25);
    expect(margin(-5_000, 20_000)).toBe(-25);
    expect(margin(5_000, 0)).toBe(0);
  });
  it("takes labour cost off net profit for the profit after labour", () => {
    expect(profitAfterLabour(44_950, 20_000)).toBe(24_950);
    expect(profitAfterLabour(1_000, 3_000)).toBe(-2_000);
  });
});

describe("growthAgainstTarget", () => {
  it("is revenue as a percent of target", () => {
    expect(growthAgainstTarget(150_000, 100_000)).toBe(150);
    expect(growthAgainstTarget(50_000, 200_000)).toBe(25);
  });
  it("gives 100 for revenue against a zero target, else 0", () => {
    expect(growthAgainstTarget(1, 0)).toBe(100);
    expect(growthAgainstTarget(0, 0)).toBe(0);
  });
});
