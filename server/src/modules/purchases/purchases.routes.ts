import { ZDuplicatePurchases, ZDuplicateQuery, ZPurchaseSummary } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../access/actor.ts";
import { statusRoutes } from "../transactions/status.routes.ts";
import { storeQuery } from "../transactions/transactions.schemas.ts";
import {
  approvePurchase,
  findDuplicatePurchases,
  markPurchasePaid,
  purchaseSummary,
  rejectPurchase,
} from "./purchases.service.ts";

const tags = ["purchases"];

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
        response: { 200: ZPurchaseSummary },
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
          "Purchases a draft may duplicate, over the caller's stores, newest first, at most 10, each with its reasons: `invoice` (the same vendor or one of its aliases, the invoice number equal ignoring case, spaces, dashes and leading zeros, the amount within 1 % and the date within 30 days) and `file` (a file with the same SHA-256). A warning, never a block; a store outside the caller's is 404.",
        querystring: ZDuplicateQuery,
        response: { 200: ZDuplicatePurchases },
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
