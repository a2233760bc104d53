import { type Kysely, sql } from "kysely";

/**
 * One daily income record per store and day (docs/decisions.md, Daily income), kept by the
 * database so of two simultaneous saves one lands. Earlier duplicates are merged into the first
 * saved record of their store and day: its amounts become the day's sums, the others' files move
 * to it, and the others are deleted (the totals' triggers follow each step).
 */
/** There is a record of the same store and day saved before the row `alias` (by time, then id). */
const hasEarlier = (alias: string) => sql`exists (
  select 1 from daily_income e
  where e.store_id = ${sql.ref(`${alias}.store_id`)} and e.date = ${sql.ref(`${alias}.date`)}
    and (e.created_at < ${sql.ref(`${alias}.created_at`)}
      or (e.created_at = ${sql.ref(`${alias}.created_at`)} and e.id < ${sql.ref(`${alias}.id`)})))`;

// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  const sum = (column: string) => sql`(
    select sum(${sql.ref(`d.${column}`)}) from daily_income d
    where d.store_id = daily_income.store_id and d.date = daily_income.date)`;
  await sql`
    update daily_income set
      income_cash = ${sum("income_cash")}, income_card = ${sum("income_card")},
      income_other = ${sum("income_other")}, total_income = ${sum("total_income")}
    where not ${hasEarlier("daily_income")} and exists (
      select 1 from daily_income d
      where d.store_id = daily_income.store_id and d.date = daily_income.date and d.id <> daily_income.id)`.execute(
    db,
  );
  await sql`
    update attachments set owner_id = (
      select k.id from daily_income x join daily_income k on k.store_id = x.store_id and k.date = x.date
      where x.id = attachments.owner_id and not ${hasEarlier("k")})
    where owner_table = 'daily_income'
      and owner_id in (select x.id from daily_income x where ${hasEarlier("x")})`.execute(db);
  await sql`delete from daily_income where ${hasEarlier("daily_income")}`.execute(db);
  await db.schema.dropIndex("daily_income_store_date").execute();
  await db.schema
    .createIndex("daily_income_store_date")
    .on("daily_income")
    .columns(["store_id", "date"])
    .unique()
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("daily_income_store_date").execute();
  await db.schema
    .createIndex("daily_income_store_date")
    .on("daily_income")
    .columns(["store_id", "date"])
    .execute();
}
