import { MSG } from "@storeops/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin } from "../../../test/demo-stores.ts";
import { client, createTestApp, signIn, type TestApp } from "../../../test/test-app.ts";
import { makeStore } from "../stores/stores.factory.ts";
import { makeIndustry } from "./industries.factory.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("industries", () => {
  it("get a code from the name and count their stores at read time", async () => {
    const industry = await makeIndustry(t, { name: "Bakeries" });
    expect(industry).toMatchObject({
      code: expect.any(String),
      store_count: 0,
      allowed_actions: ["edit", "delete"],
    });
    await makeStore(t, { industry_id: industry.id });
    const row = await t.database.db
      .selectFrom("stores")
      .select("id")
      .where("industry_id", "=", industry.id)
      .execute();
    expect(row).toHaveLength(1);
  });
});

describe("industry rename and delete", () => {
  it("a rename shows at once on every store of the industry (derived by join)", async () => {
    const admin = await asAdmin(t);
    const industry = await makeIndustry(t, { name: "Florists" });
    const store = await makeStore(t, { industry_id: industry.id });
    expect(store.industry).toBe("Florists");
    await admin.patch(`/api/rest/v1/industries?eq=id.${industry.id}`, { name: "Flower Shops" });
    expect((await admin.get(`/api/rest/v1/stores/${store.id}`)).json().industry).toBe("Flower Shops");
    const listed = (
      await admin.get(`/api/rest/v1/stores?eq=industry_id.${industry.id}&select=id,industry`)
    ).json();
    expect(listed).toEqual([expect.objectContaining({ id: store.id, industry: "Flower Shops" })]);
  });

  it("an industry with stores cannot be deleted (409 in_use); one without can", async () => {
    const admin = await asAdmin(t);
    const used = await makeIndustry(t, { name: "Used Industry" });
    await makeStore(t, { industry_id: used.id });
    const refused = await admin.delete(`/api/rest/v1/industries?eq=id.${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "in_use", message: MSG.industryInUse });
    expect(MSG.industryInUse).toBe("Cannot delete an industry that still has stores.");
    const free = await makeIndustry(t, { name: "Free Industry" });
    expect((await admin.delete(`/api/rest/v1/industries?eq=id.${free.id}`)).statusCode).toBe(200);
  });

  it("ceo reads industries but cannot write them", async () => {
    const ceo = client(t.app, (await signIn(t.app, "ceo")).token);
    expect((await ceo.get("/api/rest/v1/industries")).statusCode).toBe(200);
    const refused = await ceo.post("/api/rest/v1/industries", { name: "Nope" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG.ceoReadOnly);
  });
});
