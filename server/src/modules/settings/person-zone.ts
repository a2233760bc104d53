import { APP_SETTINGS_TIMEZONES } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { nowIso } from "../../ids.ts";
import { ownKey, readOwnSettings, writeSetting } from "./settings-store.ts";

/**
 * A person's time zone is one setting edited in two places: the profile's Time zone (and the
 * admin's user form), kept in `users.timezone`, and General settings' Time zone, which the
 * screens and files read (docs/decisions.md, Display formats). Saving either writes both, so
 * neither is a field that is saved and changes nothing.
 *
 * General offers the zones by their short names; the profile also offers the stores' IANA names
 * of the same clocks, which General stores as the short name (America/Chicago → CST).
 */
const SHORT_NAMES: Readonly<Record<string, string>> = {
  "America/New_York": "EST",
  "America/Chicago": "CST",
  "America/Denver": "MST",
  "America/Los_Angeles": "PST",
};

/** The General settings' name of a profile time zone; undefined for one General cannot show. */
export function generalZone(zone: string): string | undefined {
  const short = SHORT_NAMES[zone] ?? zone;
  return (APP_SETTINGS_TIMEZONES as readonly string[]).includes(short) ? short : undefined;
}

/** The profile's zone was saved: the person's General settings take it too. */
export async function zoneToGeneral(db: Kysely<DB>, userId: string, zone: string): Promise<void> {
  const short = generalZone(zone);
  if (!short) return;
  const own = await readOwnSettings(db, userId);
  if (own.general.timezone === short) return;
  await writeSetting(db, ownKey(userId), { ...own, general: { ...own.general, timezone: short } }, userId);
}

/** The person's General zone was saved: their profile shows it too (unless it names the same clock). */
export async function zoneToProfile(db: Kysely<DB>, userId: string, zone: string): Promise<void> {
  const user = await db.selectFrom("users").select("timezone").where("id", "=", userId).executeTakeFirst();
  if (!user || generalZone(user.timezone ?? "") === zone) return;
  await db
    .updateTable("users")
    .set({ timezone: zone, updated_at: nowIso() })
    .where("id", "=", userId)
    .execute();
}
