import { MSG } from "@storeops/domain";
import { afterEach, describe, expect, it } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { client, type SignedIn, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { clearRules, makeRule } from "../approvals/approvals.factory.ts";
import { dayMaker, decideCashUp, submittedCashUp } from "./cash-ups.factory.ts";

// Approval rules for cash-up variances (docs/decisions.md, Approvals and Cash-ups), on both databases.
const t = useTestApp();
const admin = useSignIn(t, "admin");
const accounting = useSignIn(t, "accounting");
const manager = useSignIn(t, "store_manager");
const day = dayMaker(t, 1200);
afterEach(() => clearRules(t));

async function shared() {
  const store = (await demoStores(t)).shared;
  if (!store) throw new Error("the demo data has a store of both accounting and the manager");
  return store;
}

/** Variances over $50 either way: the store's manager, then accounting. */
const overFifty = () =>
  makeRule(t, {
    name: "Drawer off by more than $50",
    target_table: "cash_ups",
    amount_from: 50.01,
    steps: [{ role: "store_manager" }, { role: "accounting" }],
  });

const pathOf = async (id: string) => {
  const answer = await client(t.app, admin.token).get(`/api/approvals/cash_ups/${id}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { rule_name: string; steps: { role: string; state: string }[] };
};
const states = async (id: string) => (await pathOf(id)).steps.map((step) => step.state);
const actionsOf = async (who: SignedIn, id: string) =>
  (await client(t.app, who.token).get(`/api/cash-ups/${id}`)).json().allowed_actions as string[];

describe("rules for cash-up variances", () => {
  it("match how far the drawer is off either way: $20 short the usual step, $80 short or over both steps", async () => {
    const store = await shared();
    await overFifty();

    const small = await submittedCashUp(t, admin, store, day(), 80);
    expect(small).toMatchObject({ status: "submitted", variance: -20 });
    expect((await pathOf(small.id)).rule_name).toBe(MSG.defaultApprovalRuleName);
    expect(await states(small.id)).toEqual(["current"]);
    expect(await actionsOf(manager, small.id)).toEqual([]);
    expect((await decideCashUp(t, manager, small.id)).json().message).toBe(MSG.approvalNotYourStep);
    expect((await decideCashUp(t, accounting, small.id)).json().status).toBe("approved");

    for (const counted of [20, 180]) {
      const date = day();
      const big = await submittedCashUp(t, admin, store, date, counted);
      expect(Math.abs(big.variance)).toBe(80);
      const path = await pathOf(big.id);
      expect(path.rule_name).toBe("Drawer off by more than $50");
      expect(path.steps.map((step) => step.role)).toEqual(["store_manager", "accounting"]);
      // Accounting waits for the manager; the manager's buttons say so, accounting's do not.
      expect(await actionsOf(accounting, big.id)).toEqual([]);
      expect(await actionsOf(manager, big.id)).toEqual(["approve", "reject"]);
      const early = await decideCashUp(t, accounting, big.id);
      expect(early.statusCode).toBe(403);
      expect(early.json().message).toBe(MSG.approvalNotYourStep);

      const first = await decideCashUp(t, manager, big.id);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ status: "submitted", approved_by: null, allowed_actions: [] });
      const again = await decideCashUp(t, manager, big.id);
      expect(again.statusCode).toBe(403);
      expect(again.json().message).toBe(MSG.approvalStepAlreadyYours);
      expect(await actionsOf(accounting, big.id)).toEqual(["approve", "reject"]);

      const last = await decideCashUp(t, accounting, big.id);
      expect(last.statusCode, last.body).toBe(200);
      expect(last.json()).toMatchObject({ status: "approved", approved_by: accounting.user.id });
      expect(await states(big.id)).toEqual(["done", "done"]);
      const audit = await (await asAdmin(t)).get(
        `/api/rest/v1/audit_logs?eq=target_id.${big.id}&order=created_at.asc&select=action,description`,
      );
      const entries = audit.json() as { action: string; description: string }[];
      expect(entries.map((entry) => entry.action)).toEqual(["CREATE", "SUBMIT", "APPROVE", "APPROVE"]);
      expect(entries[2]?.description).toMatch(new RegExp(`^Approved step 1 of 2 of cash-up of ${date} `));
      expect(entries[3]?.description).toMatch(
        new RegExp(`^Approved cash-up of ${date} .*\\(step 2 of 2\\)$`),
      );
    }
  });

  it("nobody decides a cash-up they counted", async () => {
    const store = await shared();
    const mine = await submittedCashUp(t, admin, store, day(), 20);
    for (const action of ["approve", "reject"] as const) {
      const own = await decideCashUp(t, admin, mine.id, action);
      expect(own.statusCode).toBe(403);
      expect(own.json().message).toBe(MSG.approvalOwnCashUp);
    }
    expect(mine.allowed_actions).not.toContain("approve");

    await overFifty();
    const managers = await submittedCashUp(t, manager, store, day(), 20);
    const own = await decideCashUp(t, manager, managers.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(MSG.approvalOwnCashUp);
  });

  it("a rule edited or deleted while a cash-up waits leaves its steps as they were", async () => {
    const store = await shared();
    const rule = await overFifty();
    const waiting = await submittedCashUp(t, admin, store, day(), 20);
    const api = await asAdmin(t);
    const edited = await api.patch(`/api/rest/v1/approval_rules?eq=id.${rule.id}`, {
      steps: [{ role: "admin" }],
      amount_from: 1000,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await pathOf(waiting.id)).steps.map((step) => step.role)).toEqual([
      "store_manager",
      "accounting",
    ]);
    expect((await api.delete(`/api/rest/v1/approval_rules?eq=id.${rule.id}`)).statusCode).toBe(200);
    expect((await decideCashUp(t, manager, waiting.id)).json().status).toBe("submitted");
    expect((await decideCashUp(t, accounting, waiting.id)).json().status).toBe("approved");
  });

  it("a rejection at step 2 ends it; counted and submitted again, its steps start afresh", async () => {
    const store = await shared();
    await overFifty();
    const date = day();
    const cashUp = await submittedCashUp(t, admin, store, date, 20);
    expect((await decideCashUp(t, manager, cashUp.id)).json().status).toBe("submitted");
    const rejected = await decideCashUp(t, accounting, cashUp.id, "reject");
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: "rejected", rejection_reason: "Count the drawer again" });
    expect(await states(cashUp.id)).toEqual(["done", "rejected"]);
    expect((await decideCashUp(t, manager, cashUp.id)).statusCode).toBe(409);

    const api = await asAdmin(t);
    const again = await api.post(`/api/cash-ups/${cashUp.id}/submit`, { counted_cash: 15 });
    expect(again.json()).toMatchObject({ status: "submitted", variance: -85, rejection_reason: null });
    expect(await states(cashUp.id)).toEqual(["current", "later"]);
    const decisions = await t.database.db
      .selectFrom("record_approvals")
      .select("id")
      .where("record_id", "=", cashUp.id)
      .execute();
    expect(decisions).toEqual([]);
    // The manager's earlier step was for the earlier count: they take the first step again.
    expect((await decideCashUp(t, manager, cashUp.id)).json().status).toBe("submitted");
    expect((await decideCashUp(t, accounting, cashUp.id)).json().status).toBe("approved");

    // Within tolerance after a rejection: approved as submitted, with no steps left behind.
    const other = await submittedCashUp(t, admin, store, day(), 20);
    await decideCashUp(t, manager, other.id, "reject");
    const fixed = await api.post(`/api/cash-ups/${other.id}/submit`, { counted_cash: 100 });
    expect(fixed.json()).toMatchObject({ status: "approved", approved_by: null });
    expect(await states(other.id)).toEqual(["skipped"]);
  });

  it("of two decisions of the same step at once, one lands and the other is a 409", async () => {
    const store = await shared();
    await overFifty();
    const cashUp = await submittedCashUp(t, admin, store, day(), 20);
    await decideCashUp(t, manager, cashUp.id);
    const answers = await Promise.all([
      decideCashUp(t, accounting, cashUp.id),
      decideCashUp(t, accounting, cashUp.id, "reject"),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect([MSG.cashUpNotSubmitted, MSG.approvalStepMoved]).toContain(refused?.json().message);
  });

  it("refuses a vendor or a category on a cash-up rule, in words a manager understands", async () => {
    const api = await asAdmin(t);
    for (const extra of [{ vendor: "Acme" }, { category: "Utilities" }]) {
      const refused = await api.post("/api/rest/v1/approval_rules", {
        name: "Odd",
        target_table: "cash_ups",
        steps: [{ role: "accounting" }],
        ...extra,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(MSG.approvalRuleFieldNotForTable);
    }
  });
});
