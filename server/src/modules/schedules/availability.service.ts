import {
  MSG,
  reachesStore,
  type TAvailability,
  type TAvailabilityQuery,
  type TAvailabilitySave,
  WEEKDAYS,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { deniedError } from "../../access/permissions.ts";
import { writeAudit } from "../../audit/audit.ts";
import type { DB } from "../../db/database.ts";
import { badRequest, forbidden, notFound } from "../../errors.ts";
import { nowIso } from "../../ids.ts";
import { requireShifts, storeInScope } from "./schedule-scope.ts";
import { availabilityOf, employeeById, ownStaffIn, storeEmployees } from "./schedules.repository.ts";

/**
 * When each employee can work, per weekday (docs/decisions.md, Schedules): staff give their own
 * (their staff record of the current store); an admin or a store manager gives anyone's of their
 * stores; the others read. A weekday never given reads as available all day.
 */

type Person = { id: string; name: string; position: string | null; store_id: string };

async function answerFor(db: Kysely<DB>, people: readonly Person[]): Promise<TAvailability> {
  const rows = await availabilityOf(
    db,
    people.map((person) => person.id),
  );
  return {
    employees: people.map((person) => ({
      employee_id: person.id,
      name: person.name,
      position: person.position,
      store_id: person.store_id,
      days: WEEKDAYS.map((weekday) => {
        const row = rows.find(
          (entry) => entry.employee_id === person.id && Number(entry.weekday) === weekday,
        );
        return {
          weekday,
          available: row ? Number(row.available) === 1 : true,
          from_time: row?.from_time ?? null,
          to_time: row?.to_time ?? null,
        };
      }),
    })),
  };
}

/** The caller's own staff record in the current store: staff give only their own availability. */
async function ownRecord(db: Kysely<DB>, actor: Actor): Promise<Person> {
  if (!actor.currentStoreId) throw forbidden(MSG.storeContextMissing);
  const [own] = await ownStaffIn(db, actor.user.id, actor.currentStoreId);
  if (!own) throw forbidden(MSG.noStaffProfile);
  return { ...own, store_id: actor.currentStoreId };
}

/** GET /api/schedules/availability: staff their own; the others the store's working employees. */
export async function availability(
  db: Kysely<DB>,
  actor: Actor,
  query: TAvailabilityQuery,
): Promise<TAvailability> {
  const access = requireShifts(actor, "read");
  if (access === "published") {
    if (query.store_id && query.store_id !== actor.currentStoreId) throw notFound(MSG.storeNotFound);
    return answerFor(db, [await ownRecord(db, actor)]);
  }
  if (!query.store_id) throw badRequest(MSG.storeRequired, { fields: { store_id: [MSG.storeRequired] } });
  const store = await storeInScope(db, actor, query.store_id);
  const people = await storeEmployees(db, store.id);
  return answerFor(
    db,
    people.map((person) => ({ ...person, store_id: store.id })),
  );
}

/** Whose availability the call changes: staff their own; admins and managers an employee of their stores. */
async function targetOf(db: Kysely<DB>, actor: Actor, employeeId: string | undefined): Promise<Person> {
  const role = actor.user.role;
  if (role === "staff") {
    const own = await ownRecord(db, actor);
    if (employeeId && employeeId !== own.id) throw forbidden(MSG.availabilityOthersRefused);
    return own;
  }
  if (role === "ceo") throw deniedError(actor, "shifts", "update");
  if (role === "accounting") throw forbidden(MSG.availabilityOthersRefused);
  if (!employeeId) throw badRequest(MSG.selectEmployee, { fields: { employee_id: [MSG.selectEmployee] } });
  const employee = await employeeById(db, employeeId);
  if (!employee?.store_id || !reachesStore(actor.scope, employee.store_id))
    throw notFound(MSG.employeeNotFound);
  return { ...employee, store_id: employee.store_id };
}

/** PUT /api/schedules/availability: the weekdays given replace those weekdays; audited on the staff record. */
export async function saveAvailability(
  db: Kysely<DB>,
  actor: Actor,
  body: TAvailabilitySave,
): Promise<TAvailability> {
  const person = await targetOf(db, actor, body.employee_id);
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const weekdays = body.days.map((day) => day.weekday);
    await trx
      .deleteFrom("staff_availability")
      .where("employee_id", "=", person.id)
      .where("weekday", "in", weekdays)
      .execute();
    await trx
      .insertInto("staff_availability")
      .values(
        body.days.map((day) => ({
          employee_id: person.id,
          weekday: day.weekday,
          available: day.available ? 1 : 0,
          from_time: day.available ? (day.from_time?.slice(0, 5) ?? null) : null,
          to_time: day.available ? (day.to_time?.slice(0, 5) ?? null) : null,
          updated_at: now,
          updated_by: actor.user.id,
        })),
      )
      .execute();
    await writeAudit(trx, actor.audit, {
      action: "UPDATE",
      targetTable: "staff",
      targetId: person.id,
      description: `Updated the availability of ${person.name}`,
      changes: { availability: body.days },
    });
  });
  return answerFor(db, [person]);
}
