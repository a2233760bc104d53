/** Budget rules (docs/decisions.md, Budgets): reading an import's CSV and a line's variance. */
import { MAX_MONEY_DOLLARS } from "../shared/limits.ts";
import { BUDGET_MESSAGES } from "./messages.ts";
import { BUDGET_IMPORT_MAX_ROWS, BUDGET_LINES, type BudgetLine } from "./options.ts";
import { isBudgetMonth } from "./schema.ts";

const BUDGET_CSV_HEADER = ["store_code", "month", "line", "amount"] as const;

/** A line of an import as read: its line number in the file (the header is 1) and its values. */
export interface BudgetCsvRow {
  row: number;
  store_code: string;
  month: string;
  line: BudgetLine;
  cents: number;
}

/** What is wrong with one line of an import (a MSG entry). */
export interface BudgetCsvError {
  row: number;
  field: string;
  message: string;
}

/** The fields of one CSV line; a field in double quotes may hold commas and "" for a quote. */
function csvFields(text: string): string[] {
  const fields: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        current += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      fields.push(current.trim());
      current = "";
    } else current += char;
  }
  fields.push(current.trim());
  return fields;
}

const AMOUNT = /^\$?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/** Dollars as written ("1234.5", "$1,234.50") in cents, or null when it is not an amount. */
export function budgetCents(text: string): number | null {
  if (!AMOUNT.test(text)) return null;
  const [whole = "0", fraction = ""] = text.replace(/[$,]/g, "").split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return cents <= MAX_MONEY_DOLLARS * 100 ? cents : null;
}

/** One budget line's values as written: the store's code, the month, the line and the amount. */
export interface BudgetLineValues {
  store_code: string;
  month: string;
  line: string;
  amount: string;
}

/**
 * One line of budgets checked (issue #31, item 5): each error, or the budget it sets. Shared by the
 * CSV import of /budgets and the imports of files (docs/decisions.md, Imports).
 */
export function checkBudgetLine(
  row: number,
  values: BudgetLineValues,
): { budget?: BudgetCsvRow; errors: BudgetCsvError[] } {
  const storeCode = values.store_code.trim();
  const month = values.month.trim();
  const errors: BudgetCsvError[] = [];
  if (storeCode === "")
    errors.push({ row, field: "store_code", message: BUDGET_MESSAGES.budgetStoreUnknown });
  if (!isBudgetMonth(month))
    errors.push({ row, field: "month", message: BUDGET_MESSAGES.budgetMonthInvalid });
  const line = values.line.trim().toLowerCase() as BudgetLine;
  if (!BUDGET_LINES.includes(line))
    errors.push({ row, field: "line", message: BUDGET_MESSAGES.budgetLineInvalid });
  const cents = budgetCents(values.amount.trim());
  if (cents === null) errors.push({ row, field: "amount", message: BUDGET_MESSAGES.budgetAmountInvalid });
  if (errors.length > 0 || cents === null) return { errors };
  return { budget: { row, store_code: storeCode, month, line, cents }, errors };
}

/** A budget's store, month and line: twice in one file is an error on the later line. */
function budgetLineKey(budget: Pick<BudgetCsvRow, "store_code" | "month" | "line">): string {
  return `${budget.store_code.toLowerCase()}|${budget.month}|${budget.line}`;
}

/**
 * An import's lines and the errors of each (issue #31, item 5): the header first, then one budget
 * a line; blank lines are skipped; a store, month and line twice in the file is an error on the
 * later line. Too many lines → one error on line 0 and nothing read.
 */
export function parseBudgetCsv(text: string): { rows: BudgetCsvRow[]; errors: BudgetCsvError[] } {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const header = csvFields(lines[0] ?? "").map((field) => field.toLowerCase());
  if (header.join(",") !== BUDGET_CSV_HEADER.join(","))
    return { rows: [], errors: [{ row: 1, field: "", message: BUDGET_MESSAGES.budgetImportHeader }] };
  const body = lines.slice(1).map((line, index) => ({ line, row: index + 2 }));
  const filled = body.filter(({ line }) => line.trim() !== "");
  if (filled.length === 0)
    return { rows: [], errors: [{ row: 0, field: "", message: BUDGET_MESSAGES.budgetImportEmpty }] };
  if (filled.length > BUDGET_IMPORT_MAX_ROWS)
    return { rows: [], errors: [{ row: 0, field: "", message: BUDGET_MESSAGES.budgetImportTooLarge }] };
  const rows: BudgetCsvRow[] = [];
  const errors: BudgetCsvError[] = [];
  const seen = new Set<string>();
  for (const { line, row } of filled) {
    const [store_code = "", month = "", lineName = "", amount = ""] = csvFields(line);
    const checked = checkBudgetLine(row, { store_code, month, line: lineName, amount });
    errors.push(...checked.errors);
    if (!checked.budget) continue;
    const key = budgetLineKey(checked.budget);
    if (seen.has(key)) {
      errors.push({ row, field: "line", message: BUDGET_MESSAGES.budgetImportDuplicate });
      continue;
    }
    seen.add(key);
    rows.push(checked.budget);
  }
  return { rows, errors };
}

/** Actual − budget, in cents: positive when revenue beat its budget or a cost went over it. */
export function budgetVariance(actual: number, budget: number): number {
  return actual - budget;
}

/** The variance as a percent of the budget (two decimals), or null without a budget. */
export function budgetVariancePercent(actual: number, budget: number): number | null {
  return budget === 0 ? null : Math.round(((actual - budget) / budget) * 10_000) / 100;
}
