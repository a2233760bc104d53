/**
 * A time entry's clock-in against the employee's published shift (docs/decisions.md, Schedules:
 * plan against actual), as a computed column: the domain's `shiftOfClockIn` and `clockInFlag`
 * (domain/src/schedules/adherence.ts) said in SQL, so the list, its filters and the board agree.
 * Times compare on the store's clock as written, in whole minutes. One correlated lookup per row
 * read: the store's shifts of three days by `shifts_store_date`, the employee's entries of three
 * days by `time_entries_employee_list`.
 */
import { CLOCK_IN_WINDOW_MINUTES, DEFAULT_CLOCK_IN_TOLERANCE_MINUTES } from "@storeops/domain";
import { type Expression, type RawBuilder, sql } from "kysely";
import type { Dialect } from "../../db/database.ts";
import type { ComputedColumn } from "../../rest/column-context.ts";

type Value = Expression<unknown> | RawBuilder<unknown>;

/** A date and an HH:MM[:SS] time as a point on the store's clock (seconds dropped). */
function clockAt(dialect: Dialect, date: Value, time: Value): RawBuilder<unknown> {
  const text = sql`${date} || ' ' || substr(${time}, 1, 5)`;
  return dialect === "postgres" ? sql`cast(${text} as timestamp)` : sql`julianday(${text})`;
}

/** Whole minutes from one clock point to another (negative: earlier). */
function minutesFrom(dialect: Dialect, from: RawBuilder<unknown>, to: RawBuilder<unknown>) {
  return dialect === "postgres"
    ? sql`cast(round(extract(epoch from (${to} - ${from})) / 60) as integer)`
    : sql`cast(round((${to} - ${from}) * 1440) as integer)`;
}

/** A YYYY-MM-DD date `days` away, as text. */
function dayAway(dialect: Dialect, date: Value, days: number) {
  return dialect === "postgres"
    ? sql`to_char(cast(${date} as date) + ${sql.lit(days)}, 'YYYY-MM-DD')`
    : sql`date(${date}, ${sql.lit(`${days} day`)})`;
}

/**
 * `late`, `early` or `on_time` (more than the store's tolerance after or before the start), or
 * null: among the employee's published shifts whose window (4 hours before the start up to the
 * end) holds the clock-in and no earlier clock-in of the employee, the nearest start.
 */
export const clockInFlagColumn: ComputedColumn = (t, context) => {
  const dialect = context.dialect ?? "sqlite";
  const e = (column: string) => sql.ref(`${t}.${column}`);
  const clockIn = clockAt(dialect, e("work_date"), e("clock_in_time"));
  const start = clockAt(dialect, sql.ref("fs.shift_date"), sql.ref("fs.start_time"));
  const end = clockAt(dialect, sql.ref("fs.shift_date"), sql.ref("fs.end_time"));
  const offset = minutesFrom(dialect, start, clockIn);
  // An end at or before the start is on the next day.
  const beforeEnd = sql`${minutesFrom(dialect, end, clockIn)} < (case when substr(fs.end_time, 1, 5) <= substr(fs.start_time, 1, 5) then 1440 else 0 end)`;
  const otherIn = clockAt(dialect, sql.ref("fo.work_date"), sql.ref("fo.clock_in_time"));
  const stores = [...(context.clockInTolerance ?? new Map<string, number>()).entries()];
  const tolerance =
    stores.length === 0
      ? sql.lit(DEFAULT_CLOCK_IN_TOLERANCE_MINUTES)
      : sql`(case ${e("store_id")} ${sql.join(
          stores.map(([storeId, minutes]) => sql`when ${storeId} then ${sql.lit(minutes)}`),
          sql` `,
        )} else ${sql.lit(DEFAULT_CLOCK_IN_TOLERANCE_MINUTES)} end)`;
  const window = sql.lit(-CLOCK_IN_WINDOW_MINUTES);
  return sql`(select case when ${offset} > ${tolerance} then 'late' when ${offset} < -${tolerance} then 'early' else 'on_time' end
    from shifts fs
    where fs.store_id = ${e("store_id")} and fs.employee_id = ${e("employee_id")} and fs.status = 'published'
      and fs.shift_date >= ${dayAway(dialect, e("work_date"), -1)} and fs.shift_date <= ${dayAway(dialect, e("work_date"), 1)}
      and ${offset} >= ${window} and ${beforeEnd}
      and not exists (select 1 from employee_time_entries fo
        where fo.employee_id = ${e("employee_id")} and fo.id <> ${e("id")}
          and fo.work_date >= ${dayAway(dialect, e("work_date"), -2)} and fo.work_date <= ${e("work_date")}
          and fo.work_date || ' ' || substr(fo.clock_in_time, 1, 5) < ${e("work_date")} || ' ' || substr(${e("clock_in_time")}, 1, 5)
          and ${minutesFrom(dialect, start, otherIn)} >= ${window})
    order by abs(${offset}), fs.start_at
    limit 1)`;
};
