/**
 * Budgets (docs/decisions.md, Budgets): an amount in dollars per store, month and line. The grid
 * saves a store's year at once; the import reads a CSV of `store_code,month,line,amount`.
 */
import { z } from "zod";
import { id, money } from "../shared/fields.ts";
import { BUDGET_MESSAGES } from "./messages.ts";
import { BUDGET_FIRST_YEAR, BUDGET_IMPORT_MAX_BYTES, BUDGET_LAST_YEAR, BUDGET_LINES } from "./options.ts";

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether `text` is a month YYYY-MM of a year a budget may be for. */
export function isBudgetMonth(text: string): boolean {
  const match = MONTH.exec(text);
  const year = Number(match?.[1]);
  return match !== null && year >= BUDGET_FIRST_YEAR && year <= BUDGET_LAST_YEAR;
}

/** A calendar month, YYYY-MM. */
export const budgetMonth = (message: string = BUDGET_MESSAGES.budgetMonthInvalid) =>
  z.string({ error: message }).trim().refine(isBudgetMonth, { error: message });

const line = () => z.enum(BUDGET_LINES, { error: BUDGET_MESSAGES.budgetLineInvalid });
const year = () =>
  z.coerce
    .number({ error: BUDGET_MESSAGES.budgetMonthInvalid })
    .int()
    .min(BUDGET_FIRST_YEAR)
    .max(BUDGET_LAST_YEAR);

export const ZBudgetCreate = z.strictObject({
  store_id: id(),
  month: budgetMonth(),
  line: line(),
  amount: money("Budget"),
});

/** A budget's amount changes; its store, month and line stay (delete it and add another). */
export const ZBudgetUpdate = z.strictObject({ amount: money("Budget") }).partial();

/** GET /api/budgets/grid: one store's year. */
export const ZBudgetGridQuery = z.strictObject({ store_id: id(), year: year() });
export type TBudgetGridQuery = z.infer<typeof ZBudgetGridQuery>;

const ZBudgetCell = z.strictObject({
  month: budgetMonth(),
  line: line(),
  amount: money("Budget").nullable(),
});

/** PUT /api/budgets/grid: a store's year; a null amount removes that month's line. */
export const ZBudgetGridSave = z
  .strictObject({
    store_id: id(),
    year: year(),
    cells: z.array(ZBudgetCell).max(BUDGET_LINES.length * 12),
  })
  .superRefine((value, ctx) => {
    value.cells.forEach((cell, index) => {
      if (!cell.month.startsWith(`${value.year}-`))
        ctx.addIssue({
          code: "custom",
          message: BUDGET_MESSAGES.budgetMonthInvalid,
          path: ["cells", index, "month"],
        });
    });
  });
export type TBudgetGridSave = z.infer<typeof ZBudgetGridSave>;

/** POST /api/budgets/import: the CSV's text; `dry_run` (the default) only previews. */
export const ZBudgetImport = z.strictObject({
  csv: z.string().max(BUDGET_IMPORT_MAX_BYTES, { error: BUDGET_MESSAGES.budgetImportTooLarge }),
  dry_run: z.boolean().default(true),
});
