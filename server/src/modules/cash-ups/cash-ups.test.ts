import { MSG } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { asAdmin } from "../../../test/demo-stores.ts";
import { client, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { currentStoreOf, dayMaker, fillDay } from "./cash-ups.factory.ts";

const t = useTestApp();
const staff = useSignIn(t, "staff");
const manager = useSignIn(t, "store_manager");
const accounting = useSignIn(t, "accounting");
const ownDay = dayMaker(t, 800);
const staffStore = () => currentStoreOf(t, staff);

describe("the expected cash of a day", () => {
  it("is the float plus cash takings less cash purchases, cash expenses and drops, term by term", async () => {
    const storeId = await staffStore();
    const date = ownDay();
    await fillDay(t, storeId, date);
    const api = client(t.app, staff.token);
    const terms = await api.get(`/api/cash-ups/terms?store_id=${storeId}&business_date=${date}`);
    expect(terms.statusCode, terms.body).toBe(200);
    expect(terms.json()).toMatchObject({
      cash_takings: 812.4,
      cash_purchases: 64.99,
      cash_expenses: 12.5,
      variance_tolerance: 5,
      cash_up_id: null,
    });

    // 150 + 812.40 − 64.99 − 12.50 − 500 = 384.91
    const created = await api.post("/api/cash-ups", {
      business_date: date,
      opening_float: 150,
      cash_drops: 500,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      store_id: storeId,
      status: "open",
      opening_float: 150,
      cash_takings: 812.4,
      cash_purchases: 64.99,
      cash_expenses: 12.5,
      cash_drops: 500,
      expected_cash: 384.91,
      counted_cash: null,
      variance: null,
    });
    expect(created.json().allowed_actions).toEqual(expect.arrayContaining(["edit", "submit"]));

    // Three $100, four $20, four $1 and 91 cents in coins: $384.91, to the cent.
    const counts = { "10000": 3, "2000": 4, "100": 4, "25": 3, "10": 1, "5": 1, "1": 1 };
    const counted = await api.patch(`/api/cash-ups/${created.json().id}`, { denominations: counts });
    expect(counted.statusCode, counted.body).toBe(200);
    expect(counted.json()).toMatchObject({ counted_cash: 384.91, variance: 0, denominations: counts });

    const again = await api.post("/api/cash-ups", { business_date: date, opening_float: 100 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.cashUpExists);
  });

  it("refuses a future day, notes that do not add up, a deposit beyond the count and nonsense counts", async () => {
    const api = client(t.app, staff.token);
    const future = new Date(`${t.today}T12:00:00Z`);
    future.setUTCDate(future.getUTCDate() + 3);
    const later = await api.post("/api/cash-ups", {
      business_date: future.toISOString().slice(0, 10),
      opening_float: 100,
    });
    expect(later.statusCode).toBe(400);
    expect(later.json().message).toBe(MSG.cashUpFutureDate);

    const date = ownDay();
    const mismatch = await api.post("/api/cash-ups", {
      business_date: date,
      opening_float: 100,
      counted_cash: 50,
      denominations: { "2000": 1 },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(MSG.cashUpDenominationsMismatch);
    const deposit = await api.post("/api/cash-ups", {
      business_date: date,
      opening_float: 100,
      counted_cash: 50,
      deposit_amount: 60,
    });
    expect(deposit.statusCode).toBe(400);
    expect(deposit.json().message).toBe(MSG.cashUpDepositTooLarge);
    for (const denominations of [{ "2000": -1 }, { "2000": 1.5 }, { coins: 3 }, { "500": 100_001 }]) {
      const bad = await api.post("/api/cash-ups", { business_date: date, opening_float: 100, denominations });
      expect(bad.statusCode, JSON.stringify(denominations)).toBe(400);
      expect(bad.body).toContain(MSG.cashUpDenominationsInvalid);
    }
    const huge = await api.post("/api/cash-ups", { business_date: date, opening_float: 1e15 });
    expect(huge.statusCode).toBe(400);
  });
});

describe("submitting, approving and rejecting", () => {
  it("a drawer within the store's tolerance is approved as it is submitted", async () => {
    const storeId = await staffStore();
    const date = ownDay();
    await fillDay(t, storeId, date);
    const api = client(t.app, staff.token);
    const created = (
      await api.post("/api/cash-ups", { business_date: date, opening_float: 150, cash_drops: 500 })
    ).json();
    const notCounted = await api.post(`/api/cash-ups/${created.id}/submit`, {});
    expect(notCounted.statusCode).toBe(400);
    expect(notCounted.json().message).toBe(MSG.cashUpNotCounted);
    // $4.91 short: within $5.
    const submitted = await api.post(`/api/cash-ups/${created.id}/submit`, { counted_cash: 380 });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({
      status: "approved",
      variance: -4.91,
      counted_by: staff.user.id,
      approved_by: null,
    });
    expect(submitted.json().approved_at).toBeTruthy();
    const change = await api.patch(`/api/cash-ups/${created.id}`, { counted_cash: 384.91 });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(MSG.cashUpLocked);
  });

  it("a variance beyond it needs a reason and accounting's approval; then the day's takings are locked but for admins", async () => {
    const storeId = await staffStore();
    const date = ownDay();
    await fillDay(t, storeId, date);
    const api = client(t.app, staff.token);
    const created = (
      await api.post("/api/cash-ups", {
        business_date: date,
        opening_float: 150,
        cash_drops: 500,
        counted_cash: 360,
      })
    ).json();
    expect(created.variance).toBe(-24.91);
    const noReason = await api.post(`/api/cash-ups/${created.id}/submit`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(MSG.cashUpReasonRequired);
    expect(noReason.json().details.fields.variance_reason).toEqual([MSG.cashUpReasonRequired]);
    const submitted = await api.post(`/api/cash-ups/${created.id}/submit`, {
      variance_reason: "Refund paid from the till",
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({
      status: "submitted",
      variance_reason: "Refund paid from the till",
    });
    expect(submitted.json().allowed_actions).not.toContain("approve");

    expect((await api.post(`/api/cash-ups/${created.id}/approve`, {})).statusCode).toBe(403);
    const accountingApi = client(t.app, accounting.token);
    const listed = await accountingApi.get(`/api/rest/v1/cash_ups?eq=id.${created.id}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toHaveLength(1); // accounting reaches the staff member's store
    const approved = await accountingApi.post(`/api/cash-ups/${created.id}/approve`, { notes: "Slip found" });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: "approved",
      approved_by: accounting.user.id,
      notes: "Slip found",
    });
    expect((await accountingApi.post(`/api/cash-ups/${created.id}/approve`, {})).statusCode).toBe(409);

    const income = await (await asAdmin(t)).get(
      `/api/rest/v1/daily_income?eq=store_id.${storeId}&eq2=date.${date}`,
    );
    const incomeId = income.json()[0].id;
    const edit = await client(t.app, manager.token).patch(`/api/rest/v1/daily_income?eq=id.${incomeId}`, {
      notes: "late fix",
    });
    expect([403, 404, 409]).toContain(edit.statusCode);
    const mine = await client(t.app, staff.token).post("/api/rest/v1/daily_income", { date, income_cash: 1 });
    expect(mine.statusCode).toBe(409);
    const byAdmin = await (await asAdmin(t)).patch(`/api/rest/v1/daily_income?eq=id.${incomeId}`, {
      notes: "admin fix",
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });

  it("a rejected count goes back to the store with its reason, and is counted again", async () => {
    const storeId = await staffStore();
    const date = ownDay();
    const admin = await asAdmin(t);
    const api = client(t.app, staff.token);
    const created = (
      await api.post("/api/cash-ups", {
        business_date: date,
        opening_float: 100,
        counted_cash: 80,
        variance_reason: "Short",
      })
    ).json();
    expect(created.store_id).toBe(storeId);
    expect((await api.post(`/api/cash-ups/${created.id}/submit`)).json().status).toBe("submitted");
    const noReason = await admin.post(`/api/cash-ups/${created.id}/reject`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(MSG.cashUpRejectReason);
    const rejected = await admin.post(`/api/cash-ups/${created.id}/reject`, {
      reason: "Count the coins again",
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: "rejected", rejection_reason: "Count the coins again" });
    expect(rejected.json().allowed_actions).toEqual(expect.arrayContaining(["edit", "submit"]));
    const recount = await api.post(`/api/cash-ups/${created.id}/submit`, { counted_cash: 100 });
    expect(recount.json()).toMatchObject({ status: "approved", variance: 0, rejection_reason: null });
    const actions = await admin.get(
      `/api/rest/v1/audit_logs?eq=target_id.${created.id}&order=created_at.asc&select=action`,
    );
    expect(actions.json().map((row: { action: string }) => row.action)).toEqual([
      "CREATE",
      "SUBMIT",
      "REJECT",
      "SUBMIT",
    ]);
  });

  it("of an approve and a reject at once, one wins and the other is a 409", async () => {
    const date = ownDay();
    const api = client(t.app, staff.token);
    const created = (
      await api.post("/api/cash-ups", {
        business_date: date,
        opening_float: 100,
        counted_cash: 50,
        variance_reason: "Short",
      })
    ).json();
    await api.post(`/api/cash-ups/${created.id}/submit`);
    const admin = await asAdmin(t);
    const answers = await Promise.all([
      admin.post(`/api/cash-ups/${created.id}/approve`, {}),
      admin.post(`/api/cash-ups/${created.id}/reject`, { reason: "Recount" }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});
