/** Closed option lists of the vendors module: what the API accepts and the web offers in its selects. */
export const VENDOR_PAYMENT_TERMS = ["15 days", "30 days", "45 days", "60 days", "Net 30", "COD"] as const;

export type VendorPaymentTerms = (typeof VENDOR_PAYMENT_TERMS)[number];

/**
 * One way of saying a term everywhere: "Net 30" and "30 days" are the same term (payment due 30
 * days after the invoice), so both read "Net 30"; the stored "Net 30" stays accepted for the
 * vendors that hold it, and forms and filters offer the other (VENDOR_PAYMENT_TERMS_OFFERED).
 */
export const VENDOR_PAYMENT_TERMS_LABELS = {
  "15 days": "Net 15",
  "30 days": "Net 30",
  "45 days": "Net 45",
  "60 days": "Net 60",
  "Net 30": "Net 30",
  COD: "Cash on delivery",
} as const satisfies Record<VendorPaymentTerms, string>;

/** The terms a form or filter offers: each once ("Net 30" is "30 days" by another name). */
export const VENDOR_PAYMENT_TERMS_OFFERED = VENDOR_PAYMENT_TERMS.filter((terms) => terms !== "Net 30");

export const DEFAULT_VENDOR_PAYMENT_TERMS = "30 days" satisfies VendorPaymentTerms;

export const DEFAULT_VENDOR_CATEGORY = "General";

export const VENDOR_STATUSES = ["active", "inactive", "suspended"] as const;

/** A vendor has at most this many aliases. */
export const VENDOR_ALIAS_LIMIT = 20;
