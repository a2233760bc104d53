import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../plugins/auth.ts";
import { expenseSummary, findDuplicatePurchases, purchaseSummary } from "./summary.service.ts";

const card = z.object({ amount: z.number(), count: z.number() });
const scope = z.enum(["store", "stores", "all"]);
const storeQuery = z.object({ store_id: z.string().optional() });

export async function transactionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ["purchases and expenses"];

  app.get(
    "/purchases/summary",
    {
      schema: {
        tags,
        description: "Today's Purchases, Pending Payments, Open Checks and the store or all-stores total.",
        querystring: storeQuery,
        response: {
          200: z.object({ today: card, pending_payments: card, open_checks: card, total: card, scope }),
        },
      },
    },
    async (request) => purchaseSummary(app.db, requireActor(request), request.query.store_id),
  );

  app.get(
    "/expenses/summary",
    {
      schema: {
        tags,
        description: "Today's Expenses, Pending Approval, Approved Items and the store or all-stores total.",
        querystring: storeQuery,
        response: { 200: z.object({ today: card, pending: card, approved: card, total: card, scope }) },
      },
    },
    async (request) => expenseSummary(app.db, requireActor(request), request.query.store_id),
  );

  app.get(
    "/purchases/duplicates",
    {
      schema: {
        tags,
        description:
          "Purchases in the store with the same vendor and invoice number: a warning, not a block.",
        querystring: z.object({
          store_id: z.string().min(1),
          vendor: z.string().min(1),
          invoice_no: z.string().min(1),
          exclude_id: z.string().optional(),
        }),
      },
    },
    async (request) => ({
      duplicates: await findDuplicatePurchases(app.db, requireActor(request), request.query),
    }),
  );
}
