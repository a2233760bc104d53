import { MSG } from "@storeops/domain";
import { afterEach, describe, expect, it } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { bell, choose, mailSettled, useMailingTestApp } from "../../../test/notification-app.ts";
import { client, DEMO_EMAILS, useSignIn } from "../../../test/test-app.ts";
import { clearRules, decide, makeRule, pathOfRecord, pendingExpense } from "./approvals.factory.ts";

// What waits for whom (docs/decisions.md, Approvals): the store setting's rule, the today list's
// counts and "a step waiting for you", by bell and by email through a real SMTP server.
const { t, mailTo, waitForMail } = useMailingTestApp();
const admin = useSignIn(t, "admin");
const accounting = useSignIn(t, "accounting");
const manager = useSignIn(t, "store_manager");
afterEach(async () => {
  await clearRules(t);
  await t.database.db.updateTable("stores").set({ settings: null }).execute();
});

async function shared() {
  const store = (await demoStores(t)).shared;
  if (!store) throw new Error("the demo data has a store of both accounting and the manager");
  return store;
}

const waiting = async (who: typeof manager, store: string) => {
  const today = await client(t.app, who.token).get(`/api/stores/${store}/today`);
  expect(today.statusCode, today.body).toBe(200);
  return today.json().waiting_approval.expenses as number;
};

describe("the store setting require manager approval", () => {
  it("is a rule: a manager of the store first, then the usual approvers; off, one step again", async () => {
    const store = await shared();
    const api = await asAdmin(t);
    const on = await api.put(`/api/stores/${store}/settings`, {
      approval: { require_manager_approval: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().approval).toEqual({ require_manager_approval: true });
    const expense = await pendingExpense(t, store, 33);
    const path = await pathOfRecord(t, admin, "expenses", expense.id);
    expect(path.rule_name).toBe(MSG.managerApprovalRuleName);
    expect(path.steps.map((step: { role: string }) => step.role)).toEqual(["store_manager", "approvers"]);
    expect((await decide(t, accounting, "expenses", expense.id)).json().message).toBe(
      MSG.approvalNotYourStep,
    );
    expect((await decide(t, manager, "expenses", expense.id)).json().status).toBe("pending");
    expect((await decide(t, accounting, "expenses", expense.id)).json().status).toBe("approved");

    await api.put(`/api/stores/${store}/settings`, { approval: { require_manager_approval: false } });
    const after = await pendingExpense(t, store, 34);
    expect((await pathOfRecord(t, admin, "expenses", after.id)).steps).toHaveLength(1);
  });

  it("an admin rule that matches comes before the store setting", async () => {
    const store = await shared();
    await (await asAdmin(t)).put(`/api/stores/${store}/settings`, {
      approval: { require_manager_approval: true },
    });
    await makeRule(t, { name: "Accounting only", target_table: "expenses", steps: [{ role: "accounting" }] });
    const expense = await pendingExpense(t, store, 35);
    expect((await pathOfRecord(t, admin, "expenses", expense.id)).rule_name).toBe("Accounting only");
  });
});

describe("the today list counts only what waits for the caller's step", () => {
  it("a record at the manager's step counts for the manager, not for accounting, then the other way", async () => {
    const store = await shared();
    await makeRule(t, {
      name: "Two",
      target_table: "expenses",
      steps: [{ role: "store_manager" }, { role: "accounting" }],
    });
    const [managerBefore, accountingBefore] = [
      await waiting(manager, store),
      await waiting(accounting, store),
    ];
    const expense = await pendingExpense(t, store, 36);
    expect(await waiting(manager, store)).toBe(Math.min(managerBefore + 1, 101));
    expect(await waiting(accounting, store)).toBe(accountingBefore);
    await decide(t, manager, "expenses", expense.id);
    expect(await waiting(manager, store)).toBe(managerBefore);
    expect(await waiting(accounting, store)).toBe(Math.min(accountingBefore + 1, 101));
    // The admin created it: never theirs to approve, so never counted for them.
    const adminBefore = await waiting(admin, store);
    await pendingExpense(t, store, 37);
    expect(await waiting(admin, store)).toBe(adminBefore);
  });
});

describe("a step waiting for you", () => {
  it("goes to the current step's people only: the manager first, accounting once the manager approved", async () => {
    const store = await shared();
    await choose(t, accounting, { step_waiting: "email" });
    await choose(t, manager, { step_waiting: "email" });
    await makeRule(t, {
      name: "Two",
      target_table: "expenses",
      steps: [{ role: "store_manager" }, { role: "accounting" }],
    });
    const expense = await pendingExpense(t, store, 38);
    const text = expense.description;
    const first = await waitForMail(DEMO_EMAILS.store_manager, (mail) => mail.raw.includes(text));
    expect(first.subject).toBe(MSG.notifyExpenseWaiting);
    await mailSettled(t);
    expect(mailTo(DEMO_EMAILS.accounting).filter((mail) => mail.raw.includes(text))).toEqual([]);

    await decide(t, manager, "expenses", expense.id);
    const second = await waitForMail(DEMO_EMAILS.accounting, (mail) => mail.raw.includes(text));
    expect(second.subject).toBe(MSG.notifyExpenseWaiting);
    await choose(t, accounting, { step_waiting: "bell" });
    await choose(t, manager, { step_waiting: "bell" });
    expect((await bell(t, admin)).some((notice) => notice.includes(text))).toBe(false);
  });
});
