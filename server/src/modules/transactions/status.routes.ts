import {
  type StatusAction,
  type TransactionTable,
  ZBulkAnswer,
  ZBulkApprove,
  ZBulkReject,
} from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../access/actor.ts";
import { changeStatuses } from "./bulk-status.service.ts";
import type { statusUseCase } from "./status-change.service.ts";
import { statusActionSchema } from "./transactions.schemas.ts";

type UseCase = ReturnType<typeof statusUseCase>;

const SINGULAR = { purchases: "purchase", expenses: "expense" } as const;

function describeAction(table: TransactionTable, action: StatusAction): string {
  const thing = SINGULAR[table];
  if (action === "approve") return `Approve a pending ${thing}.`;
  if (action === "reject") return `Reject a pending ${thing} with a reason.`;
  return `Mark an approved ${thing} paid (admin, accounting).`;
}

/** `POST /{table}/{id}/{action}` for each named status use case of a table. */
export function statusRoutes(
  fastify: FastifyInstance,
  table: TransactionTable,
  useCases: Partial<Record<StatusAction, UseCase>>,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, dialect: app.dialect };
  for (const [action, useCase] of Object.entries(useCases) as [StatusAction, UseCase][]) {
    app.post(
      `/${table}/:id/${action}`,
      { schema: statusActionSchema(table, describeAction(table, action), action === "reject") },
      (request) => useCase(deps, requireActor(request), request.params.id, request.body),
    );
    if (action === "pay") continue;
    app.post(
      `/${table}/${action}`,
      {
        schema: {
          tags: [table],
          description: `${action === "approve" ? "Approve" : "Reject"} up to 200 ${table} at once (docs/decisions.md, Approvals): each id under the same rules as its own route, in its own transaction; a result per id.`,
          body: action === "reject" ? ZBulkReject : ZBulkApprove,
          response: { 200: ZBulkAnswer },
        },
      },
      (request) => changeStatuses(deps, requireActor(request), table, action, request.body),
    );
  }
}
