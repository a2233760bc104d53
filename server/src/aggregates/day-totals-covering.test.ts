import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import * as covering from "../db/migrations/020_day_totals_covering.ts";
import { incomeDays, transactionDays } from "../modules/reports/reports.repository.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The indexes of the two day-totals tables, by name. */
async function dayIndexes(): Promise<string[]> {
  const db = t.database.db;
  const { rows } =
    t.engine === "postgres"
      ? await sql<{ name: string }>`select indexname as name from pg_indexes
          where tablename in ('income_day_totals', 'transaction_day_totals')`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'index'
          and tbl_name in ('income_day_totals', 'transaction_day_totals')`.execute(db);
  return rows
    .map((row) => row.name)
    .filter((name) => /_day(_cover)?$/.test(name))
    .sort();
}

describe("the day totals' covering indexes (migration 020)", () => {
  it("replace the indexes on the day alone, read a period by themselves, and survive down and up", async () => {
    const db = t.database.db;
    const yearAgo = new Date(Date.parse(t.today) - 365 * 86_400_000).toISOString().slice(0, 10);
    const period = [yearAgo, t.today] as const;
    const read = async () => ({
      income: await incomeDays(db, "all", ...period),
      transactions: await transactionDays(db, "all", ...period),
    });
    const before = await read();
    expect(before.income.length).toBeGreaterThan(0);
    expect(before.transactions.length).toBeGreaterThan(0);
    expect(await dayIndexes()).toEqual(["income_day_totals_day_cover", "transaction_day_totals_day_cover"]);

    if (t.engine === "sqlite") {
      const { rows } = await sql<{ detail: string }>`explain query plan
        select store_id, day, records, cash, card, other, total from income_day_totals
        where day >= ${period[0]} and day <= ${period[1]}`.execute(db);
      expect(rows.map((row) => row.detail).join(" ")).toContain("COVERING INDEX income_day_totals_day_cover");
    }

    await covering.down(db);
    expect(await dayIndexes()).toEqual(["income_day_totals_day", "transaction_day_totals_day"]);
    await covering.up(db);
    expect(await dayIndexes()).toEqual(["income_day_totals_day_cover", "transaction_day_totals_day_cover"]);
    expect(await read()).toEqual(before);
  });
});
