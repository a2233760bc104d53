import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";

/** The store's daily income record of `date` other than `exceptId`, if any (at most one: migration 027). */
export async function incomeOfDay(db: Kysely<DB>, storeId: string, date: string, exceptId?: string) {
  let query = db
    .selectFrom("daily_income")
    .select("id")
    .where("store_id", "=", storeId)
    .where("date", "=", date);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return query.executeTakeFirst();
}
