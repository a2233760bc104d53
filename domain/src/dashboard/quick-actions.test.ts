import { describe, expect, it } from "vitest";
import type { Role } from "../access/roles.ts";
import { quickActionsFor } from "./quick-actions.ts";

const keys = (role: Role) => quickActionsFor(role).map((action) => action.key);

describe("quickActionsFor", () => {
  it("offers a store manager review and the day's work, never adding purchases or expenses", () => {
    expect(keys("store_manager")).toEqual([
      "recordTime",
      "recordIncome",
      "reviewPurchases",
      "reviewExpenses",
      "storeSettings",
    ]);
  });

  it("offers staff what they submit and accounting what it reviews and pays", () => {
    // The store's day first: clock in, then today's takings.
    expect(keys("staff")).toEqual(["recordTime", "recordIncome", "addPurchase", "addExpense"]);
    expect(keys("accounting")).toEqual(["reviewPurchases", "reviewExpenses", "payPurchases"]);
    expect(keys("ceo")).toEqual(["addPosting"]);
    expect(keys("admin")).toHaveLength(11);
  });
});
