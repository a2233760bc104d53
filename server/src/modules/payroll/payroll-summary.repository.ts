import { PAYROLL_RECENT_ENTRIES, ZPayrollRecentEntry } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { qualified } from "../../db/qualified.ts";
import type { StaffTable } from "../../db/schema/catalog.ts";

/** Staff records with these columns, each with its store's name and code (`store_name`, `store_code`). */
function staffWithStore<C extends keyof StaffTable>(db: Kysely<DB>, columns: readonly C[]) {
  return db
    .selectFrom("staff")
    .innerJoin("stores", "stores.id", "staff.store_id")
    .select([...qualified("staff", columns), "stores.name as store_name", "stores.code as store_code"]);
}

/** The staff record a payroll summary is about, with its store. */
export async function employeeWithStore(db: Kysely<DB>, staffId: string) {
  const columns = [
    "id",
    "name",
    "email",
    "position",
    "employment_type",
    "salary_type",
    "status",
    "store_id",
  ] as const;
  return staffWithStore(db, columns).where("staff.id", "=", staffId).executeTakeFirst();
}

/** Wages of employees, oldest first (cents). */
export async function wagesOf(db: Kysely<DB>, employeeIds: readonly string[]) {
  if (employeeIds.length === 0) return [];
  return db
    .selectFrom("employee_wages")
    .select([
      "id",
      "employee_id",
      "payment_type",
      "hourly_rate",
      "monthly_salary",
      "effective_from",
      "is_current",
    ])
    .where("employee_id", "in", employeeIds)
    .orderBy("effective_from")
    .execute();
}

/**
 * Hours of closed entries per employee and work date up to `to` (inclusive), and the entry count,
 * open entries included: what earnings and previous balances are computed from. With `since`,
 * only dates from `since` on, and those of the calendar months listed in `months` (YYYY-MM).
 */
export async function hoursByDay(
  db: Kysely<DB>,
  employeeIds: readonly string[],
  to: string,
  since?: { from: string; months: readonly string[] },
) {
  if (employeeIds.length === 0) return [];
  return db
    .selectFrom("employee_time_entries")
    .select((eb) => [
      "employee_id",
      "work_date",
      eb.fn.coalesce(eb.fn.sum<number>("total_hours"), eb.lit(0)).as("hours"),
      eb.fn.countAll<number>().as("entries"),
    ])
    .where("employee_id", "in", employeeIds)
    .where("work_date", "<=", to)
    .$if(since !== undefined, (query) =>
      query.where((eb) =>
        eb.or([
          eb("work_date", ">=", since?.from ?? ""),
          ...(since?.months ?? []).map((month) =>
            eb.and([eb("work_date", ">=", `${month}-01`), eb("work_date", "<=", `${month}-31`)]),
          ),
        ]),
      ),
    )
    .groupBy(["employee_id", "work_date"])
    .execute();
}

/**
 * Hours and entries per employee and calendar month before `before` (YYYY-MM), leaving out the
 * months in `except`, from the month totals the time-entry triggers keep (migration 008): an
 * employee's history reads a row a month, not a row a day.
 */
export async function hoursByMonth(
  db: Kysely<DB>,
  employeeIds: readonly string[],
  before: string,
  except: readonly string[],
) {
  if (employeeIds.length === 0) return [];
  return db
    .selectFrom("labour_employee_month_totals")
    .select((eb) => [
      "employee_id",
      "month",
      eb.fn.sum<number>("hours").as("hours"),
      eb.fn.sum<number>("entries").as("entries"),
    ])
    .where("employee_id", "in", employeeIds)
    .where("month", "<", before)
    .$if(except.length > 0, (query) => query.where("month", "not in", except))
    .groupBy(["employee_id", "month"])
    .execute();
}

/** Withdrawals per employee: before `from` and within [from, to] (cents, counts). */
export async function withdrawalTotals(
  db: Kysely<DB>,
  employeeIds: readonly string[],
  from: string,
  to: string,
) {
  if (employeeIds.length === 0) return [];
  return db
    .selectFrom("employee_withdrawals")
    .select((eb) => [
      "employee_id",
      eb.fn
        .sum<number>(
          eb.case().when("withdrawal_date", "<", from).then(eb.ref("amount")).else(eb.lit(0)).end(),
        )
        .as("before_cents"),
      eb.fn
        .sum<number>(
          eb.case().when("withdrawal_date", ">=", from).then(eb.ref("amount")).else(eb.lit(0)).end(),
        )
        .as("period_cents"),
      eb.fn
        .sum<number>(eb.case().when("withdrawal_date", ">=", from).then(eb.lit(1)).else(eb.lit(0)).end())
        .as("period_count"),
    ])
    .where("employee_id", "in", employeeIds)
    .where("withdrawal_date", "<=", to)
    .groupBy("employee_id")
    .execute();
}

/** The columns of an entry the summary shows; its store's name is read from the store. */
const ENTRY_COLUMNS = ZPayrollRecentEntry.omit({ store_name: true }).keyof().options;

/** The employee's newest entries of a period, newest first. */
export async function recentEntries(
  db: Kysely<DB>,
  employeeId: string,
  from: string,
  to: string,
  limit = PAYROLL_RECENT_ENTRIES,
) {
  return db
    .selectFrom("employee_time_entries")
    .innerJoin("stores", "stores.id", "employee_time_entries.store_id")
    .select([...qualified("employee_time_entries", ENTRY_COLUMNS), "stores.name as store_name"])
    .where("employee_id", "=", employeeId)
    .where("work_date", ">=", from)
    .where("work_date", "<=", to)
    .orderBy("work_date", "desc")
    .orderBy("clock_in_time", "desc")
    .orderBy("employee_time_entries.id", "desc")
    .limit(limit)
    .execute();
}

/** Staff records of the stores (null: every store), with their store, by store and name. */
export async function staffOfStores(db: Kysely<DB>, storeIds: readonly string[] | null) {
  let query = staffWithStore(db, ["id", "name", "salary_type", "status", "store_id"]);
  if (storeIds) {
    if (storeIds.length === 0) return [];
    query = query.where("staff.store_id", "in", storeIds);
  }
  return query.orderBy("stores.name").orderBy("staff.name").orderBy("staff.id").execute();
}

/** A store's code, if it exists. */
export async function storeCode(db: Kysely<DB>, storeId: string) {
  const row = await db.selectFrom("stores").select("code").where("id", "=", storeId).executeTakeFirst();
  return row?.code;
}
