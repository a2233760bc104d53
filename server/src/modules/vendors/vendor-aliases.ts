import { MSG } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { badRequest, conflict } from "../../errors.ts";
import { nameKey, nameTakenByAnother, replaceAliases } from "./vendors.repository.ts";

/** A stored JSON list of aliases (or a list already parsed) as names. */
export function aliasList(value: unknown): string[] {
  const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === "string") : [];
}

/** The aliases as kept: trimmed, each once ignoring case, none equal to the vendor's own name. */
export function cleanAliases(aliases: readonly string[], ownName: string): string[] {
  const seen = new Set([nameKey(ownName)]);
  const kept: string[] = [];
  for (const alias of aliases) {
    const name = alias.trim();
    if (!name || seen.has(nameKey(name))) continue;
    seen.add(nameKey(name));
    kept.push(name);
  }
  return kept;
}

const taken = (field: "name" | "aliases") =>
  badRequest(MSG.vendorAliasTaken, { fields: { [field]: [MSG.vendorAliasTaken] } });

/**
 * Checks a vendor's name and aliases against every other vendor's name and aliases (docs/decisions.md,
 * Duplicate bills: a name belongs to one vendor) and keeps its aliases' index. Another vendor's
 * name may equal this one's (names were never unique), but not one of its aliases.
 */
export async function saveAliases(
  db: Kysely<DB>,
  vendor: { id: string; name: string; nameChanged: boolean; isNew?: boolean },
  aliases: readonly string[] | undefined,
): Promise<void> {
  if (vendor.nameChanged) {
    const key = nameKey(vendor.name);
    const alias = await db
      .selectFrom("vendor_aliases")
      .select("vendor_id")
      .where("name_key", "=", key)
      .where("vendor_id", "!=", vendor.id)
      .executeTakeFirst();
    if (alias) throw taken("name");
  }
  // A new vendor has no aliases kept yet: none to replace (an import's 100,000 vendors each skip a delete).
  if (aliases === undefined || (vendor.isNew && aliases.length === 0)) return;
  for (const alias of aliases)
    if (await nameTakenByAnother(db, nameKey(alias), vendor.id)) throw taken("aliases");
  if (!(await replaceAliases(db, vendor.id, aliases))) throw conflict(MSG.vendorAliasTaken);
}
