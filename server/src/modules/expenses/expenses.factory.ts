import { expect } from "vitest";
import { asAdmin } from "../../../test/demo-stores.ts";
import { factoryContext, forgetAuthor, makePayload } from "../../../test/factories.ts";
import type { TestApp } from "../../../test/test-app.ts";

export interface ExpenseOverrides extends Record<string, unknown> {
  storeId?: string;
  /** Brought there through the admin's approve/reject calls. */
  status?: "pending" | "approved" | "rejected";
}

/** An expense created by the admin (then moved to `status`), with body overrides. */
export async function makeExpense(
  t: TestApp,
  { storeId, status = "pending", ...overrides }: ExpenseOverrides = {},
) {
  const api = await asAdmin(t);
  const created = await api.post(
    "/api/rest/v1/expenses",
    makePayload("expenses", await factoryContext(t, storeId), overrides),
  );
  expect(created.statusCode, created.body).toBe(201);
  const expense = created.json() as { id: string; description: string; status: string; store_id: string };
  if (status !== "pending") {
    await forgetAuthor(t, "expenses", expense.id);
    const step = status === "approved" ? "approve" : "reject";
    const moved = await api.post(`/api/expenses/${expense.id}/${step}`, {
      rejection_reason: "Factory rejection",
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return { ...expense, status };
}
