import { MSG } from "@storeops/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { forgetAuthor } from "../../../test/factories.ts";
import { describeLadder } from "../../../test/ladder.ts";
import { client, createTestApp, type SignedIn, signIn, type TestApp } from "../../../test/test-app.ts";
import { makePurchase } from "./purchases.factory.ts";

let t: TestApp;
let accounting: SignedIn;
let manager: SignedIn;
const app = () => t;

beforeAll(async () => {
  t = await createTestApp();
  accounting = await signIn(t.app, "accounting");
  manager = await signIn(t.app, "store_manager");
});
afterAll(() => t.close());

/** A fresh purchase in a store accounting reaches, in the given status. */
async function accountingPurchase(status: "pending" | "approved" = "pending") {
  return makePurchase(t, { storeId: (await demoStores(t)).accounting[0], status });
}
const foreignPurchase = async () => makePurchase(t, { storeId: (await demoStores(t)).foreign });
const urlOf = (action: string, make: () => Promise<{ id: string }>) => async () =>
  `/api/purchases/${(await make()).id}/${action}`;

describeLadder("/api/purchases/{id}/approve", app, {
  method: "POST",
  url: urlOf("approve", accountingPurchase),
  payload: {},
  forbidden: { as: "ceo", message: MSG.ceoReadOnly },
  outOfScope: { as: "accounting", url: urlOf("approve", foreignPurchase) },
  badRequest: { as: "accounting", payload: { notes: 42 } },
  success: {
    as: "accounting",
    check: (response) => {
      expect(response.json()).toMatchObject({
        status: "approved",
        approved_by: accounting.user.id,
        allowed_actions: ["pay"],
      });
    },
  },
});

describeLadder("/api/purchases/{id}/reject", app, {
  method: "POST",
  url: urlOf("reject", accountingPurchase),
  payload: { rejection_reason: "Wrong vendor" },
  forbidden: { as: "staff", message: "Only reviewers can approve or reject records." },
  outOfScope: { as: "accounting", url: urlOf("reject", foreignPurchase) },
  badRequest: {
    as: "accounting",
    payload: {},
    message: "Please provide a reason for rejection.",
  },
  success: {
    as: "accounting",
    check: (response) => {
      expect(response.json()).toMatchObject({
        status: "rejected",
        rejection_reason: "Wrong vendor",
        allowed_actions: [],
      });
    },
  },
});

describeLadder("/api/purchases/{id}/pay", app, {
  method: "POST",
  url: urlOf("pay", () => accountingPurchase("approved")),
  payload: {},
  forbidden: { as: "store_manager", message: "Only admin or accounting can record a payment." },
  outOfScope: { as: "accounting", url: urlOf("pay", foreignPurchase) },
  badRequest: { as: "accounting", payload: { notes: ["not text"] } },
  success: {
    as: "accounting",
    check: (response) => {
      expect(response.json().status).toBe("paid");
      expect(typeof response.json().paid_at).toBe("string");
    },
  },
});

