import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin } from "../../test/demo-stores.ts";
import { workDateToday } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import * as labourStoreTotals from "../db/migrations/021_labour_store_totals.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Entries per store, from the totals and from the rows. */
async function both() {
  const db = t.database.db;
  const kept = await sql<{ store_id: string; entries: number }>`
    select store_id, entries from labour_store_totals order by store_id`.execute(db);
  const counted = await sql<{ store_id: string; entries: number }>`
    select coalesce(store_id, '') as store_id, count(*) as entries from employee_time_entries
    group by coalesce(store_id, '') order by store_id`.execute(db);
  const numbers = (rows: { store_id: string; entries: number }[]) =>
    rows.map((row) => ({ store_id: row.store_id, entries: Number(row.entries) }));
  return { kept: numbers(kept.rows), counted: numbers(counted.rows) };
}

describe("time entries per store (migration 021)", () => {
  it("are filled on a database made before them, kept by the triggers, and count the history", async () => {
    const db = t.database.db;
    // A database from before the migration: no totals table, triggers that do not keep it.
    await sql`drop table labour_store_totals`.execute(db);
    await labourStoreTotals.up(db);
    const filled = await both();
    expect(filled.kept.length).toBeGreaterThan(1);
    expect(filled.kept).toEqual(filled.counted);

    // A manual entry through the API moves the store's total by one; the history's count is exact.
    // Its day is today on the last time zone to reach it: the history's bound below is that day
    // too (the seed's UTC date is the next day from midnight to noon UTC).
    const day = workDateToday();
    const admin = await asAdmin(t);
    const member = await db
      .selectFrom("staff")
      .select(["id", "store_id"])
      .where("status", "=", "active")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const created = await admin.post("/api/rest/v1/employee_time_entries", {
      employee_id: member.id,
      store_id: member.store_id,
      work_date: day,
      clock_in_time: "08:00",
      clock_out_time: "12:30",
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = await both();
    expect(after.kept).toEqual(after.counted);

    const history = async (filter: string) => {
      const response = await admin.get(
        `/api/rest/v1/employee_time_entries?select=id&limit=1&count=exact&${filter}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return Number(response.headers["x-total-count"]);
    };
    const rows = async (op: "<=" | "<") =>
      Number(
        (
          await sql<{ n: number }>`select count(*) as n from employee_time_entries
            where work_date ${sql.raw(op)} ${day}`.execute(db)
        ).rows[0]?.n,
      );
    expect(await history(`lte=work_date.${day}`)).toBe(await rows("<="));
    expect(await history(`lt=work_date.${day}`)).toBe(await rows("<"));
    const today = await history(`eq=work_date.${day}`);
    expect(today).toBeGreaterThan(0);
    expect(await history(`lte=work_date.${day}`)).toBe((await history(`lt=work_date.${day}`)) + today);

    // The count reads the store totals and the days after the bound, not every day row.
    if (t.engine === "sqlite") {
      const { rows: plan } = await sql<{ detail: string }>`explain query plan
        select coalesce(sum(entries), 0) from labour_day_totals where day > ${day}`.execute(db);
      expect(plan.map((row) => row.detail).join(" ")).toContain("USING INDEX labour_day_totals_day");
    }
  });
});
