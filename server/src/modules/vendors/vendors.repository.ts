import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { nowIso } from "../../ids.ts";

/** A name as vendors' names and aliases are compared: trimmed, ignoring case. */
export const nameKey = (name: string) => name.trim().toLowerCase();

/** Whether another vendor than `vendorId` goes by this name, as its name or one of its aliases. */
export async function nameTakenByAnother(db: Kysely<DB>, key: string, vendorId: string): Promise<boolean> {
  const [byName, byAlias] = await Promise.all([
    db
      .selectFrom("vendors")
      .select("id")
      .where((eb) => eb(eb.fn("lower", ["name"]), "=", key))
      .where("id", "!=", vendorId)
      .executeTakeFirst(),
    db
      .selectFrom("vendor_aliases")
      .select("vendor_id")
      .where("name_key", "=", key)
      .where("vendor_id", "!=", vendorId)
      .executeTakeFirst(),
  ]);
  return byName !== undefined || byAlias !== undefined;
}

/**
 * Makes the vendor's rows of vendor_aliases its list. Answers false when another vendor took one
 * of the names meanwhile (the key is the table's primary key).
 */
export async function replaceAliases(
  db: Kysely<DB>,
  vendorId: string,
  aliases: readonly string[],
): Promise<boolean> {
  await db.deleteFrom("vendor_aliases").where("vendor_id", "=", vendorId).execute();
  const createdAt = nowIso();
  for (const name of aliases) {
    const result = await db
      .insertInto("vendor_aliases")
      .values({ name_key: nameKey(name), vendor_id: vendorId, name, created_at: createdAt })
      .onConflict((oc) => oc.column("name_key").doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  }
  return true;
}

/** Forgets the vendor's aliases (the vendor is deleted). */
export async function deleteAliases(db: Kysely<DB>, vendorId: string): Promise<void> {
  await db.deleteFrom("vendor_aliases").where("vendor_id", "=", vendorId).execute();
}

/**
 * Moves a vendor's purchases to another (its id and its name): those linked to it, and those
 * under its name with no vendor linked. Answers how many moved.
 */
export async function movePurchases(
  db: Kysely<DB>,
  from: { id: string; name: string },
  into: { id: string; name: string },
): Promise<number> {
  const result = await db
    .updateTable("purchases")
    .set({ vendor_id: into.id, vendor: into.name })
    .where((eb) =>
      eb.or([
        eb("vendor_id", "=", from.id),
        eb.and([eb("vendor_id", "is", null), eb(eb.fn("lower", ["vendor"]), "=", nameKey(from.name))]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
