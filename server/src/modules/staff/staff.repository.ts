import { type Kysely, PostgresAdapter } from "kysely";
import type { DB } from "../../db/database.ts";
import { newId, nowIso } from "../../ids.ts";

export interface NewLeave {
  staffId: string;
  leaveType: string;
  startDate: string;
  endDate: string;
  reason: string | null;
  approvedBy: string | null;
}

/** Records a leave period for the profile's history. */
export async function insertLeave(db: Kysely<DB>, leave: NewLeave): Promise<void> {
  const now = nowIso();
  await db
    .insertInto("staff_leaves")
    .values({
      id: newId(),
      created_at: now,
      updated_at: now,
      staff_id: leave.staffId,
      leave_type: leave.leaveType,
      start_date: leave.startDate,
      end_date: leave.endDate,
      reason: leave.reason,
      approved_by: leave.approvedBy,
    })
    .execute();
}

/** Closes the staff member's open leave periods (Return from Leave). */
export async function closeLeaves(db: Kysely<DB>, staffId: string): Promise<void> {
  const now = nowIso();
  await db
    .updateTable("staff_leaves")
    .set({ returned_at: now, updated_at: now })
    .where("staff_id", "=", staffId)
    .where("returned_at", "is", null)
    .execute();
}

export function leavesOf(db: Kysely<DB>, staffId: string) {
  return db
    .selectFrom("staff_leaves")
    .select([
      "id",
      "leave_type",
      "start_date",
      "end_date",
      "reason",
      "approved_by",
      "returned_at",
      "created_at",
    ])
    .where("staff_id", "=", staffId)
    .orderBy("start_date", "desc")
    .orderBy("created_at", "desc")
    .execute();
}

export function reviewsOf(db: Kysely<DB>, staffId: string) {
  return db
    .selectFrom("staff_reviews")
    .select(["id", "performance", "note", "reviewer_name", "created_at"])
    .where("staff_id", "=", staffId)
    .orderBy("created_at", "desc")
    .execute();
}

export async function insertReview(
  db: Kysely<DB>,
  review: {
    id: string;
    staffId: string;
    performance: string;
    note: string | null;
    reviewer: { id: string; name: string };
  },
) {
  const now = nowIso();
  const row = {
    id: review.id,
    created_at: now,
    updated_at: now,
    staff_id: review.staffId,
    performance: review.performance,
    note: review.note,
    reviewer_id: review.reviewer.id,
    reviewer_name: review.reviewer.name,
  };
  await db.insertInto("staff_reviews").values(row).execute();
  return row;
}

/** Hours and entries of the employee between two dates (closed entries' hours). */
export async function timeBetween(db: Kysely<DB>, staffId: string, from: string, to: string) {
  const row = await db
    .selectFrom("employee_time_entries")
    .select((eb) => [eb.fn.countAll<number>().as("entries"), eb.fn.sum<number>("total_hours").as("hours")])
    .where("employee_id", "=", staffId)
    .where("work_date", ">=", from)
    .where("work_date", "<=", to)
    .executeTakeFirst();
  return { entries: Number(row?.entries ?? 0), hours: Math.round(Number(row?.hours ?? 0) * 100) / 100 };
}

/**
 * Holds the employee's staff row until the transaction ends, so two writes of one employee's
 * rows (wage changes, time entries) run one after the other and each sees the other's result.
 * SQLite already writes one transaction at a time.
 */
export async function lockEmployee(db: Kysely<DB>, employeeId: string): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db.selectFrom("staff").select("id").where("id", "=", employeeId).forUpdate().execute();
}

/** Another staff record of the store with the email (ignoring case), if any. */
export function staffWithEmail(db: Kysely<DB>, storeId: string, email: string, exceptId?: string) {
  let query = db
    .selectFrom("staff")
    .select(["id", "name"])
    .where("store_id", "=", storeId)
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()));
  if (exceptId) query = query.where("id", "<>", exceptId);
  return query.executeTakeFirst();
}

/** Another staff record of the store linked to the user, if any. */
export function staffOfUser(db: Kysely<DB>, storeId: string, userId: string, exceptId?: string) {
  let query = db
    .selectFrom("staff")
    .select(["id", "name"])
    .where("store_id", "=", storeId)
    .where("user_id", "=", userId);
  if (exceptId) query = query.where("id", "<>", exceptId);
  return query.executeTakeFirst();
}

/** The name of a user account, or undefined when there is none with the id. */
export async function userName(db: Kysely<DB>, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom("users").select("name").where("id", "=", userId).executeTakeFirst();
  return row?.name;
}
