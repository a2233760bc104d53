import { type Access, DEFAULT_STORE_SETTINGS, MSG, reachesStore, type Verb } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { requireAccess } from "../../access/permissions.ts";
import type { DB } from "../../db/database.ts";
import { notFound } from "../../errors.ts";
import { parseSettings } from "../stores/stores.service.ts";
import { scheduleStore } from "./schedules.repository.ts";

/**
 * Who may use a schedule call, and on which store (docs/decisions.md, Schedules): the matrix's
 * row for shifts decides the role (403 in its words), then a store outside the caller's stores is
 * 404 `Store not found`.
 */

/** The matrix's right to shifts for each verb given, in order; the access of the first. */
export function requireShifts(actor: Actor, first: Verb, ...more: Verb[]): Access {
  const access = requireAccess(actor, "shifts", first);
  for (const verb of more) requireAccess(actor, "shifts", verb);
  return access;
}

/** The store when the caller reaches it, with the settings the schedule reads; else 404. */
export async function storeInScope(db: Kysely<DB>, actor: Actor, storeId: string) {
  if (!reachesStore(actor.scope, storeId)) throw notFound(MSG.storeNotFound);
  const store = await scheduleStore(db, storeId);
  if (!store) throw notFound(MSG.storeNotFound);
  const settings = parseSettings(store.settings);
  return {
    ...store,
    labourTarget: Number(settings.labour?.target_percent ?? DEFAULT_STORE_SETTINGS.labour.target_percent),
    minRestHours: Number(settings.schedule?.min_rest_hours ?? DEFAULT_STORE_SETTINGS.schedule.min_rest_hours),
  };
}
export type ScheduleStore = Awaited<ReturnType<typeof storeInScope>>;
