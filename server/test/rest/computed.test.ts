import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetStoreZones } from "../../src/db/store-time.ts";
import { todayByStoreContext } from "../../src/rest/computed.ts";
import { createTestApp, type TestApp } from "../test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("each store's today", () => {
  it("turns at the store's own midnight, also when asked again within the same second", async () => {
    const { db } = t.database;
    const store = await db.selectFrom("stores").select("id").orderBy("code").executeTakeFirstOrThrow();
    await db.updateTable("stores").set({ timezone: "Asia/Tokyo" }).where("id", "=", store.id).execute();
    forgetStoreZones(db);
    // 14:59:59.500 UTC is 23:59:59.500 in Tokyo; half a second later it is the next day there.
    const before = new Date("2026-03-10T14:59:59.500Z");
    const after = new Date("2026-03-10T15:00:00.000Z");
    const today = async (at: Date) => (await todayByStoreContext(db, at)).todayByStore?.get(store.id);
    expect(await today(before)).toBe("2026-03-10");
    expect(await today(new Date("2026-03-10T14:59:59.999Z"))).toBe("2026-03-10");
    expect(await today(after)).toBe("2026-03-11");
    expect(await today(before)).toBe("2026-03-10");
  });
});
