import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin } from "../../test/demo-stores.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { makeVendor } from "../modules/vendors/vendors.factory.ts";

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
});
