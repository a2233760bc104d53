import { MSG, PAYROLL_RUN_CLOSED } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { conflict } from "../../errors.ts";

/**
 * Whether a store's date lies in a closed pay period: one whose run (for the store, or for every
 * store) was approved or paid (docs/decisions.md, Payroll, payroll runs).
 */
export async function payPeriodClosed(db: Kysely<DB>, storeId: string, date: string): Promise<boolean> {
  const row = await db
    .selectFrom("payroll_runs")
    .select("id")
    .where("status", "in", [...PAYROLL_RUN_CLOSED])
    .where("period_start", "<=", date)
    .where("period_end", ">=", date)
    .where((eb) => eb.or([eb("store_id", "=", storeId), eb("store_id", "is", null)]))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A time entry, wage or withdrawal dated in a closed pay period (before or after the change):
 * 409 "This pay period is closed." for everyone. An admin reopens the period, with a reason,
 * to change it (payroll-runs.service.ts).
 */
export async function refuseClosedPeriod(
  db: Kysely<DB>,
  storeId: unknown,
  ...dates: unknown[]
): Promise<void> {
  if (typeof storeId !== "string") return;
  for (const date of new Set(dates)) {
    if (typeof date === "string" && (await payPeriodClosed(db, storeId, date))) {
      throw conflict(MSG.payPeriodClosed);
    }
  }
}
