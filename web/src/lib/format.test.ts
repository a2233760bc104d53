import { DEFAULT_DISPLAY_PREFS } from "@storeops/domain";
import { afterEach, describe, expect, it } from "vitest";
import {
  formatBusinessDate,
  formatClock,
  formatDollars,
  formatDollarsWhole,
  formatInstant,
  formatTimeOfDay,
  setDisplayPrefs,
} from "./format.ts";

afterEach(() => setDisplayPrefs(DEFAULT_DISPLAY_PREFS));

describe("formatting", () => {
  it("formats API dollars as USD through the domain's cents helpers", () => {
    expect(formatDollars(1234.5)).toBe("$1,234.50");
    expect(formatDollars(0.1 + 0.2)).toBe("$0.30");
    expect(formatDollarsWhole(1234.5)).toBe("$1,235");
    expect(formatDollars(-12)).toBe("-$12.00");
  });

  it("keeps business dates on their own day, in the default MM/DD/YYYY", () => {
    expect(formatBusinessDate("2025-01-18")).toBe("01/18/2025");
    expect(formatBusinessDate("not a date")).toBe("not a date");
  });

  it("follows the person's settings once they are set", () => {
    setDisplayPrefs({ date_format: "DD/MM/YYYY", time_format: "24h", timezone: "PST", currency: "GBP" });
    expect(formatBusinessDate("2025-01-18")).toBe("18/01/2025");
    expect(formatInstant("2026-11-20T04:35:00Z")).toBe("19/11/2026 20:35");
    expect(formatInstant("2026-11-20T04:35:00Z", "America/New_York")).toBe("19/11/2026 23:35");
    expect(formatTimeOfDay("08:05")).toBe("08:05");
    expect(formatClock(Date.parse("2026-11-20T04:35:00Z"))).toBe("20:35");
    expect(formatDollars(1234.5)).toBe("£1,234.50");
    setDisplayPrefs({ ...DEFAULT_DISPLAY_PREFS, timezone: "PST" });
    expect(formatTimeOfDay("20:35")).toBe("8:35 PM");
    expect(formatInstant("2026-11-20T04:35:00Z")).toBe("11/19/2026 8:35 PM");
  });
});
