import { MSG, VALIDATION } from "@storeops/domain";
import { afterEach, describe, expect, it } from "vitest";
import { demoStores } from "../../../test/demo-stores.ts";
import { describeLadder } from "../../../test/ladder.ts";
import { client, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { clearRules, makeRule, pendingExpense, pendingPurchase } from "./approvals.factory.ts";

// Approve or reject many from a list selection (docs/decisions.md, Approvals): a result per id.
const t = useTestApp();
const staff = useSignIn(t, "staff");
const accounting = useSignIn(t, "accounting");
afterEach(() => clearRules(t));

const inAccountingStore = async () => (await demoStores(t)).accounting[0] ?? "";
const authoredByNobody = (table: "purchases" | "expenses", id: string) =>
  t.database.db.updateTable(table).set({ created_by: null }).where("id", "=", id).execute();

describeLadder("POST /api/expenses/approve", () => t, {
  method: "POST",
  url: "/api/expenses/approve",
  payload: { ids: ["no-such-expense"] },
  forbidden: { as: "ceo", message: MSG.ceoReadOnly },
  outOfScope: null,
  badRequest: { as: "accounting", payload: { ids: [] } },
  success: {
    as: "accounting",
    check: (response) => {
      expect(response.json()).toEqual({
        results: [{ id: "no-such-expense", ok: false, message: MSG.noDataFound }],
      });
    },
  },
});

describe("bulk approve and reject", () => {
  it("answers each id under the same rules: allowed, own, another store's, unknown, already decided, a step", async () => {
    const store = await inAccountingStore();
    const foreign = (await demoStores(t)).foreign;
    const allowed = await pendingExpense(t, store, 11);
    await authoredByNobody("expenses", allowed.id);
    const own = await pendingExpense(t, store, 12);
    await t.database.db
      .updateTable("expenses")
      .set({ created_by: accounting.user.id })
      .where("id", "=", own.id)
      .execute();
    const elsewhere = await pendingExpense(t, foreign, 13);
    await authoredByNobody("expenses", elsewhere.id);
    const decided = await pendingExpense(t, store, 14);
    await authoredByNobody("expenses", decided.id);
    const api = client(t.app, accounting.token);
    expect((await api.post(`/api/expenses/${decided.id}/approve`, {})).statusCode).toBe(200);
    await makeRule(t, {
      name: "Two",
      target_table: "expenses",
      amount_from: 15,
      steps: [{ role: "accounting" }, { role: "admin" }],
    });
    const twoSteps = await pendingExpense(t, store, 15);
    await authoredByNobody("expenses", twoSteps.id);

    const ids = [allowed.id, own.id, elsewhere.id, "no-such-expense", decided.id, twoSteps.id, allowed.id];
    const answer = await api.post("/api/expenses/approve", { ids, notes: "Checked in bulk" });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().results).toEqual([
      { id: allowed.id, ok: true, status: "approved" },
      { id: own.id, ok: false, message: MSG.approvalOwnRecord },
      { id: elsewhere.id, ok: false, message: MSG.noDataFound },
      { id: "no-such-expense", ok: false, message: MSG.noDataFound },
      { id: decided.id, ok: false, message: expect.stringContaining("from approved to approved") },
      { id: twoSteps.id, ok: true, status: "pending" },
    ]);
    const rows = await t.database.db
      .selectFrom("expenses")
      .select(["id", "status", "notes"])
      .where("id", "in", [allowed.id, own.id, elsewhere.id])
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(allowed.id)).toMatchObject({ status: "approved", notes: "Checked in bulk" });
    expect(byId.get(own.id)?.status).toBe("pending");
    expect(byId.get(elsewhere.id)?.status).toBe("pending");
  });

  it("rejects many with one reason; a reject needs the reason", async () => {
    const store = await inAccountingStore();
    const first = await pendingPurchase(t, store, 21);
    const second = await pendingPurchase(t, store, 22);
    await authoredByNobody("purchases", first.id);
    await authoredByNobody("purchases", second.id);
    const api = client(t.app, accounting.token);
    const missing = await api.post("/api/purchases/reject", { ids: [first.id] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(VALIDATION.rejectionReasonRequired);
    const answer = await api.post("/api/purchases/reject", {
      ids: [first.id, second.id],
      rejection_reason: "Wrong store",
    });
    expect(answer.json().results.map((result: { status: string }) => result.status)).toEqual([
      "rejected",
      "rejected",
    ]);
  });

  it("refuses more than 200 ids, malformed bodies and roles that never decide", async () => {
    const api = client(t.app, accounting.token);
    const tooMany = await api.post("/api/expenses/approve", {
      ids: Array.from({ length: 201 }, (_, i) => `id-${i}`),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(MSG.approvalBulkTooMany);
    for (const body of [{}, { ids: "abc" }, { ids: [42] }, { ids: [""] }, null]) {
      expect((await api.post("/api/expenses/approve", body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const refused = await client(t.app, staff.token).post("/api/purchases/approve", { ids: ["x"] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG.reviewersOnly);
  });
});
