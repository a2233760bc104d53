import {
  descriptionKey,
  type TDuplicateExpenses,
  type TExpenseDuplicateQuery,
  type TExpenseSummary,
  toDollars,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import type { DB } from "../../db/database.ts";
import { draftFacts, mergeCandidates } from "../transactions/duplicate-draft.ts";
import { statusUseCase } from "../transactions/status-change.service.ts";
import { summaryCards } from "../transactions/summary-scope.ts";
import { expenseCards, expensesByFile, expensesLike } from "./expenses.repository.ts";

/** Approve a pending expense (admin; accounting and store managers in their stores). */
export const approveExpense = statusUseCase("expenses", "approve");

/** Reject a pending expense with a reason. */
export const rejectExpense = statusUseCase("expenses", "reject");

/** The four cards of Expense Management over the caller's stores (or one of them). */
export function expenseSummary(db: Kysely<DB>, actor: Actor, storeId?: string): Promise<TExpenseSummary> {
  return summaryCards(db, actor, "expenses", storeId, expenseCards);
}

/**
 * The expenses a draft may duplicate, over the caller's stores (docs/decisions.md, Duplicate
 * bills): the same category, the description equal ignoring case and separators (when the draft
 * has one), the amount within 1 % and the date within 30 days (a draft without an amount matches
 * by its files only), or one of its files. A warning, never a block.
 */
export async function findDuplicateExpenses(
  db: Kysely<DB>,
  actor: Actor,
  input: TExpenseDuplicateQuery,
): Promise<TDuplicateExpenses["duplicates"]> {
  const facts = await draftFacts(db, actor, "expenses", input, input.expense_date);
  const { amount } = facts;
  const described = input.description ? descriptionKey(input.description) : undefined;
  const [alike, byFile] = await Promise.all([
    amount ? expensesLike(db, { ...facts, amount }, input.category) : [],
    expensesByFile(db, facts),
  ]);
  const byInvoice = alike.filter(
    (row) => described === undefined || descriptionKey(row.description ?? "") === described,
  );
  return mergeCandidates(byInvoice, byFile, (row) => row.expense_date).map((row) => ({
    ...row,
    amount: toDollars(row.amount),
  }));
}
