import { describe, expect, it } from "vitest";
import { formatBusinessDate, formatDollars, formatDollarsWhole } from "./format.ts";

describe("formatting", () => {
  it("formats API dollars as USD through the domain's cents helpers", () => {
    expect(formatDollars(1234.5)).toBe("$1,234.50");
    expect(formatDollars(0.1 + 0.2)).toBe("$0.30");
    expect(formatDollarsWhole(1234.5)).toBe("$1,235");
    expect(formatDollars(-12)).toBe("-$12.00");
  });

  it("keeps business dates on their own day", () => {
    expect(formatBusinessDate("2025-01-18")).toBe("Jan 18, 2025");
    expect(formatBusinessDate("not a date")).toBe("not a date");
  });
});
