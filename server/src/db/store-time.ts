import type { Kysely } from "kysely";
import type { DB } from "./database.ts";

/**
 * One formatter per zone and pattern, made once: building an Intl.DateTimeFormat costs far more
 * than formatting with it (and its ICU memory outlives the request until a later GC), and lists
 * work out every store's "today" on each request.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${options.timeZone}|${options.hour ? "time" : "date"}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/** YYYY-MM-DD of an instant in a time zone (en-CA formats dates as ISO). */
export function dateInZone(instant: Date, timeZone: string): string {
  try {
    return formatter("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
      instant,
    );
  } catch {
    return instant.toISOString().slice(0, 10);
  }
}

/** HH:MM of an instant in a time zone. */
export function timeInZone(instant: Date, timeZone: string): string {
  try {
    return formatter("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
      instant,
    );
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
