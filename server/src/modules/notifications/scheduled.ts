import { closingTime, MSG, takingsMissingBody } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { dateInZone, timeInZone } from "../../db/store-time.ts";
import { nowIso } from "../../ids.ts";
import { deliveryOf, languageOf, notify, usersReachingStore } from "./deliver.ts";
import { digestEmail } from "./email-text.ts";
import { claimOnce } from "./preferences.repository.ts";

/**
 * "A store's takings not entered by its closing time": for each active store past its closing time
 * of its today (its own time zone; 21:00 without hours, none on a closed day) with no daily income
 * for that day, its managers are notified, once per store and day (a mark remembers it, so neither
 * a second run nor another process repeats it). Answers the stores notified.
 */
export async function checkMissingTakings(db: Kysely<DB>, now = new Date()): Promise<string[]> {
  const stores = await db
    .selectFrom("stores")
    .select(["id", "name", "timezone", "opening_hours", "manager_id"])
    .where("status", "=", "active")
    .execute();
  const notified: string[] = [];
  for (const store of stores) {
    const date = dateInZone(now, store.timezone);
    const closing = closingTime(store.opening_hours, date);
    if (closing === null || timeInZone(now, store.timezone) < closing) continue;
    const income = await db
      .selectFrom("daily_income")
      .select("id")
      .where("store_id", "=", store.id)
      .where("date", "=", date)
      .limit(1)
      .executeTakeFirst();
    if (income || !(await claimOnce(db, `takings:${store.id}:${date}`))) continue;
    const managers = await usersReachingStore(db, store.id, ["store_manager"]);
    if (store.manager_id) managers.push(store.manager_id);
    await notify(db, "takings_missing", managers, {
      title: MSG.notifyTakingsMissing,
      body: takingsMissingBody(store.name, date, closing),
    });
    notified.push(store.id);
  }
  return notified;
}

/** The daily digest goes out once a person's clock passes this hour. */
const DIGEST_HOUR = "18:00";

/**
 * The daily digest: each person with events waiting for it gets one email listing them, once per
 * day of their own time zone, once their clock reads DIGEST_HOUR or later (`anyHour` skips that
 * wait: the tests' fixed clock). Without SMTP nothing waits for a digest. Answers the emails queued.
 */
export async function sendDailyDigests(
  db: Kysely<DB>,
  now = new Date(),
  options: { anyHour?: boolean } = {},
): Promise<number> {
  const mailer = deliveryOf(db)?.mailer;
  if (!mailer) return 0;
  const waiting = await db
    .selectFrom("notification_digest")
    .innerJoin("users", "users.id", "notification_digest.user_id")
    .select([
      "notification_digest.id",
      "notification_digest.user_id",
      "notification_digest.event",
      "notification_digest.title",
      "notification_digest.body",
      "users.email",
      "users.timezone",
    ])
    .where("notification_digest.sent_at", "is", null)
    .where("notification_digest.created_at", "<=", now.toISOString())
    .orderBy("notification_digest.created_at")
    .orderBy("notification_digest.id")
    .execute();
  const byUser = new Map<string, typeof waiting>();
  for (const item of waiting) byUser.set(item.user_id, [...(byUser.get(item.user_id) ?? []), item]);
  let sent = 0;
  for (const [userId, items] of byUser) {
    const first = items[0];
    if (!first) continue;
    const zone = first.timezone || "UTC";
    if (!options.anyHour && timeInZone(now, zone) < DIGEST_HOUR) continue;
    const date = dateInZone(now, zone);
    if (!(await claimOnce(db, `digest:${userId}:${date}`))) continue;
    await db
      .updateTable("notification_digest")
      .set({ sent_at: nowIso() })
      .where(
        "id",
        "in",
        items.map((item) => item.id),
      )
      .execute();
    mailer.send(digestEmail(first.email, date, items, await languageOf(db, userId)));
    sent++;
  }
  return sent;
}
