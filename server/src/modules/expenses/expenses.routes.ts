import { ZDuplicateExpenses, ZExpenseDuplicateQuery, ZExpenseSummary } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../access/actor.ts";
import { statusRoutes } from "../transactions/status.routes.ts";
import { storeQuery } from "../transactions/transactions.schemas.ts";
import { approveExpense, expenseSummary, findDuplicateExpenses, rejectExpense } from "./expenses.service.ts";

/** Expense Management's own calls beside the generic table: cards, duplicates and the status use cases. */
export async function expenseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/expenses/summary",
    {
      schema: {
        tags: ["expenses"],
        description:
          "Today's Expenses, Pending Approval, Approved Items and the total (which leaves out `total.excludes`). A store outside the caller's is 404.",
        querystring: storeQuery,
        response: { 200: ZExpenseSummary },
      },
    },
    (request) => expenseSummary(app.db, requireActor(request), request.query.store_id),
  );

  app.get(
    "/expenses/duplicates",
    {
      schema: {
        tags: ["expenses"],
        description:
          "Expenses a draft may duplicate, over the caller's stores, newest first, at most 10, each with its reasons: `invoice` (the same category, the description equal ignoring case and separators when the draft has one, the amount within 1 % and the date within 30 days; needs `amount`) and `file` (a file with the same SHA-256). A warning, never a block; a store outside the caller's is 404.",
        querystring: ZExpenseDuplicateQuery,
        response: { 200: ZDuplicateExpenses },
      },
    },
    async (request) => ({
      duplicates: await findDuplicateExpenses(app.db, requireActor(request), request.query),
    }),
  );

  statusRoutes(fastify, "expenses", { approve: approveExpense, reject: rejectExpense });
}
