import { MSG } from "@storeops/domain";
import { afterEach, describe, expect, it } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { client, useSignIn, useTestApp } from "../../../test/test-app.ts";
import {
  clearRules,
  decide,
  makeRule,
  pathOfRecord,
  pendingExpense,
  pendingPurchase,
} from "./approvals.factory.ts";

// Approval rules and steps (docs/decisions.md, Approvals), on both databases.
const t = useTestApp();
const admin = useSignIn(t, "admin");
const accounting = useSignIn(t, "accounting");
const manager = useSignIn(t, "store_manager");
afterEach(() => clearRules(t));

async function shared() {
  const store = (await demoStores(t)).shared;
  if (!store) throw new Error("the demo data has a store of both accounting and the manager");
  return store;
}

const MANAGER_THEN_ACCOUNTING = [{ role: "store_manager" as const }, { role: "accounting" as const }];

describe("which rule a new record gets", () => {
  it("the first matching rule by amount band, store and vendor; no rule: the usual approvers", async () => {
    const store = await shared();
    const other = (await demoStores(t)).foreign;
    await makeRule(t, {
      name: "Small",
      target_table: "expenses",
      amount_to: 100,
      steps: [{ role: "accounting" }],
      priority: 1,
    });
    await makeRule(t, {
      name: "Large",
      target_table: "expenses",
      amount_from: 100.01,
      steps: [{ role: "store_manager" }],
      priority: 2,
    });
    await makeRule(t, {
      name: "Elsewhere",
      target_table: "purchases",
      store_id: other,
      steps: [{ role: "admin" }],
      priority: 1,
    });
    await makeRule(t, {
      name: "Acme",
      target_table: "purchases",
      vendor: "ACME Foods",
      steps: [{ role: "accounting" }],
      priority: 3,
    });

    const small = await pendingExpense(t, store, 100);
    const large = await pendingExpense(t, store, 100.01);
    expect((await pathOfRecord(t, admin, "expenses", small.id)).rule_name).toBe("Small");
    expect((await pathOfRecord(t, admin, "expenses", large.id)).rule_name).toBe("Large");
    expect((await decide(t, manager, "expenses", small.id)).json().message).toBe(MSG.approvalNotYourStep);
    expect((await decide(t, accounting, "expenses", large.id)).json().message).toBe(MSG.approvalNotYourStep);
    expect((await decide(t, accounting, "expenses", small.id)).json().status).toBe("approved");
    expect((await decide(t, manager, "expenses", large.id)).json().status).toBe("approved");

    const acme = await pendingPurchase(t, store, 20, "acme foods");
    const plain = await pendingPurchase(t, store, 20, "Other Foods");
    expect((await pathOfRecord(t, admin, "purchases", acme.id)).rule_name).toBe("Acme");
    const usual = await pathOfRecord(t, admin, "purchases", plain.id);
    expect(usual.rule_name).toBe(MSG.defaultApprovalRuleName);
    expect(usual.steps).toHaveLength(1);
    expect((await decide(t, manager, "purchases", plain.id)).json().status).toBe("approved");
  });

  it("an inactive rule and another table's rule are passed over", async () => {
    const store = await shared();
    await makeRule(t, {
      name: "Off",
      target_table: "expenses",
      steps: [{ role: "admin" }],
      active: false,
      priority: 1,
    });
    await makeRule(t, {
      name: "Purchases only",
      target_table: "purchases",
      steps: [{ role: "admin" }],
      priority: 2,
    });
    const expense = await pendingExpense(t, store, 10);
    expect((await pathOfRecord(t, admin, "expenses", expense.id)).rule_name).toBe(
      MSG.defaultApprovalRuleName,
    );
  });

  it("refuses a rule without approvers, with a reversed band, or naming an unknown person", async () => {
    const api = await asAdmin(t);
    const base = { name: "Bad", target_table: "expenses" };
    for (const body of [
      { ...base, steps: [{}] },
      { ...base, steps: [{ role: "accounting", user_ids: ["x"] }] },
      { ...base, amount_from: 50, amount_to: 10, steps: [{ role: "accounting" }] },
      { ...base, vendor: "Acme", steps: [{ role: "accounting" }] },
      { ...base, steps: [{ user_ids: ["no-such-user"] }] },
      { ...base, steps: [] },
    ]) {
      const refused = await api.post("/api/rest/v1/approval_rules", body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    const asManager = await client(t.app, manager.token).post("/api/rest/v1/approval_rules", {
      ...base,
      steps: [{ role: "accounting" }],
    });
    expect(asManager.statusCode).toBe(403);
  });
});

describe("steps", () => {
  it("two steps: manager, then accounting; the record is approved after the last, every step audited", async () => {
    const store = await shared();
    await makeRule(t, {
      name: "Two steps",
      target_table: "expenses",
      amount_from: 500,
      steps: MANAGER_THEN_ACCOUNTING,
    });
    const expense = await pendingExpense(t, store, 750);
    const asAccounting = client(t.app, accounting.token);
    const read = async () => (await asAccounting.get(`/api/rest/v1/expenses?eq=id.${expense.id}`)).json()[0];
    expect((await read()).allowed_actions).toEqual([]);
    expect((await decide(t, accounting, "expenses", expense.id)).statusCode).toBe(403);

    const first = await decide(t, manager, "expenses", expense.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().status).toBe("pending");
    expect(first.json().allowed_actions).toEqual([]);
    expect((await read()).allowed_actions).toEqual(["approve", "reject"]);
    expect((await decide(t, manager, "expenses", expense.id)).json().message).toBe(
      MSG.approvalStepAlreadyYours,
    );

    const last = await decide(t, accounting, "expenses", expense.id);
    expect(last.json().status).toBe("approved");
    const path = await pathOfRecord(t, admin, "expenses", expense.id);
    expect(path.steps.map((step: { state: string }) => step.state)).toEqual(["done", "done"]);
    expect(path.steps[0].decisions[0].by.id).toBe(manager.user.id);
    expect(path.steps[1].decisions[0].by.id).toBe(accounting.user.id);
    const audit = await t.database.db
      .selectFrom("audit_logs")
      .select(["action", "description"])
      .where("target_id", "=", expense.id)
      .where("action", "=", "APPROVE")
      .orderBy("created_at")
      .execute();
    expect(audit.map((entry) => entry.description)).toEqual([
      expect.stringMatching(/^Approved step 1 of 2 of expense /),
      expect.stringMatching(/^Approved expense .* \(step 2 of 2\)$/),
    ]);
  });

  it("all of: every named person approves before the record moves on", async () => {
    const store = await shared();
    await makeRule(t, {
      name: "Both",
      target_table: "expenses",
      steps: [{ mode: "all", user_ids: [accounting.user.id, manager.user.id] }],
    });
    const expense = await pendingExpense(t, store, 40);
    expect((await decide(t, accounting, "expenses", expense.id)).json().status).toBe("pending");
    const waiting = await pathOfRecord(t, admin, "expenses", expense.id);
    expect(waiting.steps[0].waiting_for.map((person: { id: string }) => person.id)).toEqual([
      manager.user.id,
    ]);
    expect((await decide(t, accounting, "expenses", expense.id)).statusCode).toBe(403);
    expect((await decide(t, manager, "expenses", expense.id)).json().status).toBe("approved");
  });

  it("a reject at any step ends the record with its reason", async () => {
    const store = await shared();
    await makeRule(t, { name: "Two steps", target_table: "expenses", steps: MANAGER_THEN_ACCOUNTING });
    const expense = await pendingExpense(t, store, 30);
    await decide(t, manager, "expenses", expense.id);
    const rejected = await decide(t, accounting, "expenses", expense.id, "reject");
    expect(rejected.json()).toMatchObject({ status: "rejected", rejection_reason: "Not this month" });
    const path = await pathOfRecord(t, admin, "expenses", expense.id);
    expect(path.steps.map((step: { state: string }) => step.state)).toEqual(["done", "rejected"]);
  });

  it("nobody approves or rejects a record they created", async () => {
    const store = await shared();
    const expense = await pendingExpense(t, store, 25);
    const own = await decide(t, admin, "expenses", expense.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(MSG.approvalOwnRecord);
    expect((await decide(t, admin, "expenses", expense.id, "reject")).statusCode).toBe(403);
    const read = await client(t.app, admin.token).get(`/api/rest/v1/expenses?eq=id.${expense.id}`);
    expect(read.json()[0].allowed_actions).toEqual(["edit", "delete"]);
  });

  it("a rule edited or deleted while a record is in flight leaves that record's steps as they were", async () => {
    const store = await shared();
    const rule = await makeRule(t, {
      name: "Two steps",
      target_table: "expenses",
      steps: MANAGER_THEN_ACCOUNTING,
    });
    const before = await pendingExpense(t, store, 60);
    const api = await asAdmin(t);
    const edited = await api.patch(`/api/rest/v1/approval_rules?eq=id.${rule.id}`, {
      steps: [{ role: "accounting" }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await pendingExpense(t, store, 60);
    expect((await decide(t, accounting, "expenses", before.id)).json().message).toBe(MSG.approvalNotYourStep);
    expect((await decide(t, accounting, "expenses", after.id)).json().status).toBe("approved");
    expect((await api.delete(`/api/rest/v1/approval_rules?eq=id.${rule.id}`)).statusCode).toBe(200);
    expect((await decide(t, manager, "expenses", before.id)).json().status).toBe("pending");
    expect((await decide(t, accounting, "expenses", before.id)).json().status).toBe("approved");
  });

  it("an edit of a pending record's amount matches the rules again and starts its steps over", async () => {
    const store = await shared();
    await makeRule(t, {
      name: "Large",
      target_table: "expenses",
      amount_from: 1000,
      steps: MANAGER_THEN_ACCOUNTING,
    });
    const expense = await pendingExpense(t, store, 10);
    const api = await asAdmin(t);
    expect((await api.patch(`/api/rest/v1/expenses?eq=id.${expense.id}`, { amount: 5000 })).statusCode).toBe(
      200,
    );
    expect((await decide(t, accounting, "expenses", expense.id)).json().message).toBe(
      MSG.approvalNotYourStep,
    );
    expect((await pathOfRecord(t, admin, "expenses", expense.id)).rule_name).toBe("Large");
  });

  it("two approvals of the same step at once neither skip a step nor count twice", async () => {
    const store = await shared();
    await makeRule(t, {
      name: "Twice",
      target_table: "expenses",
      steps: [{ role: "approvers" }, { role: "approvers" }],
    });
    const expense = await pendingExpense(t, store, 15);
    const answers = await Promise.all([
      decide(t, accounting, "expenses", expense.id),
      decide(t, manager, "expenses", expense.id),
    ]);
    const landed = answers.filter((answer) => answer.statusCode === 200).length;
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const decisions = await t.database.db
      .selectFrom("record_approvals")
      .selectAll()
      .where("record_id", "=", expense.id)
      .execute();
    expect(decisions).toHaveLength(landed);
    expect(new Set(decisions.map((decision) => decision.step_index)).size).toBe(landed);
    const row = await t.database.db
      .selectFrom("expenses")
      .select(["status", "approval_step"])
      .where("id", "=", expense.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(landed === 2 ? "approved" : "pending");
  });
});
