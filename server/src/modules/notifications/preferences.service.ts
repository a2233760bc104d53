import { type TNotificationPreferences, ZNotificationPreferencesUpdate } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { diffChanges, writeAudit } from "../../audit/audit.ts";
import type { DB } from "../../db/database.ts";
import { readPreferences, writePreferences } from "./preferences.repository.ts";

/** GET /api/notifications/preferences: the caller's channel for every event. */
export function myPreferences(db: Kysely<DB>, actor: Actor): Promise<TNotificationPreferences> {
  return readPreferences(db, actor.user.id);
}

/**
 * PUT /api/notifications/preferences: changes the channels given (the others stay), with one audit
 * entry when something changed; answers every event's channel.
 */
export async function savePreferences(
  db: Kysely<DB>,
  actor: Actor,
  body: unknown,
): Promise<TNotificationPreferences> {
  const update = ZNotificationPreferencesUpdate.parse(body ?? {});
  const before = await readPreferences(db, actor.user.id);
  const changes = diffChanges(before, { ...before, ...update });
  if (Object.keys(changes).length > 0) {
    await db.transaction().execute(async (trx) => {
      await writePreferences(trx, actor.user.id, update);
      await writeAudit(trx, actor.audit, {
        action: "UPDATE",
        targetTable: "settings",
        targetId: `notifications:${actor.user.id}`,
        description: `${actor.user.name} updated notification preferences`,
        changes,
      });
    });
  }
  return readPreferences(db, actor.user.id);
}
