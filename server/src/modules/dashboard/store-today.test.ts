import { dayBefore, MSG } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { asAdmin, createAsAdmin, demoStores } from "../../../test/demo-stores.ts";
import { forgetAuthor } from "../../../test/factories.ts";
import { client, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { storeToday } from "../../db/store-time.ts";
import { addStaffTo, makeStore } from "../stores/stores.factory.ts";

const t = useTestApp();
const staff = useSignIn(t, "staff");
const accounting = useSignIn(t, "accounting");
const ceo = useSignIn(t, "ceo");

describe("a store's today list", () => {
  it("says which takings are missing, who is on shift, what was left open and what waits for approval", async () => {
    const admin = await asAdmin(t);
    const store = await makeStore(t, { name: "Today Store" });
    const today = await storeToday(t.database.db, store.id);
    const twoDaysAgo = dayBefore(dayBefore(today));
    expect(
      (
        await admin.post("/api/rest/v1/daily_income", {
          store_id: store.id,
          date: twoDaysAgo,
          income_cash: 100,
        })
      ).statusCode,
    ).toBe(201);
    const url = `/api/stores/${store.id}/today`;
    let list = (await admin.get(url)).json();
    expect(list).toMatchObject({ store_id: store.id, store_name: "Today Store", date: today });
    expect(list.takings.today_entered).toBe(false);
    expect(list.takings.missing_days).toHaveLength(6);
    expect(list.takings.missing_days).not.toContain(twoDaysAgo);
    expect(list.takings.missing_days).not.toContain(today);
    expect([...list.takings.missing_days].sort()).toEqual(list.takings.missing_days);

    // Today's takings, a clock-in now, an entry left open since yesterday, a pending purchase.
    expect(
      (await admin.post("/api/rest/v1/daily_income", { store_id: store.id, date: today, income_card: 50 }))
        .statusCode,
    ).toBe(201);
    const now = await addStaffTo(t, store.id, { name: "On Shift Today" });
    expect(
      (await admin.post("/api/time/clock-in", { employee_id: now.id, store_id: store.id })).statusCode,
    ).toBe(201);
    const forgot = await addStaffTo(t, store.id, { name: "Forgot To Clock Out" });
    const open = await admin.post("/api/rest/v1/employee_time_entries", {
      employee_id: forgot.id,
      store_id: store.id,
      work_date: dayBefore(today),
      clock_in_time: "09:00",
    });
    expect(open.statusCode, open.body).toBe(201);
    const purchase = await createAsAdmin(t, "purchases", {}, store.id);
    list = (await admin.get(url)).json();
    expect(list.takings.today_entered).toBe(true);
    expect(list.on_shift.map((p: { employee_name: string }) => p.employee_name)).toEqual(
      expect.arrayContaining(["On Shift Today", "Forgot To Clock Out"]),
    );
    expect(list.open_since_before_today).toEqual([
      {
        entry_id: open.json().id,
        employee_name: "Forgot To Clock Out",
        work_date: dayBefore(today),
        clock_in_time: "09:00",
      },
    ]);
    // The admin's own purchase never waits for the admin (docs/decisions.md, Approvals); another's does.
    expect(list.waiting_approval.purchases).toBe(0);
    await forgetAuthor(t, "purchases", String(purchase.id));
    expect((await admin.get(url)).json().waiting_approval.purchases).toBe(1);
  });

  it("staff read their current store's list (nothing waits for their approval); another store is not found", async () => {
    const stores = await demoStores(t);
    const api = client(t.app, staff.token);
    const own = String((await api.get("/api/auth/v1/user")).json().current_store_id);
    const mine = await api.get(`/api/stores/${own}/today`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().waiting_approval).toEqual({ purchases: 0, expenses: 0, cash_ups: 0 });
    expect(Object.keys(mine.json().cash_up).sort()).toEqual(["today", "yesterday"]);
    const foreign = await api.get(`/api/stores/${stores.foreign}/today`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MSG.storeNotFound);
  });
});

describe("the cash-up lines of the today list", () => {
  it("show today's and yesterday's cash-up as it stands, and what waits for accounting's approval", async () => {
    const admin = await asAdmin(t);
    const store = await makeStore(t, { name: "Cash-up Today Store" });
    const today = await storeToday(t.database.db, store.id);
    const yesterday = dayBefore(today);
    const url = `/api/stores/${store.id}/today`;
    const none = { status: "none", cash_up_id: null, variance: null };
    let list = (await admin.get(url)).json();
    expect(list.cash_up).toEqual({ today: none, yesterday: none });
    expect(list.waiting_approval.cash_ups).toBe(0);

    // Yesterday's drawer $20 short, submitted with a reason: it waits for approval.
    const late = await admin.post("/api/cash-ups", {
      store_id: store.id,
      business_date: yesterday,
      opening_float: 100,
      counted_cash: 80,
      variance_reason: "Short at close",
    });
    expect(late.statusCode, late.body).toBe(201);
    expect((await admin.post(`/api/cash-ups/${late.json().id}/submit`, {})).json().status).toBe("submitted");
    // Nobody decides a cash-up they counted (docs/decisions.md, Approvals): as if the store's staff had.
    await t.database.db
      .updateTable("cash_ups")
      .set({ created_by: null, counted_by: null })
      .where("id", "=", late.json().id)
      .execute();
    // Today's is opened, not counted yet.
    const open = await admin.post("/api/cash-ups", {
      store_id: store.id,
      business_date: today,
      opening_float: 100,
    });
    expect(open.statusCode, open.body).toBe(201);
    list = (await admin.get(url)).json();
    expect(list.cash_up).toEqual({
      today: { status: "open", cash_up_id: open.json().id, variance: null },
      yesterday: { status: "submitted", cash_up_id: late.json().id, variance: -20 },
    });
    expect(list.waiting_approval.cash_ups).toBe(1);

    // Rejected: the store counts it again; then it balances and is approved at once.
    await admin.post(`/api/cash-ups/${late.json().id}/reject`, { reason: "Count the coins again" });
    list = (await admin.get(url)).json();
    expect(list.cash_up.yesterday).toMatchObject({ status: "rejected", cash_up_id: late.json().id });
    expect(list.waiting_approval.cash_ups).toBe(0);
    await admin.post(`/api/cash-ups/${late.json().id}/submit`, { counted_cash: 100 });
    list = (await admin.get(url)).json();
    expect(list.cash_up.yesterday).toEqual({ status: "approved", cash_up_id: late.json().id, variance: 0 });
  });

  it("count the store's submitted cash-ups for accounting, and none for a role that does not approve them", async () => {
    const store = (await demoStores(t)).accounting[0] ?? "";
    // A drawer $30 over on a day weeks back that has none yet: it waits for accounting.
    let day = await storeToday(t.database.db, store);
    for (let i = 0; i < 40; i++) day = dayBefore(day);
    const counted = new Set(
      (
        await t.database.db
          .selectFrom("cash_ups")
          .select("business_date")
          .where("store_id", "=", store)
          .execute()
      ).map((row) => row.business_date),
    );
    while (counted.has(day)) day = dayBefore(day);
    const admin = await asAdmin(t);
    const over = await admin.post("/api/cash-ups", {
      store_id: store,
      business_date: day,
      opening_float: 0,
      counted_cash: 30,
      variance_reason: "Over",
    });
    expect(over.statusCode, over.body).toBe(201);
    expect((await admin.post(`/api/cash-ups/${over.json().id}/submit`, {})).json().status).toBe("submitted");
    const submitted = await t.database.db
      .selectFrom("cash_ups")
      .select("id")
      .where("store_id", "=", store)
      .where("status", "=", "submitted")
      .execute();
    const url = `/api/stores/${store}/today`;
    const forAccounting = await client(t.app, accounting.token).get(url);
    expect(forAccounting.statusCode, forAccounting.body).toBe(200);
    expect(submitted.length).toBeGreaterThanOrEqual(1);
    expect(forAccounting.json().waiting_approval.cash_ups).toBe(Math.min(submitted.length, 100));
    const forCeo = await client(t.app, ceo.token).get(url);
    expect(forCeo.statusCode, forCeo.body).toBe(200);
    expect(forCeo.json().waiting_approval.cash_ups).toBe(0);
  });
});
