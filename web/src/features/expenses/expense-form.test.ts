import { describe, expect, it } from "vitest";
import { expenseFormValues, expensePayload, validateExpense } from "./expense-form.ts";

const blank = expenseFormValues(null, { storeId: "", today: "2026-03-01" });

describe("expense form", () => {
  it("defaults to Office Supplies, cash and today", () => {
    expect(blank).toMatchObject({
      category: "Office Supplies",
      payment_type: "cash",
      expense_date: "2026-03-01",
    });
  });

  it("requires the spec's fields, the store only when not fixed", () => {
    expect(validateExpense({ ...blank, expense_date: "" }, { fixedStore: false })).toEqual({
      description: "Description is required.",
      amount: "Amount is required.",
      expense_date: "Date is required.",
      store_id: "Store is required.",
    });
    expect(
      validateExpense({ ...blank, description: "Paper", amount: "12.30" }, { fixedStore: true }),
    ).toEqual({});
  });

  it("requires check fields for checks and sends them only then", () => {
    const check = { ...blank, description: "Rent", amount: 900, store_id: "s1", payment_type: "check" };
    expect(Object.keys(validateExpense(check, { fixedStore: false }))).toEqual([
      "check_no",
      "check_due_date",
    ]);
    const cash = expensePayload({ ...check, payment_type: "cash", check_no: "12" }, { fixedStore: false });
    expect(cash).toMatchObject({ check_no: null, check_due_date: null, amount: 900, store_id: "s1" });
  });
});
