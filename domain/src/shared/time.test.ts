/** Unit tests of the rules beside this file. */

import { describe, expect, it } from "vitest";
import { relativeTime } from "./time.ts";

describe("relativeTime", () => {
  const now = new Date("2025-03-10T12:00:00Z");
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  it("says Just now under 60 seconds (and for future instants)", () => {
    expect(relativeTime(ago(59), now)).toBe("Just now");
    expect(relativeTime(ago(-30), now)).toBe("Just now");
  });
  it("counts minutes, hours and days with singulars", () => {
    expect(relativeTime(ago(60), now)).toBe("1 minute ago");
    expect(relativeTime(ago(59 * 60), now)).toBe("59 minutes ago");
    expect(relativeTime(ago(3600), now)).toBe("1 hour ago");
    expect(relativeTime(ago(5 * 3600), now)).toBe("5 hours ago");
    expect(relativeTime(ago(86_400), now)).toBe("1 day ago");
    expect(relativeTime(ago(6 * 86_400), now)).toBe("6 days ago");
  });
  it("shows an en-US date from 7 days on", () => {
    expect(relativeTime(ago(7 * 86_400), now)).toBe("Mar 3, 2025");
    expect(relativeTime("2025-01-18T08:00:00Z", now)).toBe("Jan 18, 2025");
  });
});