describe("status changes", () => {
  it("only pending purchases are approved or rejected: 409 invalid_transition, by route and by PATCH", async () => {
    const api = client(t.app, accounting.token);
    const purchase = await accountingPurchase("approved");
    for (const response of [
      await api.post(`/api/purchases/${purchase.id}/approve`),
      await api.post(`/api/purchases/${purchase.id}/reject`, { rejection_reason: "Late" }),
      await api.patch(`/api/rest/v1/purchases?eq=id.${purchase.id}`, { status: "approved" }),
      await api.patch(`/api/rest/v1/purchases?eq=id.${purchase.id}`, {
        status: "rejected",
        rejection_reason: "Late",
      }),
    ]) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().code).toBe("invalid_transition");
      expect(response.json().message).toMatch(
        /^Cannot change this purchase's status from approved to (approved|rejected)\.$/,
      );
    }
    const pending = await accountingPurchase();
    const pay = await api.post(`/api/purchases/${pending.id}/pay`);
    expect(pay.statusCode).toBe(409);
    expect(pay.json().code).toBe("invalid_transition");
  });

  it("two approvals at once: exactly one 200, the other 409", async () => {
    const purchase = await accountingPurchase();
    // Nobody's: the admin may not approve its own (docs/decisions.md, Approvals).
    await forgetAuthor(t, "purchases", purchase.id);
    const api = client(t.app, accounting.token);
    const other = client(t.app, (await signIn(t.app, "admin")).token);
    const answers = await Promise.all([
      api.post(`/api/purchases/${purchase.id}/approve`),
      other.post(`/api/purchases/${purchase.id}/approve`),
      api.post(`/api/purchases/${purchase.id}/reject`, { rejection_reason: "Too late" }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const entries = (
      await (
        await asAdmin(t)
      ).get(`/api/rest/v1/audit_logs?eq=target_id.${purchase.id}&in=action.APPROVE,REJECT`)
    ).json();
    expect(entries).toHaveLength(1);
  });

  it("writes APPROVE, REJECT and PAY entries naming the purchase, by route and by PATCH", async () => {
    const admin = await asAdmin(t);
    const viaPatch = await accountingPurchase();
    const patched = await client(t.app, accounting.token).patch(
      `/api/rest/v1/purchases?eq=id.${viaPatch.id}`,
      {
        status: "approved",
        notes: "Checked",
      },
    );
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()[0]).toMatchObject({
      status: "approved",
      notes: "Checked",
      allowed_actions: ["pay"],
    });
    await client(t.app, accounting.token).post(`/api/purchases/${viaPatch.id}/pay`);
    const rejected = await accountingPurchase();
    await client(t.app, manager.token).post(`/api/purchases/${rejected.id}/reject`, {
      rejection_reason: "Duplicate",
    });
    const audit = async (id: string) =>
      (
        await admin.get(
          `/api/rest/v1/audit_logs?eq=target_id.${id}&order=created_at.asc&select=action,description,user_id`,
        )
      ).json();
    expect(await audit(viaPatch.id)).toEqual([
      expect.objectContaining({ action: "CREATE" }),
      {
        action: "APPROVE",
        description: `Approved purchase ${viaPatch.invoice_no}`,
        user_id: accounting.user.id,
      },
      {
        action: "PAY",
        description: `Marked purchase ${viaPatch.invoice_no} as paid`,
        user_id: accounting.user.id,
      },
    ]);
    const managerReaches = (await demoStores(t)).manager.includes(rejected.store_id);
    const rejectEntries = await audit(rejected.id);
    expect(rejectEntries.map((entry: { action: string }) => entry.action)).toEqual(
      managerReaches ? ["CREATE", "REJECT"] : ["CREATE"],
    );
  });

  it("a rejection reason has at most 500 characters", async () => {
    const purchase = await accountingPurchase();
    const response = await client(t.app, accounting.token).post(`/api/purchases/${purchase.id}/reject`, {
      rejection_reason: "x".repeat(501),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields.rejection_reason).toEqual([
      "Rejection reason must be 500 characters or less.",
    ]);
  });
});

describe("allowed_actions on purchases", () => {
  it("follow the caller's role, the record's status and who created it", async () => {
    const pending = await accountingPurchase();
    const approved = await accountingPurchase("approved");
    const ids = `in=id.${pending.id},${approved.id}&select=id`;
    const actionsOf = async (token: string) => {
      const rows: Array<{ id: string; allowed_actions: string[] }> = (
        await client(t.app, token).get(`/api/rest/v1/purchases?${ids}`)
      ).json();
      return Object.fromEntries(rows.map((row) => [row.id, row.allowed_actions]));
    };
    expect(await actionsOf(accounting.token)).toEqual({
      [pending.id]: ["approve", "reject"],
      [approved.id]: ["pay"],
    });
    const ceo = await signIn(t.app, "ceo");
    expect(await actionsOf(ceo.token)).toEqual({ [pending.id]: [], [approved.id]: [] });
  });

  it("staff may edit and delete their own pending purchase only", async () => {
    const staff = await signIn(t.app, "staff");
    const api = client(t.app, staff.token);
    const created = await api.post("/api/rest/v1/purchases", {
      invoice_no: `OWN-${Date.now()}`,
      vendor: "Own Vendor",
      amount: 12,
      due_date: t.today,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().allowed_actions).toEqual(["edit", "delete"]);
    const approved = await client(t.app, (await signIn(t.app, "admin")).token).post(
      `/api/purchases/${created.json().id}/approve`,
    );
    expect(approved.json().allowed_actions).toEqual(["edit", "delete", "pay"]);
    const single = await api.get(`/api/rest/v1/purchases/${created.json().id}`);
    expect(single.json().allowed_actions).toEqual([]);
  });
});
