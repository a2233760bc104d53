import type { StoreScope } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";

/** The SQL of shift swaps (docs/decisions.md, Schedules). */

function swapQuery(db: Kysely<DB>) {
  return db
    .selectFrom("shift_swaps as w")
    .innerJoin("shifts as s", "s.id", "w.shift_id")
    .leftJoin("staff as f", "f.id", "w.from_employee_id")
    .leftJoin("staff as t", "t.id", "w.to_employee_id")
    .select([
      "w.id",
      "w.store_id",
      "w.shift_id",
      "w.from_employee_id",
      "f.name as from_employee_name",
      "w.to_employee_id",
      "t.name as to_employee_name",
      "w.status",
      "w.note",
      "w.reason",
      "w.created_at",
      "w.updated_at",
      "w.accepted_at",
      "w.decided_at",
      "s.shift_date",
      "s.start_time",
      "s.end_time",
      "s.start_at",
      "s.end_at",
      "s.position",
      "s.hours",
      "s.employee_id as shift_employee_id",
      "f.position as from_position",
    ]);
}

export type SwapRow = NonNullable<Awaited<ReturnType<typeof swapById>>>;

/** One swap with its shift and people, or undefined. */
export function swapById(db: Kysely<DB>, id: string) {
  return swapQuery(db).where("w.id", "=", id).executeTakeFirst();
}

/** The swaps of the stores (one, or the caller's), newest first; at most 200. */
export async function swapsOf(db: Kysely<DB>, scope: StoreScope, storeId?: string, status?: string) {
  let query = swapQuery(db);
  if (storeId) query = query.where("w.store_id", "=", storeId);
  else if (scope !== "all") {
    if (scope.length === 0) return [];
    query = query.where("w.store_id", "in", [...scope]);
  }
  if (status) query = query.where("w.status", "=", status);
  return query.orderBy("w.created_at", "desc").orderBy("w.id", "desc").limit(200).execute();
}
