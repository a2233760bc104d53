import { DEFAULT_STORE_SETTINGS } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { client, useSignIn, useTestApp } from "../../../test/test-app.ts";
import { storeToday } from "../../db/store-time.ts";
import { makeStore } from "../stores/stores.factory.ts";

const t = useTestApp();
const manager = useSignIn(t, "store_manager");
const ceo = useSignIn(t, "ceo");

describe("the store's cash-up tolerance (store settings, cash_up)", () => {
  it("is $5 until saved; a PUT saves it, the day's terms answer it and a submit is decided by it", async () => {
    const admin = await asAdmin(t);
    const store = await makeStore(t, { name: "Tolerance Store" });
    const today = await storeToday(t.database.db, store.id);
    const settingsUrl = `/api/stores/${store.id}/settings`;
    const termsUrl = `/api/cash-ups/terms?store_id=${store.id}&business_date=${today}`;
    expect((await admin.get(settingsUrl)).json().cash_up).toEqual(DEFAULT_STORE_SETTINGS.cash_up);
    expect((await admin.get(termsUrl)).json().variance_tolerance).toBe(5);

    const saved = await admin.put(settingsUrl, { cash_up: { variance_tolerance: 12.5 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ...DEFAULT_STORE_SETTINGS, cash_up: { variance_tolerance: 12.5 } });
    expect((await admin.get(settingsUrl)).json().cash_up).toEqual({ variance_tolerance: 12.5 });
    const terms = await admin.get(termsUrl);
    expect(terms.statusCode, terms.body).toBe(200);
    expect(terms.json()).toMatchObject({
      store_id: store.id,
      business_date: today,
      variance_tolerance: 12.5,
    });

    // $10 short: beyond the default $5, within the store's $12.50, so approved as it is submitted.
    const created = await admin.post("/api/cash-ups", {
      store_id: store.id,
      business_date: today,
      opening_float: 100,
      counted_cash: 90,
    });
    expect(created.statusCode, created.body).toBe(201);
    const submitted = await admin.post(`/api/cash-ups/${created.json().id}/submit`, {});
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: "approved", variance: -10, approved_by: null });

    // Another section's save keeps it.
    expect((await admin.put(settingsUrl, { security: { session_timeout: 60 } })).statusCode).toBe(200);
    expect((await admin.get(settingsUrl)).json().cash_up).toEqual({ variance_tolerance: 12.5 });
  });

  it("keeps the bounds 0–10,000 and refuses a key it does not offer", async () => {
    const admin = await asAdmin(t);
    const store = await makeStore(t, { name: "Tolerance Bounds Store" });
    const url = `/api/stores/${store.id}/settings`;
    for (const tolerance of [-0.01, 10_000.01]) {
      const refused = await admin.put(url, { cash_up: { variance_tolerance: tolerance } });
      expect(refused.statusCode, String(tolerance)).toBe(400);
      expect(refused.body).toContain("variance_tolerance");
    }
    expect((await admin.put(url, { cash_up: { rounding: 1 } })).statusCode).toBe(400);
    for (const tolerance of [0, 10_000]) {
      expect((await admin.put(url, { cash_up: { variance_tolerance: tolerance } })).statusCode).toBe(200);
    }
    expect((await admin.get(url)).json().cash_up).toEqual({ variance_tolerance: 10_000 });
  });

  it("a store's manager saves it and reads it in the day's terms; the ceo may not save it", async () => {
    const store = (await demoStores(t)).manager[0] ?? "";
    const api = client(t.app, manager.token);
    const saved = await api.put(`/api/stores/${store}/settings`, { cash_up: { variance_tolerance: 2 } });
    expect(saved.statusCode, saved.body).toBe(200);
    const today = await storeToday(t.database.db, store);
    const terms = await api.get(`/api/cash-ups/terms?store_id=${store}&business_date=${today}`);
    expect(terms.statusCode, terms.body).toBe(200);
    expect(terms.json().variance_tolerance).toBe(2);
    const byCeo = await client(t.app, ceo.token).put(`/api/stores/${store}/settings`, {
      cash_up: { variance_tolerance: 3 },
    });
    expect(byCeo.statusCode).toBe(403);
  });
});
