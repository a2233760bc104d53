/**
 * Vendors. `code` defaults on the server to vendorCode(now); `total_purchases` and
 * `last_purchase` are computed from purchases, so the form no longer sends 0 and null.
 */
import { z } from "zod";
import { email, id, oneOf, optionalText, requiredText } from "../shared/fields.ts";
import { TEXT_LIMIT } from "../shared/limits.ts";
import { VALIDATION } from "../shared/validation-messages.ts";
import {
  DEFAULT_VENDOR_CATEGORY,
  DEFAULT_VENDOR_PAYMENT_TERMS,
  VENDOR_ALIAS_LIMIT,
  VENDOR_PAYMENT_TERMS,
  VENDOR_STATUSES,
} from "./options.ts";

const fields = {
  name: requiredText("Vendor name"),
  code: optionalText("Vendor code", 50),
  contact_person: requiredText("Contact person"),
  email: email(),
  phone: requiredText("Phone", 50),
  address: requiredText("Address", 300),
  tax_id: optionalText("Tax ID", 50),
  payment_terms: oneOf("Payment terms", VENDOR_PAYMENT_TERMS),
  notes: optionalText("Notes", TEXT_LIMIT),
  status: oneOf("Status", VENDOR_STATUSES),
  category: optionalText("Category", 100),
  /** Other names the vendor's bills come under; unique ignoring case over every vendor's name and aliases. */
  aliases: z
    .array(requiredText("Alias"), { error: VALIDATION.list("Aliases") })
    .max(VENDOR_ALIAS_LIMIT, VALIDATION.maxItems("Aliases", VENDOR_ALIAS_LIMIT))
    .optional(),
};

export const ZVendorCreate = z.strictObject({
  ...fields,
  payment_terms: fields.payment_terms.default(DEFAULT_VENDOR_PAYMENT_TERMS),
  status: fields.status.default("active"),
  category: fields.category.default(DEFAULT_VENDOR_CATEGORY),
});

export const ZVendorUpdate = z.strictObject(fields).partial();

/** POST /api/vendors/{id}/merge: the vendor the merged one becomes. */
export const ZVendorMerge = z.strictObject({ into_id: id() });
