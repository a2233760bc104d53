import {
  addDays,
  daysBetween,
  isoWeekday,
  shiftHours,
  type TScheduleApplyTemplates,
  type TScheduleCopyWeek,
  type TScheduleFilled,
  type TSchedulePublish,
  type TSchedulePublished,
  timesFromWallClock,
  weekDates,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { writeAudit } from "../../audit/audit.ts";
import type { DB } from "../../db/database.ts";
import { newId, nowIso } from "../../ids.ts";
import { announcePublished } from "./schedule-notices.ts";
import { requireShifts, storeInScope } from "./schedule-scope.ts";
import { shiftsBetween, startsAt, storeEmployees } from "./schedules.repository.ts";
import { recordChanges } from "./shift-history.ts";

/**
 * Publishing a week, and filling one from another week or from the templates (docs/decisions.md,
 * Schedules). Each runs in one transaction with one audit entry.
 */

/**
 * POST /api/schedules/publish: the week's drafts become published in one transaction (of two
 * publishes at once, each draft is published by one), with one UPDATE audit entry and a history
 * line per shift; then each employee with a newly published shift is told their week's shifts.
 */
export async function publishWeek(
  db: Kysely<DB>,
  actor: Actor,
  body: TSchedulePublish,
): Promise<TSchedulePublished> {
  requireShifts(actor, "update");
  const store = await storeInScope(db, actor, body.store_id);
  const weekEnd = addDays(body.week_start, 6);
  const published = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const changed = await trx
      .updateTable("shifts")
      .set({ status: "published", published_at: now, published_by: actor.user.id, updated_at: now })
      .where("store_id", "=", store.id)
      .where("shift_date", ">=", body.week_start)
      .where("shift_date", "<=", weekEnd)
      .where("status", "=", "draft")
      .returning(["id", "store_id", "employee_id", "shift_date"])
      .execute();
    if (changed.length === 0) return [];
    const status = { from: "draft", to: "published" };
    await recordChanges(
      trx,
      actor,
      changed.map((shift) => ({ shift, action: "published", changes: { status } })),
    );
    await writeAudit(trx, actor.audit, {
      action: "UPDATE",
      targetTable: "shifts",
      description: `Published the schedule of ${store.name} for the week of ${body.week_start}: ${changed.length} shifts`,
      changes: {
        status,
        store_id: store.id,
        week_start: body.week_start,
        shifts: changed.map((shift) => shift.id),
      },
    });
    return changed;
  });
  let notified = 0;
  if (published.length > 0) {
    const told = new Set(published.map((shift) => shift.employee_id));
    const week = await shiftsBetween(db, store.id, body.week_start, weekEnd, ["published"]);
    notified = await announcePublished(
      db,
      store.name,
      body.week_start,
      week.filter((shift) => told.has(shift.employee_id)),
    );
  }
  return {
    store_id: store.id,
    week_start: body.week_start,
    week_end: weekEnd,
    published: published.length,
    notified,
  };
}

/** A shift to add as a draft: an employee, a date and the times on the store's clock. */
interface Planned {
  employee_id: string;
  date: string;
  start_time: string;
  end_time: string;
  break_minutes: number;
  position: string | null;
  notes: string | null;
}

/**
 * Adds drafts in one transaction with one CREATE audit entry: a person no longer working at the
 * store, or who already has a shift starting at that instant, is skipped (so filling a week twice
 * adds nothing).
 */
async function addDrafts(
  db: Kysely<DB>,
  actor: Actor,
  storeId: string,
  plans: readonly Planned[],
  description: string,
): Promise<TScheduleFilled> {
  const store = await storeInScope(db, actor, storeId);
  const working = new Set((await storeEmployees(db, storeId)).map((person) => person.id));
  return db.transaction().execute(async (trx) => {
    const skipped: TScheduleFilled["skipped"] = [];
    const ids: string[] = [];
    for (const plan of plans) {
      const times = timesFromWallClock(plan.date, plan.start_time, plan.end_time, store.timezone);
      const skip = (reason: TScheduleFilled["skipped"][number]["reason"]) =>
        skipped.push({ date: plan.date, employee_id: plan.employee_id, reason });
      if (!working.has(plan.employee_id)) skip("employee_inactive");
      else if (await startsAt(trx, plan.employee_id, times.start_at)) skip("already_planned");
      else {
        const now = nowIso();
        const id = newId();
        await trx
          .insertInto("shifts")
          .values({
            id,
            created_at: now,
            updated_at: now,
            store_id: storeId,
            employee_id: plan.employee_id,
            position: plan.position,
            ...times,
            break_minutes: plan.break_minutes,
            hours: shiftHours(times.start_at, times.end_at, plan.break_minutes),
            status: "draft",
            notes: plan.notes,
            created_by: actor.user.id,
          })
          .execute();
        ids.push(id);
      }
    }
    if (ids.length > 0)
      await writeAudit(trx, actor.audit, {
        action: "CREATE",
        targetTable: "shifts",
        description: `${description}: ${ids.length} draft shifts at ${store.name}`,
        changes: { store_id: storeId, shifts: ids },
      });
    return { created: ids.length, skipped };
  });
}

/** POST /api/schedules/copy-week: every shift of one week onto the same days of another, as drafts. */
export async function copyWeek(
  db: Kysely<DB>,
  actor: Actor,
  body: TScheduleCopyWeek,
): Promise<TScheduleFilled> {
  requireShifts(actor, "create");
  await storeInScope(db, actor, body.store_id);
  const offset = daysBetween(body.from_week_start, body.to_week_start);
  const sources = await shiftsBetween(
    db,
    body.store_id,
    body.from_week_start,
    addDays(body.from_week_start, 6),
  );
  const plans = sources.map((shift) => ({
    employee_id: shift.employee_id,
    date: addDays(shift.shift_date, offset),
    start_time: shift.start_time,
    end_time: shift.end_time,
    break_minutes: Number(shift.break_minutes),
    position: shift.position,
    notes: shift.notes,
  }));
  return addDrafts(
    db,
    actor,
    body.store_id,
    plans,
    `Copied the week of ${body.from_week_start} to the week of ${body.to_week_start}`,
  );
}

/** POST /api/schedules/apply-templates: the store's templates of the weekdays chosen, on the week's dates. */
export async function applyTemplates(
  db: Kysely<DB>,
  actor: Actor,
  body: TScheduleApplyTemplates,
): Promise<TScheduleFilled> {
  requireShifts(actor, "create");
  await storeInScope(db, actor, body.store_id);
  const weekdays = new Set(body.weekdays ?? [1, 2, 3, 4, 5, 6, 7]);
  const templates = await db
    .selectFrom("shift_templates")
    .selectAll()
    .where("store_id", "=", body.store_id)
    .orderBy("weekday")
    .orderBy("start_time")
    .execute();
  const plans = weekDates(body.week_start).flatMap((date) =>
    weekdays.has(isoWeekday(date))
      ? templates
          .filter((template) => Number(template.weekday) === isoWeekday(date))
          .map((template) => ({
            employee_id: template.employee_id,
            date,
            start_time: template.start_time,
            end_time: template.end_time,
            break_minutes: Number(template.break_minutes),
            position: template.position,
            notes: template.notes,
          }))
      : [],
  );
  return addDrafts(
    db,
    actor,
    body.store_id,
    plans,
    `Applied the templates to the week of ${body.week_start}`,
  );
}
