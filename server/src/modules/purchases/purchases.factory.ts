import { expect } from "vitest";
import { asAdmin } from "../../../test/demo-stores.ts";
import { factoryContext, forgetAuthor, makePayload } from "../../../test/factories.ts";
import type { TestApp } from "../../../test/test-app.ts";

export interface PurchaseOverrides extends Record<string, unknown> {
  storeId?: string;
  /** Brought there through the admin's approve/reject/pay calls. */
  status?: "pending" | "approved" | "rejected" | "paid";
}

/** A purchase created by the admin (then moved to `status`), with body overrides. */
export async function makePurchase(
  t: TestApp,
  { storeId, status = "pending", ...overrides }: PurchaseOverrides = {},
) {
  const api = await asAdmin(t);
  const ctx = await factoryContext(t, storeId);
  const created = await api.post("/api/rest/v1/purchases", makePayload("purchases", ctx, overrides));
  expect(created.statusCode, created.body).toBe(201);
  const purchase = created.json() as {
    id: string;
    invoice_no: string;
    status: string;
    store_id: string;
    purchase_date: string;
  };
  const steps = { pending: [], approved: ["approve"], rejected: ["reject"], paid: ["approve", "pay"] }[
    status
  ];
  if (steps.length > 0) await forgetAuthor(t, "purchases", purchase.id);
  for (const step of steps) {
    const body = step === "reject" ? { rejection_reason: "Factory rejection" } : {};
    const moved = await api.post(`/api/purchases/${purchase.id}/${step}`, body);
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return { ...purchase, status };
}
