import type { TApprovalRuleCreate } from "@storeops/domain";
import { expect } from "vitest";
import { asAdmin } from "../../../test/demo-stores.ts";
import { client, type SignedIn, type TestApp } from "../../../test/test-app.ts";

/** An approval rule saved by the admin (active, priority 100 unless given). */
export async function makeRule(t: TestApp, rule: TApprovalRuleCreate) {
  const created = await (await asAdmin(t)).post("/api/rest/v1/approval_rules", rule);
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: string };
}

/** No rules left: each test starts from the usual single step. */
export async function clearRules(t: TestApp) {
  await t.database.db.deleteFrom("approval_rules").execute();
  await t.database.db.deleteFrom("approval_delegations").execute();
}

let serial = 0;

/** A pending expense of a store created by `author` (the admin unless given), `amount` dollars. */
export async function pendingExpense(t: TestApp, storeId: string, amount: number, author?: SignedIn) {
  const api = author ? client(t.app, author.token) : await asAdmin(t);
  const created = await api.post("/api/rest/v1/expenses", {
    description: `Approval test ${++serial}`,
    category: "Utilities",
    amount,
    expense_date: t.today,
    store_id: storeId,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: string; description: string; status: string; allowed_actions: string[] };
}

/** A pending purchase of a store from a vendor, created by the admin. */
export async function pendingPurchase(t: TestApp, storeId: string, amount: number, vendor = "Test Vendor") {
  const created = await (await asAdmin(t)).post("/api/rest/v1/purchases", {
    invoice_no: `APR-${process.pid}-${++serial}`,
    vendor,
    amount,
    due_date: t.today,
    store_id: storeId,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: string; status: string };
}

/** Approves (or rejects, with a reason) as the signed-in user: the response. */
export function decide(
  t: TestApp,
  who: SignedIn,
  table: "purchases" | "expenses",
  id: string,
  action = "approve",
) {
  const body = action === "reject" ? { rejection_reason: "Not this month" } : {};
  return client(t.app, who.token).post(`/api/${table}/${id}/${action}`, body);
}

/** The record's approval path as the signed-in user reads it. */
export async function pathOfRecord(t: TestApp, who: SignedIn, table: "purchases" | "expenses", id: string) {
  const answer = await client(t.app, who.token).get(`/api/approvals/${table}/${id}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}
