import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";

export async function userRole(db: Kysely<DB>, userId: string): Promise<string | undefined> {
  const user = await db.selectFrom("users").select("role").where("id", "=", userId).executeTakeFirst();
  return user?.role;
}
