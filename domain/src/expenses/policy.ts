/** The expenses policy: the shared transaction rules, with accounting's own delete refusal. */
import { transactionPolicy } from "../transactions/policy.ts";
import { EXPENSE_MESSAGES } from "./messages.ts";

export const EXPENSE_POLICY = transactionPolicy("expenses", EXPENSE_MESSAGES.accountingCannotDeleteExpenses);
