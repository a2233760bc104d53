import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";

/** The vendor a purchase's vendor name matches, ignoring case (PRODUCT.md §8 Vendors). */
export async function vendorIdByName(db: Kysely<DB>, vendor: unknown): Promise<string | null> {
  if (typeof vendor !== "string") return null;
  const row = await db
    .selectFrom("vendors")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["name"]), "=", vendor.trim().toLowerCase()))
    .executeTakeFirst();
  return row ? String(row.id) : null;
}
