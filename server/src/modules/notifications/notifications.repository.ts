import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { newId, nowIso } from "../../ids.ts";

/** The bell lists this many of a user's newest notifications. */
export const NOTIFICATIONS_SHOWN = 20;

export async function addNotification(
  db: Kysely<DB>,
  notice: { userId: string; kind: string; title: string; body: string },
): Promise<void> {
  await db
    .insertInto("notifications")
    .values({
      id: newId(),
      user_id: notice.userId,
      kind: notice.kind,
      title: notice.title,
      body: notice.body,
      created_at: nowIso(),
      read_at: null,
    })
    .execute();
}

export async function listNotifications(db: Kysely<DB>, userId: string) {
  const [items, unread] = await Promise.all([
    db
      .selectFrom("notifications")
      .select(["id", "kind", "title", "body", "created_at", "read_at"])
      .where("user_id", "=", userId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(NOTIFICATIONS_SHOWN)
      .execute(),
    db
      .selectFrom("notifications")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("user_id", "=", userId)
      .where("read_at", "is", null)
      .executeTakeFirst(),
  ]);
  return { items, unread: Number(unread?.n ?? 0) };
}

export async function markAllRead(db: Kysely<DB>, userId: string): Promise<number> {
  const result = await db
    .updateTable("notifications")
    .set({ read_at: nowIso() })
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
