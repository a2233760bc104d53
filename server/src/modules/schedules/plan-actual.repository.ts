import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";

/**
 * The SQL of plan against actual (docs/decisions.md, Schedules: plan against actual): published
 * shifts of some stores by date (`shifts_store_date`, or `shifts_date` for every store) and the
 * time entries they are measured against (`time_entries_employee_list`, `time_entries_store_list`).
 */

export type PublishedShift = Awaited<ReturnType<typeof publishedShifts>>[number];
export type ClockRow = Awaited<ReturnType<typeof entriesOfEmployees>>[number];

/** Published shifts of the stores (every store: "all") dated `from` to `to`, or on the `dates` given. */
export function publishedShifts(
  db: Kysely<DB>,
  stores: "all" | readonly string[],
  days: { from: string; to: string } | { dates: readonly string[] },
) {
  let query = db
    .selectFrom("shifts as s")
    .leftJoin("staff as e", "e.id", "s.employee_id")
    .leftJoin("stores as st", "st.id", "s.store_id")
    .select([
      "s.id",
      "s.store_id",
      "s.employee_id",
      "s.shift_date",
      "s.start_time",
      "s.end_time",
      "s.start_at",
      "s.hours",
      "e.name as employee_name",
      "e.position as employee_position",
      "s.position as shift_position",
      "st.name as store_name",
    ])
    .where("s.status", "=", "published");
  query =
    "dates" in days
      ? query.where("s.shift_date", "in", [...days.dates])
      : query.where("s.shift_date", ">=", days.from).where("s.shift_date", "<=", days.to);
  if (stores !== "all") {
    if (stores.length === 0) return Promise.resolve([]);
    query = query.where("s.store_id", "in", [...stores]);
  }
  return query.orderBy("s.start_at").orderBy("s.id").execute();
}

const ENTRY_COLUMNS = [
  "id",
  "employee_id",
  "store_id",
  "work_date",
  "clock_in_time",
  "clock_out_time",
  "total_hours",
] as const;

/** The time entries of some employees dated `from` to `to`. */
export function entriesOfEmployees(db: Kysely<DB>, employeeIds: readonly string[], from: string, to: string) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("employee_time_entries")
    .select(ENTRY_COLUMNS)
    .where("employee_id", "in", [...employeeIds])
    .where("work_date", ">=", from)
    .where("work_date", "<=", to)
    .execute();
}

/** The time entries of the stores (every store: "all") dated `from` to `to`. */
export function entriesOfStores(db: Kysely<DB>, stores: "all" | readonly string[], from: string, to: string) {
  let query = db
    .selectFrom("employee_time_entries")
    .select(ENTRY_COLUMNS)
    .where("work_date", ">=", from)
    .where("work_date", "<=", to);
  if (stores !== "all") {
    if (stores.length === 0) return Promise.resolve([]);
    query = query.where("store_id", "in", [...stores]);
  }
  return query.execute();
}

/** The stores' saved settings (JSON text or null), by id. */
export async function settingsOf(db: Kysely<DB>, storeIds: readonly string[]) {
  if (storeIds.length === 0) return new Map<string, string | null>();
  const rows = await db
    .selectFrom("stores")
    .select(["id", "settings"])
    .where("id", "in", [...storeIds])
    .execute();
  return new Map(rows.map((row) => [row.id, row.settings]));
}

/** Names and positions of staff records. */
export function staffNames(db: Kysely<DB>, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("staff")
    .select(["id", "name", "position"])
    .where("id", "in", [...ids])
    .execute();
}
