import { describe, expect, it } from "vitest";
import { EXPENSE_STATUSES } from "../expenses/options.ts";
import { PURCHASE_STATUSES } from "../purchases/options.ts";
import { countsInFigures } from "./counting.ts";

describe("countsInFigures", () => {
  it("counts every purchase and expense status but rejected", () => {
    expect(PURCHASE_STATUSES.filter(countsInFigures)).toEqual(["pending", "approved", "paid"]);
    expect(EXPENSE_STATUSES.filter(countsInFigures)).toEqual(["pending", "approved"]);
  });
});
