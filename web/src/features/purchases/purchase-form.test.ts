import { describe, expect, it } from "vitest";
import { changedFields } from "../../components/form/form-values.ts";
import { purchaseFormValues, purchasePayload, validatePurchase } from "./purchase-form.ts";

const blank = purchaseFormValues(null, { storeId: "", today: "2026-03-01" });
const filled = {
  ...blank,
  invoice_no: " INV-1 ",
  vendor: "Acme",
  store_id: "s1",
  amount: 12.5,
  due_date: "2026-04-01",
};

describe("purchase form", () => {
  it("requires the spec's fields, the store only when not fixed", () => {
    expect(validatePurchase(blank, { fixedStore: false })).toEqual({
      invoice_no: "Invoice number is required.",
      vendor: "Vendor name is required.",
      store_id: "Store is required.",
      amount: "Amount is required.",
      due_date: "Payment due date is required.",
    });
    expect(validatePurchase({ ...filled, store_id: "" }, { fixedStore: true })).toEqual({});
  });

  it("requires check number and check due date for checks only", () => {
    const check = { ...filled, payment_type: "check" };
    const errors = validatePurchase(check, { fixedStore: false });
    expect(errors.check_no).toBe("Check number is required for check payments.");
    expect(errors.check_due_date).toBe("Check due date is required for check payments.");
    expect(Object.keys(errors)).toHaveLength(2);
    expect(
      validatePurchase({ ...check, check_no: "101", check_due_date: "2026-04-02" }, { fixedStore: false }),
    ).toEqual({});
  });

  it("rejects more than two decimals and negative amounts", () => {
    expect(validatePurchase({ ...filled, amount: 1.005 }, { fixedStore: false }).amount).toMatch(
      /two decimals/,
    );
    expect(validatePurchase({ ...filled, amount: -1 }, { fixedStore: false }).amount).toMatch(/negative/);
  });

  it("preselects General and sends the chosen category; an edit opens on the purchase's own", () => {
    expect(blank.category).toBe("General");
    expect(purchasePayload({ ...filled, category: "Coffee Beans" }, { fixedStore: false }).category).toBe(
      "Coffee Beans",
    );
    const stored = { ...filled, category: "Packaging" } as unknown as Parameters<
      typeof purchaseFormValues
    >[0];
    expect(purchaseFormValues(stored, { storeId: "", today: "2026-03-01" }).category).toBe("Packaging");
  });

  it("sends a staff purchase without a store and clears check fields for other payments", () => {
    const payload = purchasePayload({ ...filled, check_no: "7" }, { fixedStore: true });
    expect(payload).not.toHaveProperty("store_id");
    expect(payload).toMatchObject({
      invoice_no: "INV-1",
      amount: 12.5,
      check_no: null,
      check_due_date: null,
    });
    expect(payload.description).toBeUndefined();
  });

  it("patches only what changed and never an emptied date", () => {
    const payload = purchasePayload({ ...filled, purchase_date: "", notes: "new" }, { fixedStore: false });
    const stored = { ...payload, purchase_date: "2026-02-02", notes: null, amount: 12.5 };
    expect(changedFields(payload, stored)).toEqual({ notes: "new" });
  });
});
