import {
  MSG,
  noPermissionTo,
  type TScheduleHoliday,
  type TScheduleHolidayCreate,
  type TScheduleHolidays,
  type TScheduleHolidaysQuery,
  type TScheduleTemplates,
  type TScheduleTemplatesSave,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { writeAudit } from "../../audit/audit.ts";
import type { DB } from "../../db/database.ts";
import { badRequest, conflict, forbidden, notFound } from "../../errors.ts";
import { newId, nowIso } from "../../ids.ts";
import { requireShifts, storeInScope } from "./schedule-scope.ts";
import { storeEmployees } from "./schedules.repository.ts";

/** A store's shift templates and holidays (docs/decisions.md, Schedules). */

const WEEKDAY_NAMES = ["", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

async function templatesOf(db: Kysely<DB>, storeId: string): Promise<TScheduleTemplates> {
  const rows = await db
    .selectFrom("shift_templates as t")
    .leftJoin("staff as e", "e.id", "t.employee_id")
    .select([
      "t.id",
      "t.weekday",
      "t.employee_id",
      "e.name as employee_name",
      "t.position",
      "t.start_time",
      "t.end_time",
      "t.break_minutes",
      "t.notes",
    ])
    .where("t.store_id", "=", storeId)
    .orderBy("t.weekday")
    .orderBy("t.start_time")
    .orderBy("t.id")
    .execute();
  return {
    store_id: storeId,
    templates: rows.map((row) => ({
      ...row,
      weekday: Number(row.weekday),
      break_minutes: Number(row.break_minutes),
    })),
  };
}

/** Those who plan a store read its templates; staff do not (403). */
export async function shiftTemplates(
  db: Kysely<DB>,
  actor: Actor,
  storeId: string,
): Promise<TScheduleTemplates> {
  if (requireShifts(actor, "read") === "published")
    throw forbidden(noPermissionTo("read", "shift_templates"));
  await storeInScope(db, actor, storeId);
  return templatesOf(db, storeId);
}

/**
 * PUT /api/schedules/templates: a weekday's lines replace that weekday's templates, in one
 * transaction with one UPDATE audit entry; each line names a working employee of the store.
 */
export async function saveShiftTemplates(
  db: Kysely<DB>,
  actor: Actor,
  body: TScheduleTemplatesSave,
): Promise<TScheduleTemplates> {
  requireShifts(actor, "create", "update", "delete");
  const store = await storeInScope(db, actor, body.store_id);
  const people = new Map((await storeEmployees(db, store.id)).map((person) => [person.id, person]));
  body.lines.forEach((line, index) => {
    if (!people.has(line.employee_id))
      throw badRequest(MSG.employeeNotInStore, {
        fields: { [`lines.${index}.employee_id`]: [MSG.employeeNotInStore] },
      });
  });
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    await trx
      .deleteFrom("shift_templates")
      .where("store_id", "=", store.id)
      .where("weekday", "=", body.weekday)
      .execute();
    if (body.lines.length > 0)
      await trx
        .insertInto("shift_templates")
        .values(
          body.lines.map((line) => ({
            id: newId(),
            created_at: now,
            updated_at: now,
            store_id: store.id,
            weekday: body.weekday,
            employee_id: line.employee_id,
            position: line.position || people.get(line.employee_id)?.position || null,
            start_time: line.start_time.slice(0, 5),
            end_time: line.end_time.slice(0, 5),
            break_minutes: line.break_minutes ?? 0,
            notes: line.notes || null,
            created_by: actor.user.id,
          })),
        )
        .execute();
    await writeAudit(trx, actor.audit, {
      action: "UPDATE",
      targetTable: "shift_templates",
      targetId: store.id,
      description: `Saved the ${WEEKDAY_NAMES[body.weekday]} shift templates of ${store.name}: ${body.lines.length} shifts`,
      changes: { weekday: body.weekday, lines: body.lines },
    });
  });
  return templatesOf(db, store.id);
}

/** GET /api/schedules/holidays: whoever reads the store's shifts. */
export async function scheduleHolidays(
  db: Kysely<DB>,
  actor: Actor,
  query: TScheduleHolidaysQuery,
): Promise<TScheduleHolidays> {
  requireShifts(actor, "read");
  await storeInScope(db, actor, query.store_id);
  let select = db
    .selectFrom("schedule_holidays")
    .select(["id", "store_id", "date", "name"])
    .where("store_id", "=", query.store_id);
  if (query.from) select = select.where("date", ">=", query.from);
  if (query.to) select = select.where("date", "<=", query.to);
  return { holidays: await select.orderBy("date").limit(1000).execute() };
}

/** POST /api/schedules/holidays: one per store and day (409, also of two at once); audited. */
export async function addScheduleHoliday(
  db: Kysely<DB>,
  actor: Actor,
  body: TScheduleHolidayCreate,
): Promise<TScheduleHoliday> {
  requireShifts(actor, "create");
  const store = await storeInScope(db, actor, body.store_id);
  const holiday = { id: newId(), store_id: store.id, date: body.date, name: body.name ?? "" };
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("schedule_holidays")
      .values({ ...holiday, created_at: nowIso(), created_by: actor.user.id })
      .onConflict((oc) => oc.columns(["store_id", "date"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw conflict(MSG.scheduleHolidayExists);
    await writeAudit(trx, actor.audit, {
      action: "CREATE",
      targetTable: "schedule_holidays",
      targetId: holiday.id,
      description: `Marked ${body.date} a holiday at ${store.name}`,
      changes: holiday,
    });
  });
  return holiday;
}

/** DELETE /api/schedules/holidays/{id}: another store's holiday is 404. */
export async function removeScheduleHoliday(
  db: Kysely<DB>,
  actor: Actor,
  id: string,
): Promise<TScheduleHoliday> {
  requireShifts(actor, "delete");
  const holiday = await db
    .selectFrom("schedule_holidays")
    .select(["id", "store_id", "date", "name"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!holiday) throw notFound(MSG.scheduleHolidayNotFound);
  const store = await storeInScope(db, actor, holiday.store_id).catch(() => {
    throw notFound(MSG.scheduleHolidayNotFound);
  });
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("schedule_holidays").where("id", "=", id).execute();
    await writeAudit(trx, actor.audit, {
      action: "DELETE",
      targetTable: "schedule_holidays",
      targetId: id,
      description: `Removed the holiday of ${holiday.date} at ${store.name}`,
      changes: holiday,
    });
  });
  return holiday;
}
