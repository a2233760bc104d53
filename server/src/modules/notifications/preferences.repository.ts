import {
  DEFAULT_NOTIFICATION_CHANNEL,
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationEvent,
  type TNotificationPreferences,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { nowIso } from "../../ids.ts";

const asChannel = (value: string): NotificationChannel =>
  (NOTIFICATION_CHANNELS as readonly string[]).includes(value)
    ? (value as NotificationChannel)
    : DEFAULT_NOTIFICATION_CHANNEL;

/** A person's channel for every event: what they chose, the bell for the rest. */
export async function readPreferences(db: Kysely<DB>, userId: string): Promise<TNotificationPreferences> {
  const rows = await db
    .selectFrom("notification_preferences")
    .select(["event", "channel"])
    .where("user_id", "=", userId)
    .execute();
  const preferences = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  for (const row of rows) {
    if (row.event in preferences) preferences[row.event as NotificationEvent] = asChannel(row.channel);
  }
  return preferences;
}

/** Each person's channel for one event (the bell for those who chose none). */
export async function channelsFor(
  db: Kysely<DB>,
  event: NotificationEvent,
  userIds: readonly string[],
): Promise<Map<string, NotificationChannel>> {
  const chosen = new Map<string, NotificationChannel>(
    userIds.map((id) => [id, DEFAULT_NOTIFICATION_CHANNEL]),
  );
  if (userIds.length === 0) return chosen;
  const rows = await db
    .selectFrom("notification_preferences")
    .select(["user_id", "channel"])
    .where("event", "=", event)
    .where("user_id", "in", [...userIds])
    .execute();
  for (const row of rows) chosen.set(row.user_id, asChannel(row.channel));
  return chosen;
}

/** Stores the channels given (one row per event), in one transaction. */
export async function writePreferences(
  db: Kysely<DB>,
  userId: string,
  changes: Partial<TNotificationPreferences>,
): Promise<void> {
  const updatedAt = nowIso();
  const rows = Object.entries(changes).map(([event, channel]) => ({
    user_id: userId,
    event,
    channel: String(channel),
    updated_at: updatedAt,
  }));
  if (rows.length === 0) return;
  await db
    .insertInto("notification_preferences")
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(["user_id", "event"]).doUpdateSet((eb) => ({
        channel: eb.ref("excluded.channel"),
        updated_at: eb.ref("excluded.updated_at"),
      })),
    )
    .execute();
}

/** Claims a once-only notification by its key: true the first time, false ever after (any process). */
export async function claimOnce(db: Kysely<DB>, key: string): Promise<boolean> {
  const result = await db
    .insertInto("notification_marks")
    .values({ key, created_at: nowIso() })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
