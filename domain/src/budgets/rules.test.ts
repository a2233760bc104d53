import { describe, expect, it } from "vitest";
import { BUDGET_MESSAGES } from "./messages.ts";
import { budgetCents, budgetVariance, budgetVariancePercent, parseBudgetCsv } from "./rules.ts";

describe("budget rules", () => {
  it("reads dollars as written, to the cent", () => {
    expect(budgetCents("1500.25")).toBe(150_025);
    expect(budgetCents("$1,500.5")).toBe(150_050);
    expect(budgetCents("0")).toBe(0);
    for (const wrong of ["-5", "1.234", "1,50", "abc", "", "1e3", "999999999999"])
      expect(budgetCents(wrong)).toBeNull();
  });

  it("reads a CSV line by line, with each line's errors and quoted fields", () => {
    const { rows, errors } = parseBudgetCsv(
      'Store_Code,Month,Line,Amount\r\nA1,2026-11,Revenue,"$2,000.10"\n\nA1,2026-11,revenue,1\nA1,2026-1,labour,x\n',
    );
    expect(rows).toEqual([{ row: 2, store_code: "A1", month: "2026-11", line: "revenue", cents: 200_010 }]);
    expect(errors).toEqual([
      { row: 4, field: "line", message: BUDGET_MESSAGES.budgetImportDuplicate },
      { row: 5, field: "month", message: BUDGET_MESSAGES.budgetMonthInvalid },
      { row: 5, field: "amount", message: BUDGET_MESSAGES.budgetAmountInvalid },
    ]);
    expect(parseBudgetCsv("a,b\n").errors[0]?.message).toBe(BUDGET_MESSAGES.budgetImportHeader);
  });

  it("says how far actual is from budget", () => {
    expect(budgetVariance(12_000, 10_000)).toBe(2_000);
    expect(budgetVariancePercent(12_000, 10_000)).toBe(20);
    expect(budgetVariancePercent(1, 3)).toBe(-66.67);
    expect(budgetVariancePercent(5, 0)).toBeNull();
  });
});
