import type { TStaffProfile, TStaffReview, TStaffReviewSaved, TStaffSummary } from "@storeops/domain";
import { type Kysely, sql } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { requireAccess } from "../../access/permissions.ts";
import { readCondition } from "../../access/store-scope.ts";
import { writeAudit } from "../../audit/audit.ts";
import type { DB } from "../../db/database.ts";
import { storeToday } from "../../db/store-time.ts";
import { notFound } from "../../errors.ts";
import { newId, nowIso } from "../../ids.ts";
import { presentRecords } from "../../rest/read.service.ts";
import { insertReview, leavesOf, reviewsOf, timeBetween } from "./staff.repository.ts";

/** The staff record as the list shows it, when the caller may read it; else 404. */
async function readableStaff(db: Kysely<DB>, actor: Actor, staffId: string) {
  const scope = readCondition(actor, "staff", requireAccess(actor, "staff", "read"));
  let query = db.selectFrom("staff").select("staff.id").where("staff.id", "=", staffId);
  if (scope) query = query.where(scope);
  if (!(await query.executeTakeFirst())) throw notFound();

  const [record] = await presentRecords({ db }, actor, "staff", [staffId]);
  if (!record) throw notFound();
  return record;
}

/** View Profile: contact, employment, pay, leave history, reviews and time this month. */
export async function staffProfile(db: Kysely<DB>, actor: Actor, staffId: string): Promise<TStaffProfile> {
  const staff = await readableStaff(db, actor, staffId);
  const today = await storeToday(db, staff.store_id);
  const from = `${today.slice(0, 8)}01`;
  const [leaves, reviews, time] = await Promise.all([
    leavesOf(db, staffId),
    reviewsOf(db, staffId),
    timeBetween(db, staffId, from, today),
  ]);
  // A leave recorded before the history existed (or seeded) still shows as the current one.
  if (
    staff.status === "on_leave" &&
    staff.leave_type &&
    !leaves.some((leave) => leave.returned_at === null)
  ) {
    leaves.unshift({
      id: `current-${staffId}`,
      leave_type: String(staff.leave_type),
      start_date: String(staff.leave_start_date),
      end_date: String(staff.leave_end_date),
      reason: (staff.leave_reason as string | null) ?? null,
      approved_by: (staff.leave_approved_by as string | null) ?? null,
      returned_at: null,
      created_at: String(staff.leave_approved_at ?? staff.updated_at),
    });
  }
  return { staff, leaves, reviews, time_this_month: { from, to: today, ...time } };
}

/** Performance Review: stores the review and sets the member's current rating, in one transaction. */
export async function reviewStaff(
  db: Kysely<DB>,
  actor: Actor,
  staffId: string,
  input: TStaffReview,
): Promise<TStaffReviewSaved> {
  const staff = await readableStaff(db, actor, staffId);
  requireAccess(actor, "staff", "update");
  const review = await db.transaction().execute(async (trx) => {
    const row = await insertReview(trx, {
      id: newId(),
      staffId,
      performance: input.performance,
      note: input.note ?? null,
      reviewer: { id: actor.user.id, name: actor.user.name },
    });
    const changes =
      staff.performance === input.performance
        ? { review: { before: null, after: input } }
        : {
            performance: { before: staff.performance, after: input.performance },
            review: { before: null, after: input },
          };
    await trx
      .updateTable("staff")
      .set({ performance: input.performance, updated_at: nowIso() })
      .where("id", "=", staffId)
      .execute();
    await writeAudit(trx, actor.audit, {
      action: "UPDATE",
      targetTable: "staff",
      targetId: staffId,
      description: `Reviewed staff member: ${String(staff.name)} (${input.performance})`,
      changes,
    });
    return row;
  });
  return {
    id: review.id,
    performance: input.performance,
    note: review.note,
    reviewer_name: review.reviewer_name,
    created_at: review.created_at,
  };
}

/** Staff Management's cards over the staff the caller reads: total, active, on leave, departments. */
export async function staffSummary(db: Kysely<DB>, actor: Actor): Promise<TStaffSummary> {
  const scope = readCondition(actor, "staff", requireAccess(actor, "staff", "read"));
  let query = db
    .selectFrom("staff")
    .select([
      sql<number>`count(*)`.as("total"),
      sql<number>`sum(case when staff.status = 'active' then 1 else 0 end)`.as("active"),
      sql<number>`sum(case when staff.status = 'on_leave' then 1 else 0 end)`.as("on_leave"),
      sql<number>`count(distinct staff.department)`.as("departments"),
    ]);
  if (scope) query = query.where(scope);
  const row = await query.executeTakeFirst();
  return {
    total: Number(row?.total ?? 0),
    active: Number(row?.active ?? 0),
    on_leave: Number(row?.on_leave ?? 0),
    departments: Number(row?.departments ?? 0),
  };
}
