import { MSG } from "@storeops/domain";
import { afterEach, describe, expect, it } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { client, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { storeToday } from "../../db/store-time.ts";
import { clearRules, decide, makeRule, pathOfRecord, pendingExpense } from "./approvals.factory.ts";

// Delegation (docs/decisions.md, Approvals): a person's approvals held by another for some days.
const t = useTestApp();
const admin = useSignIn(t, "admin");
const accounting = useSignIn(t, "accounting");
const manager = useSignIn(t, "store_manager");
const staff = useSignIn(t, "staff");
afterEach(() => clearRules(t));

async function shared() {
  const store = (await demoStores(t)).shared;
  if (!store) throw new Error("the demo data has a store of both accounting and the manager");
  return store;
}

/** A day `offset` days from the store's today (YYYY-MM-DD). */
async function storeDay(storeId: string, offset: number) {
  const today = new Date(`${await storeToday(t.database.db, storeId)}T12:00:00Z`);
  return new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
}

/** Makes another person the record's author (the admin creates every test record). */
async function authoredBy(id: string, userId: string) {
  await t.database.db.updateTable("expenses").set({ created_by: userId }).where("id", "=", id).execute();
}

async function delegate(who: typeof manager, body: Record<string, unknown>) {
  return client(t.app, who.token).post("/api/rest/v1/approval_delegations", body);
}

describe("delegation", () => {
  it("the admin approves a manager's step on their behalf while the delegation holds; audited so", async () => {
    const store = await shared();
    await makeRule(t, { name: "Manager", target_table: "expenses", steps: [{ role: "store_manager" }] });
    const expense = await pendingExpense(t, store, 80);
    await authoredBy(expense.id, accounting.user.id);
    expect((await decide(t, admin, "expenses", expense.id)).json().message).toBe(MSG.approvalNotYourStep);

    const created = await delegate(manager, {
      delegate_id: admin.user.id,
      starts_on: await storeDay(store, -1),
      ends_on: await storeDay(store, 1),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().delegator_id).toBe(manager.user.id);
    const listed = await client(t.app, admin.token).get(`/api/rest/v1/expenses?eq=id.${expense.id}`);
    expect(listed.json()[0].allowed_actions).toContain("approve");

    expect((await decide(t, admin, "expenses", expense.id)).json().status).toBe("approved");
    const path = await pathOfRecord(t, admin, "expenses", expense.id);
    expect(path.steps[0].decisions[0]).toMatchObject({
      by: { id: admin.user.id },
      on_behalf_of: { id: manager.user.id },
    });
    const audit = await t.database.db
      .selectFrom("audit_logs")
      .select("description")
      .where("target_id", "=", expense.id)
      .where("action", "=", "APPROVE")
      .executeTakeFirstOrThrow();
    expect(audit.description).toContain(`on behalf of ${manager.user.name}`);

    // Nobody approves their own record through a delegation, nor the delegator's own record.
    const own = await pendingExpense(t, store, 81);
    expect((await decide(t, admin, "expenses", own.id)).json().message).toBe(MSG.approvalOwnRecord);
    const managers = await pendingExpense(t, store, 82);
    await authoredBy(managers.id, manager.user.id);
    expect((await decide(t, admin, "expenses", managers.id)).json().message).toBe(MSG.approvalOwnRecord);
  });

  it("holds only from its first to its last day (the store's days)", async () => {
    const store = await shared();
    await makeRule(t, { name: "Manager", target_table: "expenses", steps: [{ role: "store_manager" }] });
    const expense = await pendingExpense(t, store, 90);
    await authoredBy(expense.id, accounting.user.id);
    const later = await delegate(manager, {
      delegate_id: admin.user.id,
      starts_on: await storeDay(store, 1),
      ends_on: await storeDay(store, 5),
    });
    expect(later.statusCode, later.body).toBe(201);
    const over = await delegate(manager, {
      delegate_id: admin.user.id,
      starts_on: await storeDay(store, -5),
      ends_on: await storeDay(store, -1),
    });
    expect(over.statusCode, over.body).toBe(201);
    expect((await decide(t, admin, "expenses", expense.id)).statusCode).toBe(403);
    const read = await client(t.app, admin.token).get(`/api/rest/v1/expenses?eq=id.${expense.id}`);
    expect(read.json()[0].allowed_actions).not.toContain("approve");
    // The manager's own list shows both; moving the later one to start today makes it hold.
    const api = client(t.app, manager.token);
    expect((await api.get("/api/rest/v1/approval_delegations")).json()).toHaveLength(2);
    const moved = await api.patch(`/api/rest/v1/approval_delegations?eq=id.${later.json().id}`, {
      starts_on: await storeDay(store, 0),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await decide(t, admin, "expenses", expense.id)).json().status).toBe("approved");
  });

  it("refuses a delegate of narrower scope, who does not approve, oneself, or someone else's approvals", async () => {
    const base = { starts_on: t.today, ends_on: t.today };
    const narrower = await delegate(accounting, { ...base, delegate_id: manager.user.id });
    const accountingStores = accounting.user.assigned_stores;
    const covers = accountingStores.every((id) => manager.user.managed_stores.includes(id));
    if (!covers) {
      expect(narrower.statusCode).toBe(400);
      expect(narrower.json().message).toBe(MSG.delegationNarrower);
    }
    expect((await delegate(manager, { ...base, delegate_id: staff.user.id })).json().message).toBe(
      MSG.delegationNarrower,
    );
    const ceo = await t.database.db
      .selectFrom("users")
      .select("id")
      .where("role", "=", "ceo")
      .executeTakeFirstOrThrow();
    expect((await delegate(manager, { ...base, delegate_id: ceo.id })).json().message).toBe(
      MSG.delegationNarrower,
    );
    expect((await delegate(manager, { ...base, delegate_id: manager.user.id })).json().message).toBe(
      MSG.delegationToSelf,
    );
    const forOthers = await delegate(manager, {
      ...base,
      delegator_id: accounting.user.id,
      delegate_id: admin.user.id,
    });
    expect(forOthers.statusCode).toBe(403);
    expect(forOthers.json().message).toBe(MSG.delegationForOthers);
    const reversed = await delegate(manager, {
      delegate_id: admin.user.id,
      starts_on: "2030-01-02",
      ends_on: "2030-01-01",
    });
    expect(reversed.statusCode).toBe(400);
    expect((await delegate(staff, { ...base, delegate_id: admin.user.id })).statusCode).toBe(403);
    // The admin sets anyone's.
    const forManager = await (await asAdmin(t)).post("/api/rest/v1/approval_delegations", {
      ...base,
      delegator_id: manager.user.id,
      delegate_id: admin.user.id,
    });
    expect(forManager.statusCode, forManager.body).toBe(201);
  });
});
