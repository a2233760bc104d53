import {
  BUDGET_IMPORT_MAX_BYTES,
  ZBudgetGrid,
  ZBudgetGridQuery,
  ZBudgetGridSave,
  ZBudgetImport,
  ZBudgetImportResult,
} from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../access/actor.ts";
import { budgetGrid, importBudgets, saveBudgetGrid } from "./budgets.service.ts";

const tags = ["budgets"];
const SCOPE =
  "Admins and accounting (their stores) set budgets; the ceo and store managers (their stores) read them; another store is 404.";

/** Budgets (issue #31, item 5; docs/decisions.md, Budgets): a store's year as a grid, and a CSV import. */
export async function budgetsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/budgets/grid",
    {
      schema: {
        tags,
        description: `A store's budgets of one year: a cell per month and line that has one, in dollars. ${SCOPE}`,
        querystring: ZBudgetGridQuery,
        response: { 200: ZBudgetGrid },
      },
    },
    (request) => budgetGrid(app.db, requireActor(request), request.query),
  );

  app.put(
    "/budgets/grid",
    {
      schema: {
        tags,
        description: `Saves a store's year: each cell given is kept (a null amount removes it), in one transaction with one UPDATE audit entry; answers the year as saved. ${SCOPE}`,
        body: ZBudgetGridSave,
        response: { 200: ZBudgetGrid },
      },
    },
    (request) => saveBudgetGrid(app.db, requireActor(request), request.body),
  );

  app.post(
    "/budgets/import",
    {
      // The CSV (at most 2,000 lines, 256 KB) inside its JSON body.
      bodyLimit: BUDGET_IMPORT_MAX_BYTES * 2 + 1024,
      schema: {
        tags,
        description: `Imports budgets from CSV text (\`store_code,month,line,amount\`, one budget a line, at most 2,000 lines and 256 KB). With \`dry_run\` (the default) it only previews: each line with what saving it would do, and each line's errors. Without, it saves every line in one transaction when no line has an error, else nothing. ${SCOPE}`,
        body: ZBudgetImport,
        response: { 200: ZBudgetImportResult },
      },
    },
    (request) => importBudgets(app.db, requireActor(request), request.body),
  );
}
