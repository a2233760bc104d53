/** Unit tests of the rules beside this file. */

import { describe, expect, it } from "vitest";
import { requirementLines } from "./careers/rules.ts";
import { dailyIncomeTotal } from "./daily-income/rules.ts";
import { industryCodeFromName } from "./industries/rules.ts";
import { splitSkills } from "./staff/rules.ts";
import { storeCodeFromName } from "./stores/rules.ts";
import { vendorCode } from "./vendors/rules.ts";

describe("codes and text helpers", () => {
  it("derives store and industry codes from names", () => {
    expect(storeCodeFromName("Downtown Cafe")).toBe("DOWNTOWN-CAFE");
    expect(storeCodeFromName("  Main  Street Shop ")).toBe("MAIN-STREET-SHOP");
    expect(industryCodeFromName("Coffee Shops")).toBe("coffee-shops");
  });
  it("builds a vendor code from the timestamp", () => {
    expect(vendorCode(new Date(1_700_000_000_000))).toBe("VEN-1700000000000");
  });
  it("splits skills and requirement lines, dropping blanks", () => {
    expect(splitSkills("a, b,, c")).toEqual(["a", "b", "c"]);
    expect(splitSkills(" , ")).toEqual([]);
    expect(requirementLines("Barista experience\n\n  Food safety  \r\n")).toEqual([
      "Barista experience",
      "Food safety",
    ]);
  });
  it("adds the daily income parts", () => {
    expect(dailyIncomeTotal(10_050, 20_025, 0)).toBe(30_075);
  });
});
