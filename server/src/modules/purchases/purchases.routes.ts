import { rowSchema } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../access/actor.ts";
import { statusRoutes } from "../transactions/status.routes.ts";
import { card, storeQuery, summaryScope, totalCard } from "../transactions/transactions.schemas.ts";
import {
  approvePurchase,
  findDuplicatePurchases,
  markPurchasePaid,
  purchaseSummary,
  rejectPurchase,
} from "./purchases.service.ts";

const tags = ["purchases"];
const duplicate = rowSchema("purchases").pick({
  id: true,
  invoice_no: true,
  vendor: true,
  amount: true,
  purchase_date: true,
  status: true,
});

/** Purchase Management's own calls beside the generic table: cards, duplicates and the status use cases. */
export async function purchaseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/purchases/summary",
    {
      schema: {
        tags,
        description:
          "Today's Purchases, Pending Payments, Open Checks and the total (which leaves out `total.excludes`). A store outside the caller's is 404.",
        querystring: storeQuery,
        response: {
          200: z.object({
            today: card,
            pending_payments: card,
            open_checks: card,
            total: totalCard,
            scope: summaryScope,
          }),
        },
      },
    },
    (request) => purchaseSummary(app.db, requireActor(request), request.query.store_id),
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
        response: { 200: z.object({ duplicates: z.array(duplicate) }) },
      },
    },
    async (request) => ({
      duplicates: await findDuplicatePurchases(app.db, requireActor(request), request.query),
    }),
  );

  statusRoutes(fastify, "purchases", {
    approve: approvePurchase,
    reject: rejectPurchase,
    pay: markPurchasePaid,
  });
}
