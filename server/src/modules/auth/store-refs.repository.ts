import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import type { StoreRef } from "./user.presenter.ts";

export async function findStoreRef(db: Kysely<DB>, storeId: string | null): Promise<StoreRef | null> {
  if (!storeId) return null;
  const row = await db
    .selectFrom("stores")
    .select(["id", "code", "name"])
    .where("id", "=", storeId)
    .executeTakeFirst();
  return row ? { id: String(row.id), code: String(row.code), name: String(row.name) } : null;
}

export async function findStoreByCode(db: Kysely<DB>, code: string): Promise<StoreRef | null> {
  const row = await db
    .selectFrom("stores")
    .select(["id", "code", "name"])
    .where((eb) => eb(eb.fn("upper", ["code"]), "=", code.trim().toUpperCase()))
    .executeTakeFirst();
  return row ? { id: String(row.id), code: String(row.code), name: String(row.name) } : null;
}

export async function listActiveStoreRefs(db: Kysely<DB>): Promise<StoreRef[]> {
  const rows = await db
    .selectFrom("stores")
    .select(["id", "code", "name"])
    .where("status", "=", "active")
    .orderBy("code")
    .execute();
  return rows.map((row) => ({ id: String(row.id), code: String(row.code), name: String(row.name) }));
}
