import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
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
