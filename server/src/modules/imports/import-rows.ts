import {
  CREATE_SCHEMAS,
  checkBudgetLine,
  IMPORT_FIELDS,
  type ImportField,
  type ImportMapping,
  type ImportTable,
  importRepeatsRow,
  importValue,
  MSG,
  type TImportProblem,
} from "@storeops/domain";
import type { Actor } from "../../access/actor.ts";
import { AppError } from "../../errors.ts";
import type { Input } from "../../rest/write-context.ts";
import { resolveStore } from "../../rest/write-input.ts";
import type { FileRow } from "./file-rows.ts";
import type { ImportLookups } from "./imports.repository.ts";

/** A data row checked: what creating it takes (`input`), or its problems. */
export interface CheckedRow extends FileRow {
  input?: Input;
  problems: TImportProblem[];
}

/** The key of a record that one file may hold once: a second row with it is refused (docs/decisions.md, Imports). */
const KEYS: Partial<Record<ImportTable, (input: Input) => string>> = {
  staff: (input) => `${input.store_id}|${String(input.email).toLowerCase()}`,
  daily_income: (input) => `${input.store_id}|${input.date}`,
  budgets: (input) => `${input.store_id}|${input.month}|${input.line}`,
};

/** The messages of a refused reference: a store, an industry or a user the file names that is not found. */
const UNKNOWN: Record<string, string> = {
  store: MSG.budgetStoreUnknown,
  industry: MSG.importIndustryUnknown,
  manager: MSG.importUserUnknown,
};

function lookupOf(field: ImportField, lookups: ImportLookups): Map<string, string> {
  if (field.name === "industry") return lookups.industries;
  if (field.name === "manager") return lookups.users;
  return lookups.stores;
}

/** The field a schema's issue is about: its path's first key, read back from the record's column. */
function fieldOfPath(table: ImportTable, path: readonly PropertyKey[]): string {
  const key = String(path[0] ?? "");
  return IMPORT_FIELDS[table].find((field) => (field.column ?? field.name) === key)?.name ?? key;
}

/** A refusal of the write path as a row's problem: its message, or its first field's message. */
export function refusalProblem(row: number, error: AppError): TImportProblem {
  const fields = (error.details?.fields ?? {}) as Record<string, unknown>;
  const [column, messages] = Object.entries(fields)[0] ?? [];
  const message = Array.isArray(messages) && typeof messages[0] === "string" ? messages[0] : error.message;
  return { row, field: column === "store_id" ? "store" : (column ?? ""), message };
}

/**
 * Checks each data row as creating one record by hand is checked (docs/decisions.md, Imports):
 * its mapped cells read as the fields' values, references found among what the caller reaches,
 * the table's own create schema (its messages), the store the caller may write to, and a key an
 * earlier row of the file already holds. Budgets go through the budget import's own line check.
 */
export function rowChecker(
  table: ImportTable,
  mapping: ImportMapping,
  lookups: ImportLookups,
  actor: Actor,
): (fileRow: FileRow) => CheckedRow {
  const byName = new Map(IMPORT_FIELDS[table].map((field) => [field.name, field]));
  const columns = mapping.flatMap((name, index) => {
    const field = name ? byName.get(name) : undefined;
    return field ? [{ field, index }] : [];
  });
  const seen = new Map<string, number>();
  const keyOf = KEYS[table];
  const check = table === "budgets" ? checkBudget : checkRecord;
  return (fileRow) => {
    const checked = check(table, fileRow, columns, lookups, actor);
    if (!checked.input || !keyOf) return checked;
    const key = keyOf(checked.input);
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, fileRow.row);
      return checked;
    }
    const message = table === "budgets" ? MSG.budgetImportDuplicate : importRepeatsRow(first);
    return { ...fileRow, problems: [{ row: fileRow.row, field: "", message }] };
  };
}

type Columns = { field: ImportField; index: number }[];

function checkRecord(
  table: ImportTable,
  fileRow: FileRow,
  columns: Columns,
  lookups: ImportLookups,
  actor: Actor,
): CheckedRow {
  const { row, cells } = fileRow;
  const values: Record<string, unknown> = {};
  const problems: TImportProblem[] = [];
  for (const { field, index } of columns) {
    const text = (cells[index] ?? "").trim();
    if (field.kind !== "ref") {
      const value = importValue(field, text);
      if (value !== undefined) values[field.column ?? field.name] = value;
    } else if (text !== "") {
      const id = lookupOf(field, lookups).get(text.toLowerCase());
      if (id) values[field.column ?? field.name] = id;
      else problems.push({ row, field: field.name, message: UNKNOWN[field.name] ?? MSG.noDataFound });
    }
  }
  const parsed = CREATE_SCHEMAS[table]?.safeParse(values);
  if (!parsed) return { ...fileRow, problems: [{ row, field: "", message: MSG.forbidden }] };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(table, issue.path);
      // A reference not found already says why it is missing.
      if (!problems.some((problem) => problem.field === field))
        problems.push({ row, field, message: issue.message });
    }
  }
  if (problems.length > 0 || !parsed.success) return { ...fileRow, problems };
  const input = parsed.data as Input;
  try {
    const storeId = resolveStore(actor, table, input);
    if (storeId) input.store_id = storeId;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { ...fileRow, problems: [{ row, field: "store", message: error.message }] };
  }
  if (table === "purchases" && typeof input.category === "string" && input.category !== "") {
    // Refused in the preview as the run refuses it: a category the store's industry is not offered.
    const offered = lookups.purchaseCategories.get(String(input.store_id))?.get(input.category.toLowerCase());
    if (!offered)
      return { ...fileRow, problems: [{ row, field: "category", message: MSG.categoryNotOffered }] };
    input.category = offered;
  }
  return { ...fileRow, input, problems };
}

const BUDGET_FIELDS: Record<string, string> = { store_code: "store" };

function checkBudget(
  _table: ImportTable,
  fileRow: FileRow,
  columns: Columns,
  lookups: ImportLookups,
): CheckedRow {
  const { row, cells } = fileRow;
  const text = (name: string) => {
    const column = columns.find(({ field }) => field.name === name);
    if (!column) return "";
    const value = importValue(column.field, cells[column.index] ?? "");
    return typeof value === "string" ? value : "";
  };
  const checked = checkBudgetLine(row, {
    store_code: text("store"),
    month: text("month"),
    line: text("line"),
    amount: text("amount"),
  });
  const problems = checked.errors.map((error) => ({
    ...error,
    field: BUDGET_FIELDS[error.field] ?? error.field,
  }));
  if (!checked.budget) return { ...fileRow, problems };
  const storeId = lookups.stores.get(checked.budget.store_code.toLowerCase());
  if (!storeId) return { ...fileRow, problems: [{ row, field: "store", message: MSG.budgetStoreUnknown }] };
  const { month, line, cents } = checked.budget;
  return { ...fileRow, input: { store_id: storeId, month, line, cents }, problems };
}
