import { incomeAlreadyRecorded, MSG } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { asAdmin, demoStores } from "../../../test/demo-stores.ts";
import { useTestApp } from "../../../test/test-app.ts";
import { storeToday } from "../../db/store-time.ts";

const t = useTestApp();
const PATH = "/api/rest/v1/daily_income";

/** YYYY-MM-DD `days` after `date`. */
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe("daily income: one record per store and day, none in the future", () => {
  it("of simultaneous saves of one store and day one lands; the others are 409 naming the day", async () => {
    const api = await asAdmin(t);
    const storeId = (await demoStores(t)).foreign;
    const record = { store_id: storeId, date: "2002-05-06", income_cash: 10 };
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => api.post(PATH, record)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().message).toBe(incomeAlreadyRecorded("2002-05-06"));
    }
    const stored = await t.database.db
      .selectFrom("daily_income")
      .select("id")
      .where("store_id", "=", storeId)
      .where("date", "=", "2002-05-06")
      .execute();
    expect(stored).toHaveLength(1);
    // Moving another record onto that day is refused as well; another store's same day is fine.
    const other = await api.post(PATH, { ...record, date: "2002-05-07" });
    expect(other.statusCode, other.body).toBe(201);
    const moved = await api.patch(`${PATH}?eq=id.${other.json().id}`, { date: "2002-05-06" });
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json().message).toBe(incomeAlreadyRecorded("2002-05-06"));
    const elsewhere = await api.post(PATH, { ...record, store_id: (await demoStores(t)).manager[0] });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });

  it("the database keeps it so: a second row of a store and day cannot be inserted", async () => {
    const row = await t.database.db.selectFrom("daily_income").selectAll().limit(1).executeTakeFirstOrThrow();
    await expect(
      t.database.db
        .insertInto("daily_income")
        .values({ ...row, id: crypto.randomUUID() })
        .execute(),
    ).rejects.toThrow();
  });

  it("a date after the store's today is a 400; today is fine", async () => {
    const api = await asAdmin(t);
    const storeId = (await demoStores(t)).foreign;
    const today = await storeToday(t.database.db, storeId);
    const future = await api.post(PATH, { store_id: storeId, date: shift(today, 1), income_cash: 1 });
    expect(future.statusCode, future.body).toBe(400);
    expect(future.json()).toMatchObject({
      message: MSG.incomeDateInFuture,
      details: { fields: { date: [MSG.incomeDateInFuture] } },
    });
    await t.database.db
      .deleteFrom("daily_income")
      .where("store_id", "=", storeId)
      .where("date", "=", today)
      .execute();
    const now = await api.post(PATH, { store_id: storeId, date: today, income_cash: 1 });
    expect(now.statusCode, now.body).toBe(201);
    const moved = await api.patch(`${PATH}?eq=id.${now.json().id}`, { date: shift(today, 2) });
    expect(moved.statusCode, moved.body).toBe(400);
  });
});
