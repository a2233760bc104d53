import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";

/**
 * The SQL of schedules (docs/decisions.md, Schedules): a store's shifts by date, the facts the
 * week's forecast and warnings read (income by day, holidays, leave, availability), the week's
 * history and the people of a store.
 */

export type ShiftRow = Awaited<ReturnType<typeof shiftsBetween>>[number];

/** The store as the schedule reads it (its zone and settings), or undefined. */
export function scheduleStore(db: Kysely<DB>, storeId: string) {
  return db
    .selectFrom("stores")
    .select(["id", "name", "code", "timezone", "settings", "manager_id"])
    .where("id", "=", storeId)
    .executeTakeFirst();
}

/** A store's shifts dated from `from` to `to` (store clock), in start order, with the employee's name. */
export function shiftsBetween(
  db: Kysely<DB>,
  storeId: string,
  from: string,
  to: string,
  statuses?: readonly string[],
) {
  let query = db
    .selectFrom("shifts as s")
    .leftJoin("staff as e", "e.id", "s.employee_id")
    .selectAll("s")
    .select("e.name as employee_name")
    .where("s.store_id", "=", storeId)
    .where("s.shift_date", ">=", from)
    .where("s.shift_date", "<=", to);
  if (statuses) query = query.where("s.status", "in", [...statuses]);
  return query.orderBy("s.start_at").orderBy("s.id").execute();
}

/** One shift, or undefined. */
export function shiftById(db: Kysely<DB>, id: string) {
  return db.selectFrom("shifts").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A staff record as a schedule reads it: store, status, position, name and sign-in account. */
export function employeeById(db: Kysely<DB>, id: string) {
  return db
    .selectFrom("staff")
    .select(["id", "name", "store_id", "status", "position", "user_id", "salary_type"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** The staff records of a store: active and on leave, or all of them. */
export function storeEmployees(db: Kysely<DB>, storeId: string, everyone = false) {
  let query = db
    .selectFrom("staff")
    .select(["id", "name", "position", "status", "user_id", "leave_start_date", "leave_end_date"])
    .where("store_id", "=", storeId);
  if (!everyone) query = query.where("status", "!=", "inactive");
  return query.orderBy("name").orderBy("id").execute();
}

/** The staff records of the caller's account in a store (one, by the unique link). */
export function ownStaffIn(db: Kysely<DB>, userId: string, storeId: string) {
  return db
    .selectFrom("staff")
    .select(["id", "name", "position", "status", "store_id"])
    .where("user_id", "=", userId)
    .where("store_id", "=", storeId)
    .execute();
}

/** A store's income by day (the kept day totals), in cents. */
export async function incomeByDay(db: Kysely<DB>, storeId: string, from: string, to: string) {
  const rows = await db
    .selectFrom("income_day_totals")
    .select(["day", "total"])
    .where("store_id", "=", storeId)
    .where("day", ">=", from)
    .where("day", "<=", to)
    .where("records", ">", 0)
    .execute();
  return new Map(rows.map((row) => [row.day, Number(row.total)]));
}

/** A store's holidays from `from` to `to`. */
export function holidaysBetween(db: Kysely<DB>, storeId: string, from: string, to: string) {
  return db
    .selectFrom("schedule_holidays")
    .select(["id", "store_id", "date", "name"])
    .where("store_id", "=", storeId)
    .where("date", ">=", from)
    .where("date", "<=", to)
    .orderBy("date")
    .execute();
}

/** A staff record's current leave, as the store's people are read (storeEmployees). */
interface CurrentLeave {
  id: string;
  status: string | null;
  leave_start_date: string | null;
  leave_end_date: string | null;
}

/**
 * Approved leave of the employees that touches `from`–`to`: the leave history (cut at the day
 * before an early return) and the leave a record is on now (from `people`, the store's records).
 */
export async function leavesOf(
  db: Kysely<DB>,
  employeeIds: readonly string[],
  from: string,
  to: string,
  people: readonly CurrentLeave[],
) {
  const leaves = new Map<string, Array<{ from: string; to: string }>>();
  if (employeeIds.length === 0) return leaves;
  const add = (id: string, start: string, end: string) => {
    if (start <= to && end >= from) leaves.set(id, [...(leaves.get(id) ?? []), { from: start, to: end }]);
  };
  const history = await db
    .selectFrom("staff_leaves")
    .select(["staff_id", "start_date", "end_date", "returned_at"])
    .where("staff_id", "in", [...employeeIds])
    .where("start_date", "<=", to)
    .where("end_date", ">=", from)
    .execute();
  for (const leave of history) {
    const returned = leave.returned_at ? leave.returned_at.slice(0, 10) : null;
    const end = returned && returned <= leave.end_date ? dayBefore(returned) : leave.end_date;
    add(leave.staff_id, leave.start_date, end);
  }
  for (const row of people)
    if (row.status === "on_leave" && row.leave_start_date && row.leave_end_date)
      add(row.id, row.leave_start_date, row.leave_end_date);
  return leaves;
}

const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The availability rows of the employees. */
export function availabilityOf(db: Kysely<DB>, employeeIds: readonly string[]) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("staff_availability")
    .select(["employee_id", "weekday", "available", "from_time", "to_time"])
    .where("employee_id", "in", [...employeeIds])
    .execute();
}

/** What happened to a store's published shifts dated `from`–`to`, newest first. */
export function historyBetween(db: Kysely<DB>, storeId: string, from: string, to: string) {
  return db
    .selectFrom("shift_changes as c")
    .leftJoin("staff as e", "e.id", "c.employee_id")
    .select([
      "c.id",
      "c.created_at",
      "c.action",
      "c.shift_id",
      "c.shift_date",
      "c.employee_id",
      "e.name as employee_name",
      "c.user_name",
      "c.changes",
    ])
    .where("c.store_id", "=", storeId)
    .where("c.shift_date", ">=", from)
    .where("c.shift_date", "<=", to)
    .orderBy("c.created_at", "desc")
    .orderBy("c.id", "desc")
    .limit(500)
    .execute();
}

/** A shift of one employee starting at exactly this instant, if any (copying never doubles a shift). */
export async function startsAt(db: Kysely<DB>, employeeId: string, startAt: string): Promise<boolean> {
  const row = await db
    .selectFrom("shifts")
    .select("id")
    .where("employee_id", "=", employeeId)
    .where("start_at", "=", startAt)
    .executeTakeFirst();
  return row !== undefined;
}

/** The shifts of an employee overlapping `start`–`end`, other than `exceptId`. */
export function overlapping(
  db: Kysely<DB>,
  employeeId: string,
  start: string,
  end: string,
  exceptId: string,
) {
  return db
    .selectFrom("shifts")
    .select("id")
    .where("employee_id", "=", employeeId)
    .where("start_at", "<", end)
    .where("end_at", ">", start)
    .where("id", "!=", exceptId)
    .execute();
}
