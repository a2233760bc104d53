/** Unit tests of the display rules beside this file. */

import { describe, expect, it } from "vitest";
import {
  DEFAULT_DISPLAY_PREFS,
  type DisplayPrefs,
  displayPrefs,
  formatDate,
  formatDateTime,
  formatMoneyFor,
  formatTime,
  zoneOf,
} from "./display-format.ts";

const us = DEFAULT_DISPLAY_PREFS;
const eu: DisplayPrefs = { date_format: "DD/MM/YYYY", time_format: "24h", timezone: "UTC", currency: "EUR" };
const iso: DisplayPrefs = { ...us, date_format: "YYYY-MM-DD" };
// 2026-11-20 04:35 UTC is 8:35 PM on Nov 19 in Los Angeles (PST, UTC−8).
const instant = "2026-11-20T04:35:00.000Z";

describe("displayPrefs", () => {
  it("takes the person's valid choices, else the application's, else the defaults", () => {
    expect(
      displayPrefs({ date_format: "YYYY-MM-DD" }, { date_format: "DD/MM/YYYY", time_format: "24h" }),
    ).toEqual({
      date_format: "YYYY-MM-DD",
      time_format: "24h",
      timezone: "UTC",
      currency: "USD",
    });
    expect(displayPrefs({ time_format: "13h", timezone: "Mars/Base" }, null)).toEqual(us);
    expect(displayPrefs(undefined, { timezone: "PST", currency: "GBP" }).timezone).toBe("PST");
  });
  it("reads the settings' short zones as the places' clocks and accepts IANA zones", () => {
    expect(zoneOf("PST")).toBe("America/Los_Angeles");
    expect(zoneOf("EST")).toBe("America/New_York");
    expect(zoneOf("America/Chicago")).toBe("America/Chicago");
    expect(zoneOf("XYZ")).toBeNull();
  });
});

describe("formatDate", () => {
  it("writes a business date in each format without moving its day", () => {
    expect(formatDate("2026-11-19", us)).toBe("11/19/2026");
    expect(formatDate("2026-11-19", eu)).toBe("19/11/2026");
    expect(formatDate("2026-11-19", iso)).toBe("2026-11-19");
    expect(formatDate("2026-11-19", { ...us, timezone: "PST" })).toBe("11/19/2026");
  });
  it("dates an instant in the person's zone, or in the zone given", () => {
    expect(formatDate(instant, us)).toBe("11/20/2026");
    expect(formatDate(instant, { ...us, timezone: "PST" })).toBe("11/19/2026");
    expect(formatDate(instant, us, "America/Los_Angeles")).toBe("11/19/2026");
    expect(formatDate("not a date", us)).toBe("not a date");
  });
});

describe("formatTime", () => {
  it("follows the 12- or 24-hour setting for wall-clock times", () => {
    expect(formatTime("20:35", us)).toBe("8:35 PM");
    expect(formatTime("00:05", us)).toBe("12:05 AM");
    expect(formatTime("12:00", us)).toBe("12:00 PM");
    expect(formatTime("20:35", eu)).toBe("20:35");
    expect(formatTime("07:05:00", eu)).toBe("07:05");
  });
  it("reads an instant on the person's clock, or on a store's", () => {
    expect(formatTime(instant, us)).toBe("4:35 AM");
    expect(formatTime(instant, { ...us, timezone: "PST" })).toBe("8:35 PM");
    expect(formatTime(instant, eu, "America/New_York")).toBe("23:35");
  });
});

describe("formatDateTime", () => {
  it("joins the date and time in the person's formats and zone", () => {
    expect(formatDateTime(instant, { ...us, timezone: "PST" })).toBe("11/19/2026 8:35 PM");
    expect(formatDateTime(instant, eu)).toBe("20/11/2026 04:35");
    expect(formatDateTime(new Date(instant), iso, "UTC", { withZone: true })).toBe("2026-11-20 4:35 AM UTC");
  });
  it("keeps daylight saving of the named place", () => {
    expect(formatDateTime("2026-07-01T12:00:00Z", { ...eu, timezone: "EST" }, null, { withZone: true })).toBe(
      "01/07/2026 08:00 EDT",
    );
  });
});

describe("formatMoneyFor", () => {
  it("shows the chosen currency", () => {
    expect(formatMoneyFor(123456, us)).toBe("$1,234.56");
    expect(formatMoneyFor(123456, eu)).toBe("€1,234.56");
    expect(formatMoneyFor(-1200, { ...us, currency: "GBP" })).toBe("-£12.00");
    expect(formatMoneyFor(123456, us, { whole: true })).toBe("$1,235");
  });
});
