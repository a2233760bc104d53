import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { nowIso } from "../../ids.ts";

const DEVICE_COLUMNS = [
  "d.id",
  "d.store_id",
  "st.name as store_name",
  "d.name",
  "d.created_at",
  "d.last_seen_at",
  "d.locked_until",
] as const;

/** The registered (not removed) kiosks of `stores`, or of every store, by store and name. */
export function listDevices(db: Kysely<DB>, stores: "all" | readonly string[]) {
  let query = db
    .selectFrom("kiosk_devices as d")
    .leftJoin("stores as st", "st.id", "d.store_id")
    .select(DEVICE_COLUMNS)
    .where("d.revoked_at", "is", null);
  if (stores !== "all") {
    if (stores.length === 0) return Promise.resolve([]);
    query = query.where("d.store_id", "in", stores);
  }
  return query.orderBy("st.name").orderBy("d.name").limit(500).execute();
}

/** One registered kiosk as listed. */
export function findDevice(db: Kysely<DB>, id: string) {
  return db
    .selectFrom("kiosk_devices as d")
    .leftJoin("stores as st", "st.id", "d.store_id")
    .select(DEVICE_COLUMNS)
    .where("d.id", "=", id)
    .where("d.revoked_at", "is", null)
    .executeTakeFirst();
}

/** The kiosk a token (its SHA-256) belongs to, unless removed. */
export function deviceByToken(db: Kysely<DB>, tokenHash: string) {
  return db
    .selectFrom("kiosk_devices as d")
    .innerJoin("stores as st", "st.id", "d.store_id")
    .select(["d.id", "d.store_id", "st.name as store_name", "d.name", "d.locked_until"])
    .where("d.token_hash", "=", tokenHash)
    .where("d.revoked_at", "is", null)
    .executeTakeFirst();
}

/**
 * Counts a wrong PIN on the device, in one statement (two wrong PINs at once count twice); the
 * attempt that reaches `attempts` locks it until `lockedUntil` and starts the count again.
 * Whether this attempt locked it.
 */
export async function countWrongPin(
  db: Kysely<DB>,
  deviceId: string,
  attempts: number,
  lockedUntil: string,
): Promise<boolean> {
  const row = await db
    .updateTable("kiosk_devices")
    .set((eb) => ({
      failed_pins: eb
        .case()
        .when("failed_pins", ">=", attempts - 1)
        .then(0)
        .else(eb("failed_pins", "+", 1))
        .end(),
      locked_until: eb
        .case()
        .when("failed_pins", ">=", attempts - 1)
        .then(lockedUntil)
        .else(eb.ref("locked_until"))
        .end(),
    }))
    .where("id", "=", deviceId)
    .returning(["failed_pins", "locked_until"])
    .executeTakeFirst();
  return row?.locked_until === lockedUntil && Number(row.failed_pins) === 0;
}

/** A right PIN: the count of wrong ones starts again, and the device was seen now. */
export async function deviceUsed(db: Kysely<DB>, deviceId: string): Promise<void> {
  await db
    .updateTable("kiosk_devices")
    .set({ failed_pins: 0, last_seen_at: nowIso() })
    .where("id", "=", deviceId)
    .execute();
}

/** The active staff member of the store whose PIN digest this is. */
export function staffByPin(db: Kysely<DB>, storeId: string, pinHash: string) {
  return db
    .selectFrom("staff")
    .select(["id", "name", "store_id", "user_id"])
    .where("store_id", "=", storeId)
    .where("pin_hash", "=", pinHash)
    .where("status", "=", "active")
    .executeTakeFirst();
}

/** The store's active staff with whether each is clocked in, on a break, and has a PIN. */
export function kioskRoster(db: Kysely<DB>, storeId: string) {
  return db
    .selectFrom("staff as s")
    .leftJoin("employee_time_entries as e", (join) =>
      join.onRef("e.employee_id", "=", "s.id").on("e.clock_out_time", "is", null),
    )
    .leftJoin("time_entry_breaks as b", (join) =>
      join.onRef("b.entry_id", "=", "e.id").on("b.end_time", "is", null),
    )
    .select(["s.id", "s.name", "s.position", "s.pin_hash", "e.id as entry_id", "b.id as break_id"])
    .where("s.store_id", "=", storeId)
    .where("s.status", "=", "active")
    .orderBy("s.name")
    .limit(500)
    .execute();
}
