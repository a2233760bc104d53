/** Unit tests of the rules beside this file. */

import { describe, expect, it } from "vitest";
import { isWithin24Hours } from "./rules.ts";

describe("isWithin24Hours", () => {
  const now = new Date("2025-03-10T12:00:00Z");
  it("is true up to just before 24 hours and false from then on", () => {
    expect(isWithin24Hours("2025-03-09T12:00:01Z", now)).toBe(true);
    expect(isWithin24Hours("2025-03-09T12:00:00Z", now)).toBe(false);
    expect(isWithin24Hours(new Date("2025-03-01T00:00:00Z"), now)).toBe(false);
  });
});
