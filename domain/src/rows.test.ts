import { describe, expect, expectTypeOf, it } from "vitest";
import { type RowOf, rowSchema } from "./rows.ts";

describe("rows from the tables' columns", () => {
  it("types a purchase as presented: not-null columns plain, the rest nullable", () => {
    expectTypeOf<RowOf<"purchases">["invoice_no"]>().toEqualTypeOf<string>();
    expectTypeOf<RowOf<"purchases">["amount"]>().toEqualTypeOf<number>();
    expectTypeOf<RowOf<"purchases">["description"]>().toEqualTypeOf<string | null>();
    expectTypeOf<RowOf<"purchases">["overdue"]>().toEqualTypeOf<boolean>();
  });
  it("leaves hidden columns out", () => {
    expect(Object.keys(rowSchema("users").shape)).not.toContain("password_hash");
  });
  it("validates a presented row", () => {
    const row = {
      id: "p1",
      created_at: "2026-01-01T00:00:00Z",
      updated_at: "2026-01-01T00:00:00Z",
      invoice_no: "INV-1",
      vendor: "V",
      amount: 12.5,
      status: "pending",
      purchase_date: "2026-01-01",
      payment_type: "cash",
      overdue: false,
    };
    const schema = rowSchema("purchases").pick({
      id: true,
      invoice_no: true,
      vendor: true,
      amount: true,
      status: true,
      purchase_date: true,
      payment_type: true,
      overdue: true,
      description: true,
    });
    expect(schema.safeParse({ ...row, description: null }).success).toBe(true);
    expect(schema.safeParse({ ...row, description: null, amount: null }).success).toBe(false);
  });
});
