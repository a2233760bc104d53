/**
 * The kiosk clock (issue #30): tablets registered to a store by an admin or its manager, where the
 * store's staff clock in and out and take breaks by PIN (kiosk-clock.ts), at the server's time in
 * the store's zone.
 * A PIN is kept as a keyed digest of the store and the PIN (auth/totp-key.ts keyedDigest), so it
 * names one person of its store; five wrong PINs in a row lock the device for 15 minutes. Every
 * punch and every wrong PIN is audited with the device's name.
 */
import { createHash, randomBytes } from "node:crypto";
import { MSG, reachesStore } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { writeAudit } from "../../audit/audit.ts";
import type { DB } from "../../db/database.ts";
import { badRequest, conflict, forbidden, notFound } from "../../errors.ts";
import { newId, nowIso } from "../../ids.ts";
import { keyedDigest } from "../auth/totp-key.ts";
import { findDevice, listDevices } from "./kiosk.repository.ts";

const DEVICES = "kiosk_devices";

/** The digest a PIN of a store is kept as. */
export const pinDigest = (db: Kysely<DB>, storeId: string, pin: string) =>
  keyedDigest(db, "kiosk pin", `${storeId}\n${pin}`);

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Admins for any store, store managers for theirs; everyone else is refused. */
export function requireKioskManager(actor: Actor, storeId: string | null | undefined): void {
  if (actor.user.role !== "admin" && actor.user.role !== "store_manager")
    throw forbidden(MSG.kioskManagersOnly);
  if (storeId != null && !reachesStore(actor.scope, storeId)) throw notFound(MSG.storeNotFound);
}

/** Registers a kiosk for a store: its token is answered once and kept only as a digest. */
export async function registerDevice(
  db: Kysely<DB>,
  actor: Actor,
  input: { store_id: string; name: string },
) {
  requireKioskManager(actor, input.store_id);
  const store = await db
    .selectFrom("stores")
    .select("name")
    .where("id", "=", input.store_id)
    .executeTakeFirst();
  if (!store) throw notFound(MSG.storeNotFound);
  const token = `kiosk_${randomBytes(32).toString("base64url")}`;
  const id = newId();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("kiosk_devices")
      .values({
        id,
        store_id: input.store_id,
        name: input.name,
        token_hash: tokenHash(token),
        created_at: now,
        updated_at: now,
        created_by: actor.user.id,
      })
      .execute();
    await writeAudit(trx, actor.audit, {
      action: "CREATE",
      targetTable: DEVICES,
      targetId: id,
      description: `Registered kiosk ${input.name} for ${store.name}`,
      changes: { name: input.name, store_id: input.store_id },
    });
  });
  const device = await findDevice(db, id);
  if (!device) throw notFound(MSG.deviceNotFound);
  return { ...device, token };
}

export async function devicesOf(db: Kysely<DB>, actor: Actor, storeId: string | undefined) {
  requireKioskManager(actor, storeId);
  return listDevices(db, storeId ? [storeId] : actor.scope);
}

/** A kiosk the caller manages, or 404. */
async function managedDevice(db: Kysely<DB>, actor: Actor, id: string) {
  requireKioskManager(actor, null);
  const device = await findDevice(db, id);
  if (!device || !reachesStore(actor.scope, device.store_id)) throw notFound(MSG.deviceNotFound);
  return device;
}

export async function renameDevice(db: Kysely<DB>, actor: Actor, id: string, name: string) {
  const device = await managedDevice(db, actor, id);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("kiosk_devices").set({ name, updated_at: nowIso() }).where("id", "=", id).execute();
    await writeAudit(trx, actor.audit, {
      action: "UPDATE",
      targetTable: DEVICES,
      targetId: id,
      description: `Renamed kiosk ${device.name} to ${name}`,
      changes: { name: { before: device.name, after: name } },
    });
  });
  return { ...device, name };
}

/** Removes a kiosk: its token stops working at once. */
export async function revokeDevice(db: Kysely<DB>, actor: Actor, id: string) {
  const device = await managedDevice(db, actor, id);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("kiosk_devices")
      .set({ revoked_at: nowIso(), updated_at: nowIso() })
      .where("id", "=", id)
      .execute();
    await writeAudit(trx, actor.audit, {
      action: "DELETE",
      targetTable: DEVICES,
      targetId: id,
      description: `Removed kiosk ${device.name} of ${device.store_name ?? "a store"}`,
      changes: {},
    });
  });
  return device;
}

/** Sets (or, with null, removes) a staff record's PIN; one PIN per person of a store. */
async function storePin(
  db: Kysely<DB>,
  actor: Actor,
  staff: { id: string; name: string; store_id: string | null },
  pin: string | null,
) {
  if (!staff.store_id) throw badRequest(MSG.employeeNotInStore);
  const digest = pin === null ? null : pinDigest(db, staff.store_id, pin);
  try {
    await db.transaction().execute(async (trx) => {
      if (digest) {
        const taken = await trx
          .selectFrom("staff")
          .select("id")
          .where("store_id", "=", staff.store_id)
          .where("pin_hash", "=", digest)
          .where("id", "<>", staff.id)
          .executeTakeFirst();
        if (taken) throw conflict(MSG.pinTaken);
      }
      await trx
        .updateTable("staff")
        .set({ pin_hash: digest, updated_at: nowIso() })
        .where("id", "=", staff.id)
        .execute();
      await writeAudit(trx, actor.audit, {
        action: "UPDATE",
        targetTable: "staff",
        targetId: staff.id,
        description: digest ? `Set the kiosk PIN of ${staff.name}` : `Removed the kiosk PIN of ${staff.name}`,
        changes: { kiosk_pin: digest ? "set" : "removed" },
      });
    });
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    const unique =
      code === "23505" ||
      code === "SQLITE_CONSTRAINT_UNIQUE" ||
      (typeof message === "string" && message.includes("UNIQUE constraint failed"));
    throw unique ? conflict(MSG.pinTaken) : error;
  }
  return { message: digest ? MSG.pinSaved : MSG.pinRemoved };
}

/** One's own PIN, for one's staff record in the current store. */
export async function setOwnPin(db: Kysely<DB>, actor: Actor, pin: string | null) {
  if (!actor.currentStoreId) throw forbidden(MSG.storeContextMissing);
  const staff = await db
    .selectFrom("staff")
    .select(["id", "name", "store_id"])
    .where("user_id", "=", actor.user.id)
    .where("store_id", "=", actor.currentStoreId)
    .executeTakeFirst();
  if (!staff) throw forbidden(MSG.noStaffProfile);
  return storePin(db, actor, staff, pin);
}

/** An employee's PIN, set by an admin or the store's manager. */
export async function setStaffPin(db: Kysely<DB>, actor: Actor, staffId: string, pin: string | null) {
  requireKioskManager(actor, null);
  const staff = await db
    .selectFrom("staff")
    .select(["id", "name", "store_id"])
    .where("id", "=", staffId)
    .executeTakeFirst();
  if (!staff || !reachesStore(actor.scope, staff.store_id)) throw notFound(MSG.employeeNotFound);
  return storePin(db, actor, staff, pin);
}
