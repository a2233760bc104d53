import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/database.ts";

/** True when the database answers a trivial query. */
export async function databaseAnswers(db: Kysely<DB>): Promise<boolean> {
  return sql`select 1`
    .execute(db)
    .then(() => true)
    .catch(() => false);
}

/** The store's IANA time zone; UTC when there is no store or it has none. */
export async function findStoreTimezone(db: Kysely<DB>, storeId: string | null): Promise<string> {
  if (!storeId) return "UTC";
  return (await findStoreZone(db, storeId)) ?? "UTC";
}

/** The store's IANA time zone (UTC when it has none); undefined when there is no such store. */
export async function findStoreZone(db: Kysely<DB>, storeId: string): Promise<string | undefined> {
  const row = await db.selectFrom("stores").select("timezone").where("id", "=", storeId).executeTakeFirst();
  if (!row) return undefined;
  return typeof row.timezone === "string" && row.timezone ? row.timezone : "UTC";
}
