import { dayBefore, MSG } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { asAdmin, createAsAdmin, demoStores } from "../../../test/demo-stores.ts";
import { client, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { storeToday } from "../../db/store-time.ts";
import { addStaffTo, makeStore } from "../stores/stores.factory.ts";

const t = useTestApp();
const staff = useSignIn(t, "staff");

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
    await createAsAdmin(t, "purchases", {}, store.id);
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
    expect(list.waiting_approval.purchases).toBeGreaterThanOrEqual(1);
  });

  it("staff read their current store's list (nothing waits for their approval); another store is not found", async () => {
    const stores = await demoStores(t);
    const api = client(t.app, staff.token);
    const own = String((await api.get("/api/auth/v1/user")).json().current_store_id);
    const mine = await api.get(`/api/stores/${own}/today`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().waiting_approval).toEqual({ purchases: 0, expenses: 0 });
    const foreign = await api.get(`/api/stores/${stores.foreign}/today`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MSG.storeNotFound);
  });
});
