import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";

/** Vendors a read receipt is matched against: the business's active vendors (a bounded list). */
export async function vendorNames(db: Kysely<DB>): Promise<{ id: string; name: string }[]> {
  return db
    .selectFrom("vendors")
    .select(["id", "name"])
    .where("status", "=", "active")
    .orderBy("name")
    .limit(5000)
    .execute();
}
