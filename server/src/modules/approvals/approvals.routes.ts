import { APPROVAL_TABLES, ZApprovalPathAnswer, ZDelegateCandidates } from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../access/actor.ts";
import { approvalPath } from "./approvals.service.ts";
import { delegateCandidates } from "./delegates.service.ts";

/** The approvals module's own calls beside its two tables on the generic front. */
export async function approvalsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/approvals/delegates",
    {
      schema: {
        tags: ["approvals"],
        description:
          "Who may hold the caller's approvals: other active users whose role approves and who reach every store the caller reaches (none for a role that does not approve).",
        response: { 200: ZDelegateCandidates },
      },
    },
    (request) => delegateCandidates(app.db, requireActor(request)),
  );
  app.get(
    "/approvals/:table/:id",
    {
      schema: {
        tags: ["approvals"],
        description:
          "A purchase's, expense's or cash-up's approval path (`table`: purchases, expenses, cash_ups): the rule it was given, each step with who approved or rejected it, when and on behalf of whom, and who the current step waits for. A cash-up approved as it was submitted (within its store's tolerance) has the usual single step, not needed. 404 outside the caller's stores.",
        params: z.object({ table: z.enum(APPROVAL_TABLES), id: z.string().min(1) }),
        response: { 200: ZApprovalPathAnswer },
      },
    },
    (request) => approvalPath(app.db, requireActor(request), request.params.table, request.params.id),
  );
}
