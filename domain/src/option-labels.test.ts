import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "./audit-logs/options.ts";
import { optionLabel } from "./option-labels.ts";
import { PURCHASE_DISPLAY_STATUSES } from "./purchases/options.ts";
import { EMPLOYMENT_TYPES } from "./shared/options.ts";
import { STAFF_STATUSES } from "./staff/options.ts";

describe("optionLabel", () => {
  it("names the values users met raw", () => {
    expect(optionLabel("on_leave")).toBe("On Leave");
    expect(optionLabel("full-time")).toBe("Full-time");
    expect(optionLabel("LOGIN_FAILED")).toBe("Failed sign-in");
    expect(optionLabel("overdue")).toBe("Overdue");
  });

  it("never returns a raw value of a domain option list", () => {
    for (const value of [
      ...PURCHASE_DISPLAY_STATUSES,
      ...STAFF_STATUSES,
      ...EMPLOYMENT_TYPES,
      ...AUDIT_ACTIONS,
    ]) {
      const label = optionLabel(value);
      expect(label, value).not.toBe(value);
      expect(label, value).not.toMatch(/[_]/);
    }
  });

  it("reads an unknown value as words", () => {
    expect(optionLabel("needs_review")).toBe("Needs review");
  });
});
