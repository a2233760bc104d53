import { type Kysely, type RawBuilder, sql } from "kysely";
import { AGGREGATE_TABLES, LATER_AGGREGATES, tableExists } from "./tables.ts";

/**
 * Every aggregate recomputed from the rows (issue #15): what the triggers of migration
 * 005_aggregates keep, so a rebuild after any sequence of writes changes nothing.
 */
const REBUILD_OF: Record<(typeof AGGREGATE_TABLES)[number], RawBuilder<unknown>[]> = {
  transaction_day_totals: [
    sql`delete from transaction_day_totals`,
    sql`insert into transaction_day_totals (store_id, day, kind, status, count, amount)
      select coalesce(store_id, ''), purchase_date, 'purchase', status, count(*), sum(amount) from purchases
      group by coalesce(store_id, ''), purchase_date, status`,
    sql`insert into transaction_day_totals (store_id, day, kind, status, count, amount)
      select coalesce(store_id, ''), expense_date, 'expense', status, count(*), sum(amount) from expenses
      group by coalesce(store_id, ''), expense_date, status`,
  ],
  transaction_store_totals: [
    sql`delete from transaction_store_totals`,
    sql`insert into transaction_store_totals (store_id, kind, status, payment_type, count, amount)
      select coalesce(store_id, ''), 'purchase', status, payment_type, count(*), sum(amount) from purchases
      group by coalesce(store_id, ''), status, payment_type`,
    sql`insert into transaction_store_totals (store_id, kind, status, payment_type, count, amount)
      select coalesce(store_id, ''), 'expense', status, payment_type, count(*), sum(amount) from expenses
      group by coalesce(store_id, ''), status, payment_type`,
  ],
  income_day_totals: [
    sql`delete from income_day_totals`,
    sql`insert into income_day_totals (store_id, day, records, cash, card, other, total)
      select coalesce(store_id, ''), date, count(*), sum(income_cash), sum(income_card), sum(income_other), sum(total_income)
      from daily_income group by coalesce(store_id, ''), date`,
  ],
  income_month_totals: [
    sql`delete from income_month_totals`,
    sql`insert into income_month_totals (store_id, month, records, cash, card, other, total)
      select coalesce(store_id, ''), substr(date, 1, 7), count(*), sum(income_cash), sum(income_card), sum(income_other), sum(total_income)
      from daily_income group by coalesce(store_id, ''), substr(date, 1, 7)`,
  ],
  income_store_totals: [
    sql`delete from income_store_totals`,
    sql`insert into income_store_totals (store_id, records, cash, card, other, total)
      select coalesce(store_id, ''), count(*), sum(income_cash), sum(income_card), sum(income_other), sum(total_income)
      from daily_income group by coalesce(store_id, '')`,
  ],
  labour_day_totals: [
    sql`delete from labour_day_totals`,
    sql`insert into labour_day_totals (store_id, day, entries, hours)
      select coalesce(store_id, ''), work_date, count(*), coalesce(sum(total_hours), 0) from employee_time_entries
      group by coalesce(store_id, ''), work_date`,
  ],
  labour_store_totals: [
    sql`delete from labour_store_totals`,
    sql`insert into labour_store_totals (store_id, entries)
      select coalesce(store_id, ''), count(*) from employee_time_entries group by coalesce(store_id, '')`,
  ],
  cash_up_store_totals: [
    sql`delete from cash_up_store_totals`,
    sql`insert into cash_up_store_totals (store_id, status, records)
      select store_id, status, count(*) from cash_ups group by store_id, status`,
  ],
  expense_category_month_totals: [
    sql`delete from expense_category_month_totals`,
    sql`insert into expense_category_month_totals (store_id, month, category, status, count, amount)
      select coalesce(store_id, ''), substr(expense_date, 1, 7), category, status, count(*), sum(amount) from expenses
      group by coalesce(store_id, ''), substr(expense_date, 1, 7), category, status`,
  ],
  purchase_category_month_totals: [
    sql`delete from purchase_category_month_totals`,
    sql`insert into purchase_category_month_totals (store_id, month, category, status, count, amount)
      select coalesce(store_id, ''), substr(purchase_date, 1, 7), category, status, count(*), sum(amount) from purchases
      group by coalesce(store_id, ''), substr(purchase_date, 1, 7), category, status`,
  ],
  purchase_vendor_month_totals: [
    sql`delete from purchase_vendor_month_totals`,
    sql`insert into purchase_vendor_month_totals (store_id, month, vendor, status, count, amount)
      select coalesce(store_id, ''), substr(purchase_date, 1, 7), vendor, status, count(*), sum(amount) from purchases
      group by coalesce(store_id, ''), substr(purchase_date, 1, 7), vendor, status`,
  ],
  purchase_due_totals: [
    sql`delete from purchase_due_totals`,
    sql`insert into purchase_due_totals (store_id, month, due_date, count, amount)
      select coalesce(store_id, ''), substr(purchase_date, 1, 7), due_date, count(*), sum(amount) from purchases
      where status = 'approved' and due_date is not null
      group by coalesce(store_id, ''), substr(purchase_date, 1, 7), due_date`,
  ],
  audit_user_action_totals: [
    sql`delete from audit_user_action_totals`,
    sql`insert into audit_user_action_totals (user_id, action, count)
      select coalesce(user_id, ''), action, count(*) from audit_logs group by coalesce(user_id, ''), action`,
  ],
  vendor_store_totals: [
    sql`delete from vendor_store_totals`,
    sql`insert into vendor_store_totals (vendor_id, store_id, count, amount, last_purchase)
      select vendor_id, coalesce(store_id, ''), count(*), sum(amount), max(purchase_date) from purchases
      where vendor_id is not null and status not in ('rejected')
      group by vendor_id, coalesce(store_id, '')`,
  ],
};

/** Recomputes every aggregate inside `trx`, a transaction the caller holds (a migration's, say). */
export async function rebuildAggregatesIn(
  // biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
  trx: Kysely<any>,
): Promise<void> {
  for (const table of AGGREGATE_TABLES) {
    const source = LATER_AGGREGATES[table];
    if (!source || (await tableExists(trx, source))) await rebuildAggregateIn(trx, table);
  }
}

/** Recomputes one aggregate from the rows, then its statistics (the planner picks its indexes at once). */
export async function rebuildAggregateIn(
  // biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
  trx: Kysely<any>,
  table: (typeof AGGREGATE_TABLES)[number],
): Promise<void> {
  for (const statement of REBUILD_OF[table]) await statement.execute(trx);
  await sql.raw(`analyze ${table}`).execute(trx);
}
