import { appLanguage, type NotificationEvent, type Role, reachesStore, storeScope } from "@storeops/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { newId, nowIso } from "../../ids.ts";
import { readOwnSettings } from "../settings/settings-store.ts";
import { localizeNotice, type Notice, noticeEmail } from "./email-text.ts";
import type { Mailer } from "./mailer.ts";
import { addNotification } from "./notifications.repository.ts";
import { channelsFor } from "./preferences.repository.ts";

/** How a process delivers: its mailer (none without SMTP_URL) and its log. */
export interface Delivery {
  mailer: Mailer | null;
  log: FastifyBaseLogger;
}

/** Each app's delivery, by its database handle (notifications.plugin.ts sets it). */
const deliveries = new WeakMap<Kysely<DB>, Delivery>();

export const setDelivery = (db: Kysely<DB>, delivery: Delivery) => deliveries.set(db, delivery);
export const deliveryOf = (db: Kysely<DB>): Delivery | undefined => deliveries.get(db);

/** The readers' language: their own General language, else the application's (Settings). */
export async function languageOf(db: Kysely<DB>, userId: string) {
  return appLanguage((await readOwnSettings(db, userId)).general.language);
}

/** The active users who take `roles`' part for a store: admins and the ceo every store, accounting its assigned, managers their managed. */
export async function usersReachingStore(
  db: Kysely<DB>,
  storeId: string,
  roles: readonly Role[],
): Promise<string[]> {
  if (roles.length === 0) return [];
  const rows = await db
    .selectFrom("users")
    .select(["id", "role", "assigned_stores", "managed_stores"])
    .where("status", "=", "active")
    .where("role", "in", [...roles])
    .execute();
  const list = (value: string) => {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed.map(String) : [];
    } catch {
      return [];
    }
  };
  return rows
    .filter((row) =>
      reachesStore(
        storeScope({
          role: row.role as Role,
          assigned_stores: list(row.assigned_stores),
          managed_stores: list(row.managed_stores),
          current_store_id: null,
        }),
        storeId,
      ),
    )
    .map((row) => row.id);
}

/**
 * The one call an event makes once its write has committed (docs/decisions.md, Notifications):
 * each recipient gets the notice where they chose for the event: the bell, an email (queued, sent
 * in the background), their daily digest, or nothing. Without SMTP, email and digest ring the bell.
 * Never throws: a failure is logged and the request that caused it answers as usual.
 */
export async function notify(
  db: Kysely<DB>,
  event: NotificationEvent,
  userIds: readonly string[],
  notice: Notice,
): Promise<void> {
  const delivery = deliveryOf(db);
  try {
    const recipients = [...new Set(userIds)];
    if (recipients.length === 0) return;
    const channels = await channelsFor(db, event, recipients);
    const users = await db
      .selectFrom("users")
      .select(["id", "email"])
      .where("id", "in", recipients)
      .where("status", "=", "active")
      .execute();
    const mailer = delivery?.mailer ?? null;
    for (const user of users) {
      const channel = channels.get(user.id) ?? "bell";
      if (channel === "off") continue;
      const language = await languageOf(db, user.id);
      if (channel === "email" && mailer) {
        mailer.send(noticeEmail(user.email, notice, language));
      } else if (channel === "digest" && mailer) {
        await db
          .insertInto("notification_digest")
          .values({ id: newId(), user_id: user.id, event, ...notice, created_at: nowIso(), sent_at: null })
          .execute();
      } else {
        await addNotification(db, { userId: user.id, kind: event, ...localizeNotice(notice, language) });
      }
    }
  } catch (error) {
    delivery?.log.error({ err: error, event }, "notification failed");
  }
}
