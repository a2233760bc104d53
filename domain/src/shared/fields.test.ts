import { describe, expect, it } from "vitest";
import { optionalText, requiredText } from "./fields.ts";
import { LONG_TEXT_LIMIT } from "./limits.ts";
import { VALIDATION } from "./validation-messages.ts";

describe("single-line text", () => {
  const vendor = requiredText("Vendor name");
  it("refuses line breaks, tabs, escapes and line separators inside a short field", () => {
    for (const forged of [
      "Acme\nAPPROVE purchase",
      "Acme\r\nX",
      "Acme\tX",
      "Acme\u001b[2J",
      "Acme\u0085X",
      "Acme\u2028X",
    ]) {
      const result = vendor.safeParse(forged);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        VALIDATION.singleLine("Vendor name"),
      ]);
    }
    expect(optionalText("Check number").safeParse("12\n34").success).toBe(false);
  });
  it("keeps ordinary text, trims the ends, and lets free text keep its lines", () => {
    expect(vendor.parse("  Café Müller & Söhne  ")).toBe("Café Müller & Söhne");
    expect(vendor.parse("Acme\n")).toBe("Acme");
    expect(optionalText("Notes", LONG_TEXT_LIMIT).parse("line one\nline two\ttabbed")).toBe(
      "line one\nline two\ttabbed",
    );
  });
});
