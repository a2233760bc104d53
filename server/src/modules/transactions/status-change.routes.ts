import { RECORD_ACTIONS, ZRejectAction, ZStatusAction } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../plugins/auth.ts";
import { approveExpense, rejectExpense } from "../expenses/expenses.service.ts";
import { approvePurchase, markPurchasePaid, rejectPurchase } from "../purchases/purchases.service.ts";

const params = z.object({ id: z.string().min(1) });
/** The updated record, shaped like a list row. */
const record = z
  .object({ id: z.string(), status: z.string(), allowed_actions: z.array(z.enum(RECORD_ACTIONS)) })
  .loose();
const errors =
  "404 outside the caller's stores; 409 `invalid_transition` when the record is not in the required status.";

/** Explicit routes of the named status changes; the generic PATCH of `status` reaches the same use cases. */
export async function statusChangeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, dialect: app.dialect };
  const action = (tag: string, description: string, body: z.ZodType) => ({
    schema: {
      tags: [tag],
      description: `${description} ${errors}`,
      params,
      body: body.optional(),
      response: { 200: record },
    },
  });

  app.post(
    "/purchases/:id/approve",
    action("purchases", "Approve a pending purchase.", ZStatusAction),
    (request) => approvePurchase(deps, requireActor(request), request.params.id, request.body),
  );
  app.post(
    "/purchases/:id/reject",
    action("purchases", "Reject a pending purchase with a reason.", ZRejectAction),
    (request) => rejectPurchase(deps, requireActor(request), request.params.id, request.body),
  );
  app.post(
    "/purchases/:id/pay",
    action("purchases", "Mark an approved purchase paid (admin, accounting).", ZStatusAction),
    (request) => markPurchasePaid(deps, requireActor(request), request.params.id, request.body),
  );
  app.post(
    "/expenses/:id/approve",
    action("expenses", "Approve a pending expense.", ZStatusAction),
    (request) => approveExpense(deps, requireActor(request), request.params.id, request.body),
  );
  app.post(
    "/expenses/:id/reject",
    action("expenses", "Reject a pending expense with a reason.", ZRejectAction),
    (request) => rejectExpense(deps, requireActor(request), request.params.id, request.body),
  );
}
