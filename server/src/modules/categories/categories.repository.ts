import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/database.ts";

/** The SQL of the categories module (docs/decisions.md, Categories). */

interface CategoryKey {
  id?: string;
  name: string;
  kind: string;
  industry_id: string | null;
}

/**
 * Another category a store would see under the same name and kind, ignoring case: one of the
 * same industry, or any of an industry's own against one for every industry (and the reverse).
 */
export async function findNameClash(db: Kysely<DB>, key: CategoryKey): Promise<boolean> {
  let query = db
    .selectFrom("categories")
    .select("id")
    .where("kind", "=", key.kind)
    .where(sql<boolean>`lower(name) = lower(${key.name})`);
  if (key.industry_id !== null) {
    const industryId = key.industry_id;
    query = query.where((eb) => eb.or([eb("industry_id", "=", industryId), eb("industry_id", "is", null)]));
  }
  if (key.id) query = query.where("id", "<>", key.id);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** The records each kind of category is kept on, by name (docs/decisions.md, Categories). */
const RECORDS_OF_KIND: Record<string, "expenses" | "purchases"> = {
  expense: "expenses",
  purchase: "purchases",
};

/** Whether a record of the category's kind names it in a store it applies to. */
export async function isCategoryInUse(db: Kysely<DB>, category: CategoryKey): Promise<boolean> {
  const table = RECORDS_OF_KIND[category.kind];
  if (table === undefined) return false;
  let query = db
    .selectFrom(`${table} as r` as "expenses as r")
    .select("r.id")
    .where("r.category", "=", category.name);
  if (category.industry_id !== null) {
    const industryId = category.industry_id;
    query = query.innerJoin("stores as s", "s.id", "r.store_id").where("s.industry_id", "=", industryId);
  }
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

export async function industryExists(db: Kysely<DB>, id: string): Promise<boolean> {
  const row = await db.selectFrom("industries").select("id").where("id", "=", id).executeTakeFirst();
  return row !== undefined;
}

/**
 * The stored name of the active category of the kind, matched ignoring case, that applies to the
 * store's industry (its own or every industry's); undefined when the store is offered none such.
 */
export async function findOfferedCategory(
  db: Kysely<DB>,
  kind: string,
  storeId: string | null,
  name: string,
): Promise<string | undefined> {
  const industry = storeId
    ? await db.selectFrom("stores").select("industry_id").where("id", "=", storeId).executeTakeFirst()
    : undefined;
  const industryId = industry?.industry_id ?? null;
  const row = await db
    .selectFrom("categories")
    .select("name")
    .where("kind", "=", kind)
    .where("active", "=", 1)
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .where((eb) =>
      industryId === null
        ? eb("industry_id", "is", null)
        : eb.or([eb("industry_id", "is", null), eb("industry_id", "=", industryId)]),
    )
    .limit(1)
    .executeTakeFirst();
  return row?.name;
}

/**
 * Each store's offered categories of a kind, as `findOfferedCategory` offers them (active, the
 * store's industry's own or every industry's), by lower-case name, spelled as the category spells
 * it: read in one query for a whole import (docs/decisions.md, Imports).
 */
export async function offeredCategoriesByStore(
  db: Kysely<DB>,
  kind: string,
  stores: readonly { id: string; industry_id: string | null }[],
): Promise<Map<string, Map<string, string>>> {
  const categories = await db
    .selectFrom("categories")
    .select(["name", "industry_id"])
    .where("kind", "=", kind)
    .where("active", "=", 1)
    .execute();
  const byStore = new Map<string, Map<string, string>>();
  for (const store of stores) {
    const offered = new Map<string, string>();
    for (const category of categories)
      if (category.industry_id === null || category.industry_id === store.industry_id)
        offered.set(category.name.toLowerCase(), category.name);
    byStore.set(store.id, offered);
  }
  return byStore;
}
