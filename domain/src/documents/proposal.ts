/** A read document's proposal: every field the reading found, each with its confidence. */
import type { DocumentProposalFields } from "./response.ts";
import {
  proposeDate,
  proposeInvoiceNumber,
  proposePaymentType,
  proposeTax,
  proposeTotal,
  type ReadLine,
} from "./rules.ts";
import { proposeVendor } from "./vendor-match.ts";

export type { ReadLine } from "./rules.ts";

/** The fields proposed from a page's lines; a field not found is left out. */
export function proposeDocumentFields(
  lines: readonly ReadLine[],
  vendors: readonly { id: string; name: string }[],
): DocumentProposalFields {
  const fields: DocumentProposalFields = {};
  const vendor = proposeVendor(lines, vendors);
  if (vendor) fields.vendor = vendor;
  const date = proposeDate(lines);
  if (date) fields.date = date;
  const total = proposeTotal(lines);
  if (total) fields.total = total;
  const tax = proposeTax(lines);
  if (tax && (!total || tax.value < total.value)) fields.tax = tax;
  const invoice = proposeInvoiceNumber(lines);
  if (invoice) fields.invoice_no = invoice;
  const payment = proposePaymentType(lines);
  if (payment) fields.payment_type = payment;
  return fields;
}
