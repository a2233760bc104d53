import type { Kysely } from "kysely";
import type { DB } from "./database.ts";

/**
 * One formatter per time zone and format: building an Intl.DateTimeFormat costs about a
 * millisecond, and "today" is asked for every store on every summary and list.
 */
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatIn(instant: Date, timeZone: string, kind: "date" | "time"): string | null {
  const key = `${kind} ${timeZone}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    try {
      formatter =
        kind === "date"
          ? new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })
          : new Intl.DateTimeFormat("en-GB", {
              timeZone,
              hour: "2-digit",
              minute: "2-digit",
              hourCycle: "h23",
            });
    } catch {
      formatter = null;
    }
    formatters.set(key, formatter);
  }
  return formatter ? formatter.format(instant) : null;
}

/** YYYY-MM-DD of an instant in a time zone (en-CA formats dates as ISO). */
export function dateInZone(instant: Date, timeZone: string): string {
  return formatIn(instant, timeZone, "date") ?? instant.toISOString().slice(0, 10);
}

/** HH:MM of an instant in a time zone. */
export function timeInZone(instant: Date, timeZone: string): string {
  return formatIn(instant, timeZone, "time") ?? instant.toISOString().slice(11, 16);
}

/**
 * Every store's time zone, read once per process and kept for a few seconds: lists and summaries
 * ask for it on every request. A write to stores in this process forgets it at once
 * (`forgetStoreZones`); another process's change is seen within the TTL, and a store not yet in
 * the map is read on its own.
 */
const ZONES_TTL_MS = 5_000;
const zonesByDb = new WeakMap<Kysely<DB>, { at: number; zones: Promise<Map<string, string>> }>();

export function storeZones(db: Kysely<DB>): Promise<Map<string, string>> {
  const cached = zonesByDb.get(db);
  if (cached && Date.now() - cached.at < ZONES_TTL_MS) return cached.zones;
  const zones = db
    .selectFrom("stores")
    .select(["id", "timezone"])
    .execute()
    .then((rows) => new Map(rows.map((row) => [row.id, row.timezone])));
  zonesByDb.set(db, { at: Date.now(), zones });
  zones.catch(() => zonesByDb.delete(db));
  return zones;
}

/** Forget the cached time zones (a store was created, edited or deleted). */
export function forgetStoreZones(db: Kysely<DB>): void {
  zonesByDb.delete(db);
}

/** The store's time zone (UTC for an unknown store). */
export async function storeZone(db: Kysely<DB>, storeId: unknown): Promise<string> {
  if (typeof storeId !== "string") return "UTC";
  const known = (await storeZones(db)).get(storeId);
  if (known) return known;
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
