/** Closed option lists of the vendors module: what the API accepts and the web offers in its selects. */
export const VENDOR_PAYMENT_TERMS = ["15 days", "30 days", "45 days", "60 days", "Net 30", "COD"] as const;

export type VendorPaymentTerms = (typeof VENDOR_PAYMENT_TERMS)[number];

export const VENDOR_PAYMENT_TERMS_LABELS = {
  "15 days": "15 days",
  "30 days": "30 days",
  "45 days": "45 days",
  "60 days": "60 days",
  "Net 30": "Net 30",
  COD: "Cash on Delivery",
} as const satisfies Record<VendorPaymentTerms, string>;

export const DEFAULT_VENDOR_PAYMENT_TERMS = "30 days" satisfies VendorPaymentTerms;

export const DEFAULT_VENDOR_CATEGORY = "General";

export const VENDOR_STATUSES = ["active", "inactive", "suspended"] as const;
