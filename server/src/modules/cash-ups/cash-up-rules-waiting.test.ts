import { MSG } from "@storeops/domain";
import { afterEach, describe, expect, it } from "vitest";
import { demoStores } from "../../../test/demo-stores.ts";
import { bell } from "../../../test/notification-app.ts";
import { client, type SignedIn, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { storeToday } from "../../db/store-time.ts";
import { clearRules, makeRule } from "../approvals/approvals.factory.ts";
import { dayMaker, decideCashUp, submittedCashUp } from "./cash-ups.factory.ts";

// Who a cash-up variance waits for under a rule (docs/decisions.md, Approvals): the today list's
// count, the bell, and delegation, on both databases.
const t = useTestApp();
const admin = useSignIn(t, "admin");
const accounting = useSignIn(t, "accounting");
const manager = useSignIn(t, "store_manager");
const day = dayMaker(t, 1500);
afterEach(() => clearRules(t));

async function shared() {
  const store = (await demoStores(t)).shared;
  if (!store) throw new Error("the demo data has a store of both accounting and the manager");
  return store;
}

const waiting = async (who: SignedIn, store: string) => {
  const today = await client(t.app, who.token).get(`/api/stores/${store}/today`);
  expect(today.statusCode, today.body).toBe(200);
  return today.json().waiting_approval.cash_ups as number;
};

const varianceNotices = async (who: SignedIn, date: string) =>
  (await bell(t, who)).filter(
    (notice) => notice.includes(date) && notice.startsWith(MSG.notifyCashUpVariance),
  );

describe("a cash-up waiting under a rule", () => {
  it("counts on the today list, and rings the bell, for the current step's people only", async () => {
    const store = await shared();
    await makeRule(t, {
      name: "Over $50",
      target_table: "cash_ups",
      amount_from: 50.01,
      steps: [{ role: "store_manager" }, { role: "accounting" }],
    });
    const before = { manager: await waiting(manager, store), accounting: await waiting(accounting, store) };
    const date = day();
    const cashUp = await submittedCashUp(t, admin, store, date, 20);
    expect(await waiting(manager, store)).toBe(before.manager + 1);
    expect(await waiting(accounting, store)).toBe(before.accounting);
    expect(await varianceNotices(manager, date)).toHaveLength(1);
    expect(await varianceNotices(accounting, date)).toEqual([]);

    expect((await decideCashUp(t, manager, cashUp.id)).json().status).toBe("submitted");
    expect(await waiting(manager, store)).toBe(before.manager);
    expect(await waiting(accounting, store)).toBe(before.accounting + 1);
    expect(await varianceNotices(accounting, date)).toHaveLength(1);

    expect((await decideCashUp(t, accounting, cashUp.id)).json().status).toBe("approved");
    expect(await waiting(accounting, store)).toBe(before.accounting);
  });

  it("with no rule, waits for the usual approvers only, never its counter, whatever the store setting says", async () => {
    const store = await shared();
    const api = client(t.app, admin.token);
    await api.put(`/api/stores/${store}/settings`, { approval: { require_manager_approval: true } });
    try {
      const before = await waiting(accounting, store);
      const managerBefore = await waiting(manager, store);
      const adminBefore = await waiting(admin, store);
      const cashUp = await submittedCashUp(t, admin, store, day(), 20);
      const path = (await api.get(`/api/approvals/cash_ups/${cashUp.id}`)).json();
      expect(path.rule_name).toBe(MSG.defaultApprovalRuleName);
      expect(path.steps.map((step: { role: string }) => step.role)).toEqual(["approvers"]);
      expect(await waiting(accounting, store)).toBe(before + 1);
      expect(await waiting(manager, store)).toBe(managerBefore);
      expect(await waiting(admin, store)).toBe(adminBefore);
      expect((await decideCashUp(t, accounting, cashUp.id)).json().status).toBe("approved");
    } finally {
      await api.put(`/api/stores/${store}/settings`, { approval: { require_manager_approval: false } });
    }
  });

  it("a delegate takes the step on behalf of who it waits for, audited so", async () => {
    const store = await shared();
    await makeRule(t, { name: "Accounting", target_table: "cash_ups", steps: [{ role: "accounting" }] });
    const cashUp = await submittedCashUp(t, manager, store, day(), 20);
    expect((await decideCashUp(t, admin, cashUp.id)).json().message).toBe(MSG.approvalNotYourStep);
    const today = await storeToday(t.database.db, store);
    const delegated = await client(t.app, accounting.token).post("/api/rest/v1/approval_delegations", {
      delegate_id: admin.user.id,
      starts_on: today,
      ends_on: today,
    });
    expect(delegated.statusCode, delegated.body).toBe(201);
    const approved = await decideCashUp(t, admin, cashUp.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe("approved");
    const path = (await client(t.app, admin.token).get(`/api/approvals/cash_ups/${cashUp.id}`)).json();
    expect(path.steps[0].decisions[0].on_behalf_of.id).toBe(accounting.user.id);
    const audit = await client(t.app, admin.token).get(
      `/api/rest/v1/audit_logs?eq=target_id.${cashUp.id}&eq1=action.APPROVE&select=description`,
    );
    expect(audit.json()[0].description).toMatch(/on behalf of /);
  });

  it("tells whoever counted it that it was rejected, with the reason", async () => {
    const store = await shared();
    const date = day();
    const cashUp = await submittedCashUp(t, manager, store, date, 20);
    const rejected = await decideCashUp(t, accounting, cashUp.id, "reject");
    expect(rejected.statusCode, rejected.body).toBe(200);
    const notices = (await bell(t, manager)).filter((notice) => notice.startsWith(MSG.notifyCashUpRejected));
    expect(
      notices.filter((notice) => notice.includes(date) && notice.includes("Count the drawer again")),
    ).toHaveLength(1);
    // The person who rejected it is not told.
    expect((await bell(t, accounting)).filter((notice) => notice.includes(MSG.notifyCashUpRejected))).toEqual(
      [],
    );
  });
});
