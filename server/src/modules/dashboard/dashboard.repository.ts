import type { StoreScope } from "@storeops/domain";
import { type Kysely, sql } from "kysely";
import { storesSql } from "../../aggregates/stores.ts";
import { type DB, untyped } from "../../db/database.ts";

type CountedTable = "staff" | "industries" | "users";

/** Rows of a table, within the stores of `scope` when given. */
export async function countRows(
  db: Kysely<DB>,
  table: CountedTable,
  scope: StoreScope | null,
): Promise<number> {
  let query = untyped(db).selectFrom(table).select(sql<number>`count(*)`.as("n"));
  if (scope) query = query.where(storesSql("store_id", scope));
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function storesInScope(db: Kysely<DB>, scope: StoreScope) {
  return db
    .selectFrom("stores")
    .leftJoin("industries", "industries.id", "stores.industry_id")
    .select([
      "stores.id as id",
      "stores.name as name",
      "stores.code as code",
      "stores.status as status",
      "stores.monthly_target as monthly_target",
      "stores.industry_id as industry_id",
      "industries.name as industry",
    ])
    .where(storesSql("stores.id", scope))
    .orderBy("stores.name")
    .execute();
}
