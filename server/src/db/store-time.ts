import type { Kysely } from "kysely";
import type { DB } from "./database.ts";

/** YYYY-MM-DD of an instant in a time zone (en-CA formats dates as ISO). */
export function dateInZone(instant: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).format(instant);
  } catch {
    return instant.toISOString().slice(0, 10);
  }
}

/** HH:MM of an instant in a time zone. */
export function timeInZone(instant: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(instant);
  } catch {
    return instant.toISOString().slice(11, 16);
  }
}

async function storeZone(db: Kysely<DB>, storeId: unknown): Promise<string> {
  if (typeof storeId !== "string") return "UTC";
  const store = await db.selectFrom("stores").select("timezone").where("id", "=", storeId).executeTakeFirst();
  return store?.timezone ?? "UTC";
}

/** The store's current date and time. */
export async function storeNow(db: Kysely<DB>, storeId: unknown, now = new Date()) {
  const zone = await storeZone(db, storeId);
  return { date: dateInZone(now, zone), time: timeInZone(now, zone) };
}

/** Today in the store's time zone; the server's (UTC) when the store is unknown. */
export async function storeToday(db: Kysely<DB>, storeId: unknown, now = new Date()): Promise<string> {
  return dateInZone(now, await storeZone(db, storeId));
}
