import { type Kysely, PostgresAdapter, sql } from "kysely";
import { createIncomeMonthTotals } from "./005/tables.ts";
import { createAggregateTriggers, dropAggregateTriggers } from "./005/triggers.ts";

/**
 * Income per store and calendar month (issue #15): the dashboards' 12-month revenue trend read
 * 365 day rows a store; it now reads 12. A database made before this gets the table here, filled
 * from its daily income, and the daily-income triggers that keep it (the triggers of every source
 * are re-created from migration 005's statements, which now include the month). On a new
 * database migration 005 has made all of it already and this changes nothing.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
  await createIncomeMonthTotals(db);
  await dropAggregateTriggers(db, dialect);
  await createAggregateTriggers(db, dialect);
  await sql`delete from income_month_totals`.execute(db);
  await sql`insert into income_month_totals (store_id, month, records, cash, card, other, total)
    select coalesce(store_id, ''), substr(date, 1, 7), count(*), sum(income_cash), sum(income_card),
      sum(income_other), sum(total_income)
    from daily_income group by coalesce(store_id, ''), substr(date, 1, 7)`.execute(db);
  await sql`analyze income_month_totals`.execute(db);
}

/** One way: migration 005's statements keep the month table from now on. */
export async function down(): Promise<void> {
  throw new Error("017_income_month_totals cannot be undone: restore a backup taken before it");
}
