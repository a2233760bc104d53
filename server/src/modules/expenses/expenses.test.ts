import { MSG } from "@storeops/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { forgetAuthor } from "../../../test/factories.ts";
import { describeLadder } from "../../../test/ladder.ts";
import { client, createTestApp, type SignedIn, signIn, type TestApp } from "../../../test/test-app.ts";
import { makeExpense } from "./expenses.factory.ts";

let t: TestApp;
let manager: SignedIn;
const app = () => t;

beforeAll(async () => {
  t = await createTestApp();
  manager = await signIn(t.app, "store_manager");
});
afterAll(() => t.close());

const managerExpense = async (status: "pending" | "approved" = "pending") =>
  makeExpense(t, { storeId: (await demoStores(t)).manager[0], status });
const foreignExpense = async () => makeExpense(t, { storeId: (await demoStores(t)).foreign });
const urlOf = (action: string, make: () => Promise<{ id: string }>) => async () =>
  `/api/expenses/${(await make()).id}/${action}`;

describeLadder("/api/expenses/{id}/approve", app, {
  method: "POST",
  url: urlOf("approve", managerExpense),
  payload: {},
  forbidden: { as: "ceo", message: MSG.ceoReadOnly },
  outOfScope: { as: "store_manager", url: urlOf("approve", foreignExpense) },
  badRequest: { as: "store_manager", payload: { notes: 7 } },
  success: {
    as: "store_manager",
    check: (response) => {
      expect(response.json()).toMatchObject({
        status: "approved",
        approved_by: manager.user.id,
        allowed_actions: [],
      });
    },
  },
});

describeLadder("/api/expenses/{id}/reject", app, {
  method: "POST",
  url: urlOf("reject", managerExpense),
  payload: { rejection_reason: "No receipt" },
  forbidden: { as: "staff", message: "Only reviewers can approve or reject records." },
  outOfScope: { as: "store_manager", url: urlOf("reject", foreignExpense) },
  badRequest: { as: "store_manager", payload: { rejection_reason: "  " } },
  success: {
    as: "store_manager",
    check: (response) => {
      expect(response.json()).toMatchObject({ status: "rejected", rejection_reason: "No receipt" });
    },
  },
});

describe("expense status changes", () => {
  it("a non-pending expense answers 409 invalid_transition, by route and by PATCH; expenses are never paid", async () => {
    const api = client(t.app, manager.token);
    const expense = await managerExpense("approved");
    for (const response of [
      await api.post(`/api/expenses/${expense.id}/approve`),
      await api.patch(`/api/rest/v1/expenses?eq=id.${expense.id}`, { status: "approved" }),
      await api.patch(`/api/rest/v1/expenses?eq=id.${expense.id}`, { status: "pending" }),
    ]) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().code).toBe("invalid_transition");
    }
    expect(
      (await api.patch(`/api/rest/v1/expenses?eq=id.${expense.id}`, { status: "paid" })).statusCode,
    ).toBe(400);
    expect((await api.post(`/api/expenses/${expense.id}/pay`)).statusCode).toBe(404);
  });

  it("two reviews at once: exactly one lands", async () => {
    const expense = await managerExpense();
    // The admin created it and may not decide it: someone else's record, as in the shop.
    await forgetAuthor(t, "expenses", expense.id);
    const admin = await asAdmin(t);
    const answers = await Promise.all([
      client(t.app, manager.token).post(`/api/expenses/${expense.id}/reject`, {
        rejection_reason: "Duplicate",
      }),
      admin.post(`/api/expenses/${expense.id}/approve`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it("writes a REJECT entry naming the expense", async () => {
    const expense = await managerExpense();
    await client(t.app, manager.token).patch(`/api/rest/v1/expenses?eq=id.${expense.id}`, {
      status: "rejected",
      rejection_reason: "Not ours",
    });
    const entries = (
      await (
        await asAdmin(t)
      ).get(`/api/rest/v1/audit_logs?eq=target_id.${expense.id}&eq1=action.REJECT&select=description,changes`)
    ).json();
    expect(entries).toEqual([
      {
        description: `Rejected expense ${expense.description}`,
        changes: {
          status: { before: "pending", after: "rejected" },
          rejection_reason: { before: null, after: "Not ours" },
        },
      },
    ]);
  });
});
