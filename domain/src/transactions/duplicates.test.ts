import { describe, expect, it } from "vitest";
import { amountRange, dateRange, descriptionKey, invoiceKey } from "./duplicates.ts";

describe("duplicate bills", () => {
  it("compares invoice numbers without case, separators or leading zeros", () => {
    for (const typed of ["AUD-001", "aud 1", "AUD001", "aud/0001", "A.U.D_1", "aud#1"])
      expect(invoiceKey(typed)).toBe("aud1");
    expect(invoiceKey("001-AUD")).toBe("1aud");
    expect(invoiceKey("INV-2024-001")).toBe(invoiceKey("inv 2024 1"));
    expect(invoiceKey("AUD-010")).toBe("aud10");
    expect(invoiceKey("AUD-010")).not.toBe(invoiceKey("AUD-001"));
    expect(invoiceKey("000")).toBe("0");
    expect(invoiceKey("A0B")).toBe("a0b");
    expect(descriptionKey("Milk - 2 crates")).toBe(descriptionKey("milk 2 crates"));
  });

  it("takes amounts within 1 % of the draft's, edges included, in whole cents", () => {
    expect(amountRange(10_000)).toEqual({ min: 9_900, max: 10_100 });
    // 1 % of $100.50 is 100.5 cents: $99.50 and $101.50 are in, a cent further is not.
    expect(amountRange(10_050)).toEqual({ min: 9_950, max: 10_150 });
    expect(amountRange(99)).toEqual({ min: 99, max: 99 });
  });

  it("takes dates within 30 days either side, across months and years", () => {
    expect(dateRange("2024-03-01")).toEqual({ from: "2024-01-31", to: "2024-03-31" });
    expect(dateRange("2024-12-15")).toEqual({ from: "2024-11-15", to: "2025-01-14" });
  });
});
