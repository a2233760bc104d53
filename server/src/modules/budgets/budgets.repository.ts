import type { StoreScope } from "@storeops/domain";
import { type Kysely, sql } from "kysely";
import { storesSql } from "../../aggregates/stores.ts";
import type { DB } from "../../db/database.ts";
import { newId, nowIso } from "../../ids.ts";

/** A budget to keep: store, month, line and cents (null: none for that month and line). */
export interface BudgetValue {
  store_id: string;
  month: string;
  line: string;
  cents: number | null;
}

/** The stores of `scope` among `codes` (ignoring case), by lower-case code. */
export async function storesByCode(db: Kysely<DB>, scope: StoreScope, codes: readonly string[]) {
  if (codes.length === 0) return new Map<string, { id: string; code: string; name: string }>();
  const rows = await db
    .selectFrom("stores")
    .select(["id", "code", "name"])
    .where(sql<string>`lower(code)`, "in", [...new Set(codes.map((code) => code.toLowerCase()))])
    .where(storesSql("stores.id", scope))
    .execute();
  return new Map(
    rows.map((row) => [
      String(row.code).toLowerCase(),
      { id: row.id, code: String(row.code), name: String(row.name) },
    ]),
  );
}

/** The budgets of the stores from month `first` to `last` (YYYY-MM), in cents. */
export function budgetsOf(db: Kysely<DB>, storeIds: readonly string[], first: string, last: string) {
  if (storeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("budgets")
    .select(["store_id", "month", "line", "amount"])
    .where("store_id", "in", [...storeIds])
    .where("month", ">=", first)
    .where("month", "<=", last)
    .orderBy("month")
    .orderBy("line")
    .execute();
}

/**
 * Keeps each budget (inserted, or its amount changed in place by the unique index of store, month
 * and line, so two saves at once never make two rows) or removes it when its cents are null.
 */
export async function keepBudgets(trx: Kysely<DB>, values: readonly BudgetValue[], userId: string) {
  const now = nowIso();
  for (const value of values) {
    const key = { store_id: value.store_id, month: value.month, line: value.line };
    if (value.cents === null) {
      await trx
        .deleteFrom("budgets")
        .where("store_id", "=", key.store_id)
        .where("month", "=", key.month)
        .where("line", "=", key.line)
        .execute();
      continue;
    }
    await trx
      .insertInto("budgets")
      .values({
        id: newId(),
        created_at: now,
        updated_at: now,
        ...key,
        amount: value.cents,
        created_by: userId,
      })
      .onConflict((conflict) =>
        conflict
          .columns(["store_id", "month", "line"])
          .doUpdateSet({ amount: value.cents ?? 0, updated_at: now }),
      )
      .execute();
  }
}
