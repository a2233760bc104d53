import { MSG } from "@storeops/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { describeLadder } from "../../../test/ladder.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { makePurchase } from "../purchases/purchases.factory.ts";
import { makeVendor } from "./vendors.factory.ts";

// docs/decisions.md, Duplicate bills: aliases belong to one vendor; a merged vendor keeps its names.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let serial = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${serial++}`;

describe("vendor aliases", () => {
  it("keeps a vendor's aliases trimmed, once each, and refuses one another vendor goes by", async () => {
    const name = uniqueName("Alias Owner");
    const alias = uniqueName("AO Trading");
    const vendor = await makeVendor(t, { name, aliases: [` ${alias} `, alias.toUpperCase(), name] });
    expect(vendor.aliases).toEqual([alias]);
    const api = await asAdmin(t);
    for (const taken of [alias.toLowerCase(), name.toUpperCase()]) {
      const refused = await api.post("/api/rest/v1/vendors", {
        name: uniqueName("Second"),
        contact_person: "Pat",
        email: "pat@example.com",
        phone: "555-0100",
        address: "1 Street",
        aliases: [taken],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: MSG.vendorAliasTaken,
        details: { fields: { aliases: [MSG.vendorAliasTaken] } },
      });
    }
    // Another vendor may not be renamed to an alias.
    const other = await makeVendor(t, { name: uniqueName("Other") });
    const renamed = await api.patch(`/api/rest/v1/vendors?eq=id.${other.id}`, { name: alias });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe(MSG.vendorAliasTaken);
    // Dropped, the alias is free again.
    expect((await api.patch(`/api/rest/v1/vendors?eq=id.${vendor.id}`, { aliases: [] })).statusCode).toBe(
      200,
    );
    expect((await api.patch(`/api/rest/v1/vendors?eq=id.${other.id}`, { aliases: [alias] })).statusCode).toBe(
      200,
    );
  });
});

describe("POST /api/vendors/{id}/merge", () => {
  it("moves the purchases, keeps the merged vendor's names as aliases, deletes it and audits both", async () => {
    const kept = await makeVendor(t, { name: uniqueName("Kept Co"), aliases: [uniqueName("KC")] });
    const mergedName = uniqueName("Merged Co");
    const mergedAlias = uniqueName("MC");
    const merged = await makeVendor(t, { name: mergedName, aliases: [mergedAlias] });
    const store = (await demoStores(t)).accounting[0];
    const purchase = await makePurchase(t, { storeId: store, vendor: mergedName });
    const api = await asAdmin(t);
    const response = await api.post(`/api/vendors/${merged.id}/merge`, { into_id: kept.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: kept.id,
      aliases: [...(kept.aliases as string[]), mergedName, mergedAlias],
    });
    expect((await api.get(`/api/rest/v1/vendors/${merged.id}`)).statusCode).toBe(404);
    const moved = (await api.get(`/api/rest/v1/purchases/${purchase.id}`)).json();
    expect(moved).toMatchObject({ vendor: kept.name, vendor_id: kept.id });
    const entries = await t.database.db
      .selectFrom("audit_logs")
      .select(["action", "target_id"])
      .where("target_id", "in", [kept.id, merged.id])
      .where("action", "in", ["UPDATE", "DELETE"])
      .execute();
    expect(entries).toEqual(
      expect.arrayContaining([
        { action: "UPDATE", target_id: kept.id },
        { action: "DELETE", target_id: merged.id },
      ]),
    );
    // A purchase typed later under the merged vendor's name goes to the vendor kept.
    const later = await makePurchase(t, { storeId: store, vendor: mergedName.toLowerCase() });
    expect((await api.get(`/api/rest/v1/purchases/${later.id}`)).json().vendor_id).toBe(kept.id);
  });

  it("refuses merging a vendor into itself", async () => {
    const vendor = await makeVendor(t, { name: uniqueName("Self") });
    const response = await (await asAdmin(t)).post(`/api/vendors/${vendor.id}/merge`, { into_id: vendor.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MSG.vendorMergeSelf);
  });
});

// The body names the vendor the url's step made (read when each rung is sent).
const mergeBody = { into_id: "" };
describeLadder("/api/vendors/{id}/merge", () => t, {
  method: "POST",
  payload: mergeBody,
  url: async () => {
    // One after the other: a vendor's default code is the millisecond it was made.
    const from = await makeVendor(t, { name: uniqueName("Ladder From") });
    const into = await makeVendor(t, { name: uniqueName("Ladder Into") });
    mergeBody.into_id = into.id;
    return `/api/vendors/${from.id}/merge`;
  },
  forbidden: { as: "accounting" },
  outOfScope: null,
  badRequest: { as: "admin", payload: { into_id: "" } },
  success: { as: "admin" },
});
