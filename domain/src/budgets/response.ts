/** The answers of the budgets' own calls (docs/decisions.md, Budgets). Money in dollars. */
import { z } from "zod";
import { BUDGET_LINES } from "./options.ts";

const ZBudgetCellAnswer = z.object({
  month: z.string().describe("YYYY-MM"),
  line: z.enum(BUDGET_LINES),
  amount: z.number().describe("dollars"),
});

/** GET|PUT /api/budgets/grid: a store's budgets of one year, one cell per month and line that has one. */
export const ZBudgetGrid = z.object({
  store_id: z.string(),
  year: z.number(),
  cells: z.array(ZBudgetCellAnswer),
});
export type TBudgetGrid = z.infer<typeof ZBudgetGrid>;

/** POST /api/budgets/import: each line read (with what saving it does), each error, and the counts. */
export const ZBudgetImportResult = z.object({
  dry_run: z.boolean().describe("true: a preview, nothing saved"),
  imported: z.boolean().describe("true when the lines were saved"),
  rows: z.array(
    z.object({
      row: z.number().describe("the line's number in the file; the header is 1"),
      store_code: z.string(),
      store_name: z.string(),
      month: z.string(),
      line: z.enum(BUDGET_LINES),
      amount: z.number().describe("dollars"),
      previous: z.number().nullable().describe("the budget it replaces, in dollars, or null"),
      action: z.enum(["create", "update", "same"]),
    }),
  ),
  errors: z.array(z.object({ row: z.number(), field: z.string(), message: z.string() })),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
});
export type TBudgetImportResult = z.infer<typeof ZBudgetImportResult>;
