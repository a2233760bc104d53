/**
 * Labour cost by store over a period (docs/decisions.md, Reports counting rules), the domain's definition
 * (`domain/src/payroll/earnings.ts`) computed where the rows are:
 * - hourly: Σ hours × the hourly rate of the wage with the latest `effective_from` on or before
 *   the entry's work date, in SQL (time entries may be millions); it belongs to the entry's store;
 * - monthly: the wages (few rows) read whole per employee, pro rata with `monthlyProRata` over
 *   each monthly wage's range inside the period; it belongs to the wage's store.
 * Amounts are fractional cents; callers round once.
 */
import {
  daysInMonth,
  monthlyProRata,
  type Period,
  type StoreScope,
  type WageInput,
  wageInForce,
  wageRanges,
} from "@storeops/domain";
import { type Kysely, type RawBuilder, sql } from "kysely";
import { storesSql } from "../../aggregates/stores.ts";
import type { DB } from "../../db/database.ts";

/** Hourly labour straight from the time entries matching `where`, by the entry's store (fractional cents). */
async function hourlyFromEntries(db: Kysely<DB>, scope: StoreScope, where: RawBuilder<boolean>) {
  const rows = await db
    .selectFrom("employee_time_entries as te")
    .innerJoin("employee_wages as w", (join) =>
      join.onRef("w.employee_id", "=", "te.employee_id").on(
        "w.effective_from",
        "=",
        sql<string>`(select max(w2.effective_from) from employee_wages w2
            where w2.employee_id = te.employee_id and w2.effective_from <= te.work_date)`,
      ),
    )
    .select([
      sql<string>`coalesce(te.store_id, '')`.as("store_id"),
      sql<number>`sum(coalesce(te.total_hours, 0) * coalesce(w.hourly_rate, 0))`.as("cents"),
    ])
    .where(where)
    .where("w.payment_type", "=", "hourly")
    .where(storesSql("te.store_id", scope))
    .groupBy(sql`coalesce(te.store_id, '')`)
    .execute();
  return rows.map((row) => ({ store: String(row.store_id), cents: Number(row.cents) }));
}

/**
 * Hourly labour by the time entry's store (fractional cents): Σ hours × the rate in force on each
 * entry's work date, read straight from the entries. The definition the faster path below equals.
 */
export async function hourlyLabourFromEntries(
  db: Kysely<DB>,
  scope: StoreScope,
  period: Period,
): Promise<Map<string, number>> {
  const rows = await hourlyFromEntries(
    db,
    scope,
    sql<boolean>`te.work_date >= ${period.from} and te.work_date <= ${period.to}`,
  );
  return new Map(rows.map((row) => [row.store, row.cents]));
}

/**
 * Hourly labour by the time entry's store, in fractional cents. Whole calendar months inside the
 * period read the hours by store, employee and month (migration 008) at the rate in force on the
 * month's first day; the rest — the period's partial first and last months, and any employee's
 * month in which a new wage starts after the 1st — is read from the entries themselves.
 */
export async function hourlyLabourByStore(
  db: Kysely<DB>,
  scope: StoreScope,
  period: Period,
): Promise<Map<string, number>> {
  const months = wholeMonths(await throughMonthEnd(db, scope, period));
  if (!months) return hourlyLabourFromEntries(db, scope, period);
  const wages = await db
    .selectFrom("employee_wages")
    .select(["employee_id", "payment_type", "hourly_rate", "effective_from"])
    .where("effective_from", "<=", period.to)
    .execute();
  const byEmployee = new Map<string, WageInput[]>();
  const changed = new Set<string>();
  for (const wage of wages) {
    const input = {
      paymentType: wage.payment_type,
      hourlyRateCents: wage.hourly_rate === null ? null : Number(wage.hourly_rate),
      monthlySalaryCents: null,
      effectiveFrom: wage.effective_from,
    };
    byEmployee.set(wage.employee_id, [...(byEmployee.get(wage.employee_id) ?? []), input]);
    const month = wage.effective_from.slice(0, 7);
    if (wage.effective_from.slice(8) !== "01" && month >= months.first && month <= months.last)
      changed.add(`${wage.employee_id}|${month}`);
  }

  const total = new Map<string, number>();
  const add = (store: string, cents: number) => total.set(store, (total.get(store) ?? 0) + cents);
  const totals = await sql<{ store_id: string; employee_id: string; month: string; hours: number }>`
    select t.store_id, t.employee_id, t.month, t.hours from labour_employee_month_totals t
    where t.month >= ${months.first} and t.month <= ${months.last} and ${storesSql("t.store_id", scope)}`.execute(
    db,
  );
  for (const row of totals.rows) {
    if (changed.has(`${row.employee_id}|${row.month}`)) continue;
    const wage = wageInForce(byEmployee.get(row.employee_id) ?? [], `${row.month}-01`);
    if (wage?.paymentType === "hourly") add(row.store_id, Number(row.hours) * (wage.hourlyRateCents ?? 0));
  }

  const rest: RawBuilder<boolean>[] = [];
  if (period.from < months.firstDay)
    rest.push(sql`(te.work_date >= ${period.from} and te.work_date < ${months.firstDay})`);
  if (period.to > months.lastDay)
    rest.push(sql`(te.work_date > ${months.lastDay} and te.work_date <= ${period.to})`);
  for (const key of changed) {
    const [employee, month] = key.split("|");
    rest.push(
      sql`(te.employee_id = ${employee} and te.work_date >= ${`${month}-01`} and te.work_date <= ${`${month}-31`})`,
    );
  }
  // A few hundred terms a query at most: each is an index range of its own.
  for (let index = 0; index < rest.length; index += 200) {
    const terms = rest.slice(index, index + 200);
    for (const row of await hourlyFromEntries(db, scope, sql<boolean>`(${sql.join(terms, sql` or `)})`))
      add(row.store, row.cents);
  }
  return total;
}

