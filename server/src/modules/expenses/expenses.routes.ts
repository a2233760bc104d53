import { ZExpenseSummary } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../access/actor.ts";
import { statusRoutes } from "../transactions/status.routes.ts";
import { storeQuery } from "../transactions/transactions.schemas.ts";
import { approveExpense, expenseSummary, rejectExpense } from "./expenses.service.ts";

/** Expense Management's own calls beside the generic table: cards and the status use cases. */
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

  statusRoutes(fastify, "expenses", { approve: approveExpense, reject: rejectExpense });
}
