import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/test-app.ts";
import { up } from "./027_daily_income_one_per_day.ts";

const t = useTestApp();

describe("migration 027: one daily income per store and day", () => {
  it("merges earlier duplicates into the first saved record, files and kept totals included", async () => {
    const db = t.database.db;
    const row = await db.selectFrom("daily_income").selectAll().limit(1).executeTakeFirstOrThrow();
    // Back to the index before 027, and three records of one store and day.
    await db.schema.dropIndex("daily_income_store_date").execute();
    await db.schema
      .createIndex("daily_income_store_date")
      .on("daily_income")
      .columns(["store_id", "date"])
      .execute();
    const day = { ...row, date: "2004-07-08", attachments: "[]" };
    const amounts = { income_cash: 100, income_card: 20, income_other: 3, total_income: 123 };
    await db
      .insertInto("daily_income")
      .values([
        { ...day, ...amounts, id: "dup-b", created_at: "2004-07-08T20:00:00.000Z" },
        { ...day, ...amounts, id: "dup-a", created_at: "2004-07-08T19:00:00.000Z" },
        { ...day, ...amounts, id: "dup-c", created_at: "2004-07-08T20:00:00.000Z" },
      ])
      .execute();
    await db
      .insertInto("attachments")
      .values({
        id: "dup-file",
        owner_table: "daily_income",
        owner_id: "dup-c",
        stored_name: "dup-file.pdf",
        type: "application/pdf",
        size: 1,
        created_at: "2004-07-08T20:00:00.000Z",
      })
      .execute();
    const totalsOf = () =>
      db
        .selectFrom("income_day_totals")
        .select(["records", "total"])
        .where("store_id", "=", row.store_id)
        .where("day", "=", "2004-07-08")
        .executeTakeFirst();
    const before = await totalsOf();
    expect(Number(before?.total)).toBe(369);

    await up(db);

    const kept = await db.selectFrom("daily_income").selectAll().where("date", "=", "2004-07-08").execute();
    expect(kept.map((record) => record.id)).toEqual(["dup-a"]);
    expect(kept[0]).toMatchObject({ income_cash: 300, income_card: 60, income_other: 9, total_income: 369 });
    const file = await db
      .selectFrom("attachments")
      .select("owner_id")
      .where("id", "=", "dup-file")
      .executeTakeFirst();
    expect(file?.owner_id).toBe("dup-a");
    const after = await totalsOf();
    expect({ records: Number(after?.records), total: Number(after?.total) }).toEqual({
      records: 1,
      total: 369,
    });
    await expect(
      db
        .insertInto("daily_income")
        .values({ ...day, id: "dup-d" })
        .execute(),
    ).rejects.toThrow();
  });
});
