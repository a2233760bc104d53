import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePurchase } from "../../src/modules/purchases/purchases.factory.ts";
import { makeVendor } from "../../src/modules/vendors/vendors.factory.ts";
import { asAdmin } from "../demo-stores.ts";
import { createTestApp, signIn, type TestApp } from "../test-app.ts";
import { uploadPdf } from "../uploads.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("updates through the generic front", () => {
  it("an update that changes nothing writes no audit entry and leaves updated_at alone", async () => {
    const api = await asAdmin(t);
    const vendor = await makeVendor(t, { name: "Unchanged Co", notes: "Same" });
    const same = await api.patch(`/api/rest/v1/vendors?eq=id.${vendor.id}`, {
      name: "Unchanged Co",
      notes: "Same",
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()[0].updated_at).toBe(vendor.updated_at);
    const actions = async () =>
      (await api.get(`/api/rest/v1/audit_logs?eq=target_id.${vendor.id}&order=created_at.asc&select=action`))
        .json()
        .map((entry: { action: string }) => entry.action);
    expect(await actions()).toEqual(["CREATE"]);
    const changed = await api.patch(`/api/rest/v1/vendors?eq=id.${vendor.id}`, { notes: "Different" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await actions()).toEqual(["CREATE", "UPDATE"]);
  });

  it("an update that only removes a file still writes an UPDATE entry naming the files", async () => {
    const api = await asAdmin(t);
    const admin = await signIn(t.app, "admin");
    const file = await uploadPdf(t, admin.token, "purchases");
    const purchase = await makePurchase(t);
    const moved = await api.post(`/api/rest/v1/move-temp-files/purchases/${purchase.id}`, {
      tempFiles: [file],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const stored = moved.json()[0].name;
    const cleared = await api.patch(`/api/rest/v1/purchases?eq=id.${purchase.id}`, { attachments: [] });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const entries = (
      await api.get(
        `/api/rest/v1/audit_logs?eq=target_id.${purchase.id}&eq1=action.UPDATE&select=changes&order=created_at.desc`,
      )
    ).json();
    expect(entries[0]).toEqual({ changes: { attachments: { before: [stored], after: [] } } });
  });
});
