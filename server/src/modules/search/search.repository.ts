import { GLOBAL_SEARCH_CAP, type TableName } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB, Dialect } from "../../db/database.ts";
import type { Actor } from "../../plugins/auth.ts";
import { listRecords } from "../data/data.service.ts";

export interface SearchDeps {
  db: Kysely<DB>;
  dialect: Dialect;
}

/**
 * Rows of a table matching `text` over its searchable fields, at most the global cap. It goes
 * through the generic list so search sees exactly what the caller's list would: same row
 * policy, same store scope, same presenter (PRODUCT.md §2: search is scoped like lists).
 */
export async function findMatchingRows(
  deps: SearchDeps,
  actor: Actor,
  table: TableName,
  text: string,
  columns: string,
): Promise<Record<string, unknown>[]> {
  const { rows } = await listRecords(deps, actor, table, {
    q: text,
    select: columns,
    limit: String(GLOBAL_SEARCH_CAP),
  });
  return rows;
}
