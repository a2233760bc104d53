import {
  type BudgetLine,
  MSG,
  parseBudgetCsv,
  type TBudgetGrid,
  type TBudgetGridQuery,
  type TBudgetGridSave,
  type TBudgetImportResult,
  toCents,
  toDollars,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { requireAccess } from "../../access/permissions.ts";
import { writeAudit } from "../../audit/audit.ts";
import type { DB } from "../../db/database.ts";
import { notFound } from "../../errors.ts";
import { type BudgetValue, budgetsOf, keepBudgets, storesByCode } from "./budgets.repository.ts";

const key = (row: { store_id: string; month: string; line: string }) =>
  `${row.store_id}|${row.month}|${row.line}`;

/** A store the caller reaches, or 404 (docs/decisions.md, Roles and the permission matrix). */
async function storeInScope(db: Kysely<DB>, actor: Actor, storeId: string) {
  if (actor.scope !== "all" && !actor.scope.includes(storeId)) throw notFound(MSG.storeNotFound);
  const store = await db
    .selectFrom("stores")
    .select(["id", "code", "name"])
    .where("id", "=", storeId)
    .executeTakeFirst();
  if (!store) throw notFound(MSG.storeNotFound);
  return store;
}

/** Who sets budgets sets, changes and removes them: all three rights (admin, accounting in its stores). */
function requireBudgetWrites(actor: Actor) {
  for (const verb of ["create", "update", "delete"] as const) requireAccess(actor, "budgets", verb);
}

/** GET /api/budgets/grid: a store's budgets of one year (docs/decisions.md, Budgets). */
export async function budgetGrid(
  db: Kysely<DB>,
  actor: Actor,
  query: TBudgetGridQuery,
): Promise<TBudgetGrid> {
  requireAccess(actor, "budgets", "read");
  await storeInScope(db, actor, query.store_id);
  const rows = await budgetsOf(db, [query.store_id], `${query.year}-01`, `${query.year}-12`);
  return {
    store_id: query.store_id,
    year: query.year,
    cells: rows.map((row) => ({
      month: row.month,
      line: row.line as BudgetLine,
      amount: toDollars(Number(row.amount)),
    })),
  };
}

/** PUT /api/budgets/grid: a store's year as the grid shows it, in one transaction and one audit entry. */
export async function saveBudgetGrid(
  db: Kysely<DB>,
  actor: Actor,
  body: TBudgetGridSave,
): Promise<TBudgetGrid> {
  requireBudgetWrites(actor);
  const store = await storeInScope(db, actor, body.store_id);
  await db.transaction().execute(async (trx) => {
    const before = new Map(
      (await budgetsOf(trx, [store.id], `${body.year}-01`, `${body.year}-12`)).map((row) => [
        key(row),
        Number(row.amount),
      ]),
    );
    const values: BudgetValue[] = body.cells.map((cell) => ({
      store_id: store.id,
      month: cell.month,
      line: cell.line,
      cents: cell.amount === null ? null : toCents(cell.amount),
    }));
    const changed = values.filter((value) => (before.get(key(value)) ?? null) !== value.cents);
    if (changed.length === 0) return;
    await keepBudgets(trx, changed, actor.user.id);
    await writeAudit(trx, actor.audit, {
      action: "UPDATE",
      targetTable: "budgets",
      targetId: store.id,
      description: `Saved ${changed.length} budgets of ${store.code} for ${body.year}`,
      changes: Object.fromEntries(
        changed.map((value) => [
          `${value.month} ${value.line}`,
          {
            before: before.has(key(value)) ? toDollars(before.get(key(value)) ?? 0) : null,
            after: value.cents === null ? null : toDollars(value.cents),
          },
        ]),
      ),
    });
  });
  return budgetGrid(db, actor, { store_id: store.id, year: body.year });
}

/**
 * POST /api/budgets/import (docs/decisions.md, Budgets): the CSV read and checked line by line
 * (stores by code among the caller's); a preview unless `dry_run` is false, and then saved all
 * or nothing: a file with any error saves no line.
 */
export async function importBudgets(
  db: Kysely<DB>,
  actor: Actor,
  body: { csv: string; dry_run: boolean },
): Promise<TBudgetImportResult> {
  requireBudgetWrites(actor);
  const parsed = parseBudgetCsv(body.csv);
  const stores = await storesByCode(
    db,
    actor.scope,
    parsed.rows.map((row) => row.store_code),
  );
  const errors = [...parsed.errors];
  const known = parsed.rows.flatMap((row) => {
    const store = stores.get(row.store_code.toLowerCase());
    if (store) return [{ ...row, store }];
    errors.push({ row: row.row, field: "store_code", message: MSG.budgetStoreUnknown });
    return [];
  });
  const months = known.map((row) => row.month).sort();
  const existing = new Map(
    (
      await budgetsOf(
        db,
        [...new Set(known.map((row) => row.store.id))],
        months[0] ?? "",
        months.at(-1) ?? "",
      )
    ).map((row) => [key(row), Number(row.amount)]),
  );
  const rows = known.map((row) => {
    const previous = existing.get(key({ store_id: row.store.id, month: row.month, line: row.line }));
    const action = previous === undefined ? "create" : previous === row.cents ? "same" : "update";
    return {
      row: row.row,
      store_code: row.store.code,
      store_name: row.store.name,
      month: row.month,
      line: row.line,
      amount: toDollars(row.cents),
      previous: previous === undefined ? null : toDollars(previous),
      action,
      store_id: row.store.id,
      cents: row.cents,
    } as const;
  });
  errors.sort((a, b) => a.row - b.row);
  const count = (action: string) => rows.filter((row) => row.action === action).length;
  const imported = !body.dry_run && errors.length === 0 && rows.length > 0;
  if (imported) {
    const changed = rows.filter((row) => row.action !== "same");
    await db.transaction().execute(async (trx) => {
      await keepBudgets(trx, changed, actor.user.id);
      await writeAudit(trx, actor.audit, {
        action: "CREATE",
        targetTable: "budgets",
        description: `Imported ${rows.length} budgets (${count("create")} new, ${count("update")} changed)`,
      });
    });
  }
  return {
    dry_run: body.dry_run,
    imported,
    rows: rows.map(({ store_id: _store, cents: _cents, ...row }) => row),
    errors,
    created: count("create"),
    updated: count("update"),
    unchanged: count("same"),
  };
}
