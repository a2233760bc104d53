/**
 * Expenses. Field names are the columns of tables.ts. `status` is set by the server on create
 * (pending); `category` defaults to "General" when absent (the web form preselects Office
 * Supplies). `store_id` is optional: the server fills a staff user's current store. The category
 * is a name of the categories table; the server checks it against the store's industry
 * (docs/decisions.md, Categories).
 */
import { z } from "zod";
import { CATEGORY_NAME_LIMIT } from "../categories/options.ts";
import { attachments, date, id, oneOf, optionalText, positiveMoney, requiredText } from "../shared/fields.ts";
import { LONG_TEXT_LIMIT } from "../shared/limits.ts";
import { DEFAULT_PAYMENT_TYPE, PAYMENT_TYPES } from "../shared/options.ts";
import { ALWAYS, refineCheckPayment } from "../shared/schema-rules.ts";
import { duplicateDraftFields } from "../transactions/duplicate-query.ts";
import { duplicateConfirmed, transactionUpdateSchema } from "../transactions/schema.ts";
import { DEFAULT_EXPENSE_CATEGORY, EXPENSE_STATUSES } from "./options.ts";

const fields = {
  store_id: id().nullable().optional(),
  description: requiredText("Description", LONG_TEXT_LIMIT),
  category: requiredText("Category", CATEGORY_NAME_LIMIT),
  amount: positiveMoney("Amount"),
  payment_type: oneOf("Payment type", PAYMENT_TYPES),
  check_no: optionalText("Check number"),
  check_due_date: date("Check due date").nullable().optional(),
  expense_date: date("Date"),
  notes: optionalText("Notes", LONG_TEXT_LIMIT),
  has_receipt: z.boolean().optional(),
  attachments: attachments(),
  duplicate_confirmed: duplicateConfirmed(),
};

export const ZExpenseCreate = z
  .strictObject({
    ...fields,
    category: fields.category.default(DEFAULT_EXPENSE_CATEGORY),
    payment_type: fields.payment_type.default(DEFAULT_PAYMENT_TYPE),
  })
  .superRefine(refineCheckPayment, ALWAYS);

export const ZExpenseUpdate = transactionUpdateSchema(fields, EXPENSE_STATUSES);

/** The query of GET /api/expenses/duplicates: a draft expense (docs/decisions.md, Duplicate bills). */
export const ZExpenseDuplicateQuery = z.object({
  store_id: id(),
  category: requiredText("Category", CATEGORY_NAME_LIMIT),
  description: optionalText("Description", LONG_TEXT_LIMIT),
  ...duplicateDraftFields("expense_date", "Date"),
});
export type TExpenseDuplicateQuery = z.infer<typeof ZExpenseDuplicateQuery>;
