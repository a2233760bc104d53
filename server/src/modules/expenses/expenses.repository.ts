import { DUPLICATE_LIMIT } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Condition } from "../../access/store-scope.ts";
import { cardOf, counted, statusIn, type TransactionTotals } from "../../aggregates/transaction-totals.ts";
import type { DB } from "../../db/database.ts";
import type { DraftFacts } from "../transactions/duplicate-draft.ts";

/** The four cards of Expense Management from the totals (today = each store's today). */
export function expenseCards({ allTime, today }: TransactionTotals) {
  return {
    today: cardOf(today, counted),
    pending: cardOf(allTime, statusIn("pending")),
    approved: cardOf(allTime, statusIn("approved")),
    total: cardOf(allTime, counted),
  };
}

/** Rows the category, amount and date rule reads before the descriptions are compared. */
const DESCRIPTION_WINDOW = 200;

/** The expenses within `scope` (leaving one out), with the store's name, newest first. */
function candidates(db: Kysely<DB>, scope: Condition | undefined, excludeId: string | undefined) {
  let query = db
    .selectFrom("expenses")
    .leftJoin("stores", "stores.id", "expenses.store_id")
    .select([
      "expenses.id",
      "expenses.store_id",
      "stores.name as store_name",
      "expenses.description",
      "expenses.category",
      "expenses.amount",
      "expenses.expense_date",
      "expenses.status",
      "expenses.created_at",
    ])
    .orderBy("expenses.expense_date", "desc")
    .orderBy("expenses.created_at", "desc");
  if (scope) query = query.where(scope);
  if (excludeId) query = query.where("expenses.id", "!=", excludeId);
  return query;
}

/**
 * The same expense typed again (docs/decisions.md, Duplicate bills): its category, the amount
 * within its range and the date within its days (the index of category, amount and date); the
 * caller compares the descriptions.
 */
export async function expensesLike(
  db: Kysely<DB>,
  facts: DraftFacts & { amount: { min: number; max: number } },
  category: string,
) {
  return candidates(db, facts.scope, facts.excludeId)
    .where("expenses.category", "=", category)
    .where("expenses.amount", ">=", facts.amount.min)
    .where("expenses.amount", "<=", facts.amount.max)
    .where("expenses.expense_date", ">=", facts.dates.from)
    .where("expenses.expense_date", "<=", facts.dates.to)
    .limit(DESCRIPTION_WINDOW)
    .execute();
}

/** The expenses holding one of the draft's files. */
export async function expensesByFile(db: Kysely<DB>, facts: DraftFacts) {
  if (facts.fileOwners.length === 0) return [];
  return candidates(db, facts.scope, facts.excludeId)
    .where("expenses.id", "in", facts.fileOwners)
    .limit(DUPLICATE_LIMIT)
    .execute();
}
