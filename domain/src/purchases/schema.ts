/**
 * Purchases (supplier invoices). Field names are the columns of tables.ts. `status` is set by
 * the server on create (pending) and changed only through updates, along the transition table.
 * `store_id` is optional: the server fills a staff user's current store and checks the scope.
 * `category` defaults to "General" when absent; it is a purchase category's name, which the server
 * checks against the store's industry (docs/decisions.md, Categories).
 */
import { z } from "zod";
import { CATEGORY_NAME_LIMIT } from "../categories/options.ts";
import { attachments, date, id, oneOf, optionalText, positiveMoney, requiredText } from "../shared/fields.ts";
import { LONG_TEXT_LIMIT } from "../shared/limits.ts";
import { DEFAULT_PAYMENT_TYPE, PAYMENT_TYPES } from "../shared/options.ts";
import { ALWAYS, refineCheckPayment } from "../shared/schema-rules.ts";
import { duplicateDraftFields } from "../transactions/duplicate-query.ts";
import { duplicateConfirmed, transactionUpdateSchema } from "../transactions/schema.ts";
import { DEFAULT_PURCHASE_CATEGORY, PURCHASE_STATUSES } from "./options.ts";

const fields = {
  store_id: id().nullable().optional(),
  invoice_no: requiredText("Invoice number"),
  vendor: requiredText("Vendor name"),
  vendor_id: id().nullable().optional(),
  category: requiredText("Category", CATEGORY_NAME_LIMIT),
  /** Defaults on the server to "Purchase from {vendor}". */
  description: optionalText("Description", LONG_TEXT_LIMIT),
  amount: positiveMoney("Amount"),
  payment_type: oneOf("Payment type", PAYMENT_TYPES),
  due_date: date("Payment due date"),
  check_no: optionalText("Check number"),
  check_due_date: date("Check due date").nullable().optional(),
  /** Defaults on the server to today in the store's time zone. */
  purchase_date: date("Purchase date").optional(),
  notes: optionalText("Notes", LONG_TEXT_LIMIT),
  attachments: attachments(),
  duplicate_confirmed: duplicateConfirmed(),
};

export const ZPurchaseCreate = z
  .strictObject({
    ...fields,
    category: fields.category.default(DEFAULT_PURCHASE_CATEGORY),
    payment_type: fields.payment_type.default(DEFAULT_PAYMENT_TYPE),
  })
  .superRefine(refineCheckPayment, ALWAYS);

export const ZPurchaseUpdate = transactionUpdateSchema(fields, PURCHASE_STATUSES);

/** The query of GET /api/purchases/duplicates: a draft purchase (docs/decisions.md, Duplicate bills). */
export const ZDuplicateQuery = z.object({
  store_id: id(),
  vendor: requiredText("Vendor name"),
  vendor_id: id().optional(),
  invoice_no: requiredText("Invoice number"),
  ...duplicateDraftFields("purchase_date", "Purchase date"),
});
export type TDuplicateQuery = z.infer<typeof ZDuplicateQuery>;