/**
 * The period with its end moved to its month's last day when no entry in scope is dated after the
 * end in that month: the month's totals then hold exactly the hours up to the end. "This month up
 * to today" (the dashboards) reads one row per employee instead of every entry of the month.
 */
async function throughMonthEnd(db: Kysely<DB>, scope: StoreScope, period: Period): Promise<Period> {
  const monthEnd = `${period.to.slice(0, 7)}-${String(daysInMonth(period.to)).padStart(2, "0")}`;
  if (period.to >= monthEnd) return period;
  const later = await db
    .selectFrom("employee_time_entries as te")
    .select("te.id")
    .where("te.work_date", ">", period.to)
    .where("te.work_date", "<=", monthEnd)
    .where(storesSql("te.store_id", scope))
    .limit(1)
    .executeTakeFirst();
  return later ? period : { from: period.from, to: monthEnd };
}

/** The whole calendar months inside a period (first and last YYYY-MM, their first and last days), or null. */
export function wholeMonths(period: Period) {
  const startMonth =
    period.from.slice(8) === "01" ? period.from.slice(0, 7) : nextMonth(period.from.slice(0, 7));
  const endsMonth = period.to.slice(8) === String(daysInMonth(period.to)).padStart(2, "0");
  const endMonth = endsMonth ? period.to.slice(0, 7) : previousMonth(period.to.slice(0, 7));
  if (startMonth > endMonth) return null;
  return {
    first: startMonth,
    last: endMonth,
    firstDay: `${startMonth}-01`,
    lastDay: `${endMonth}-${String(daysInMonth(`${endMonth}-01`)).padStart(2, "0")}`,
  };
}

function nextMonth(month: string): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1));
  return date.toISOString().slice(0, 7);
}

function previousMonth(month: string): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 2, 1));
  return date.toISOString().slice(0, 7);
}

/** Monthly salaries pro rata by the wage's store, in fractional cents. */
export async function monthlyLabourByStore(
  db: Kysely<DB>,
  scope: StoreScope,
  period: Period,
): Promise<Map<string, number>> {
  // Every wage of an employee with a monthly wage in scope that starts by the period's end:
  // a wage's range ends the day before the employee's next wage, whatever that one is.
  const wages = await db
    .selectFrom("employee_wages as w")
    .select(["w.employee_id", "w.store_id", "w.payment_type", "w.monthly_salary", "w.effective_from"])
    .where("w.effective_from", "<=", period.to)
    .where(
      "w.employee_id",
      "in",
      db
        .selectFrom("employee_wages as m")
        .select("m.employee_id")
        .where("m.payment_type", "=", "monthly")
        .where("m.effective_from", "<=", period.to)
        .where(storesSql("m.store_id", scope)),
    )
    .execute();
  const byEmployee = new Map<string, typeof wages>();
  for (const wage of wages)
    byEmployee.set(wage.employee_id, [...(byEmployee.get(wage.employee_id) ?? []), wage]);
  const inScope = (storeId: string | null) =>
    scope === "all" || (storeId !== null && scope.includes(storeId));
  const byStore = new Map<string, number>();
  for (const rows of byEmployee.values()) {
    const ranges = wageRanges(
      rows.map((row) => ({
        storeId: row.store_id,
        paymentType: row.payment_type,
        hourlyRateCents: null,
        monthlySalaryCents: row.monthly_salary === null ? null : Number(row.monthly_salary),
        effectiveFrom: row.effective_from,
      })),
    );
    for (const wage of ranges) {
      if (wage.paymentType !== "monthly" || !inScope(wage.storeId)) continue;
      const amount = monthlyProRata(
        wage.monthlySalaryCents ?? 0,
        wage.effectiveFrom,
        wage.effectiveTo,
        period,
      );
      const store = wage.storeId ?? "";
      byStore.set(store, (byStore.get(store) ?? 0) + amount);
    }
  }
  return byStore;
}

/** Labour cost by store (hourly + monthly), in fractional cents. */
export async function labourByStore(
  db: Kysely<DB>,
  scope: StoreScope,
  period: Period,
): Promise<Map<string, number>> {
  const [hourly, monthly] = await Promise.all([
    hourlyLabourByStore(db, scope, period),
    monthlyLabourByStore(db, scope, period),
  ]);
  const total = new Map(hourly);
  for (const [store, amount] of monthly) total.set(store, (total.get(store) ?? 0) + amount);
  return total;
}
