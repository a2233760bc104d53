/** Texts of reading a receipt into a new record's form. */
export const documentsText = {
  reading: "Reading the receipt…",
  read: "Read from the receipt — check it",
  readHint: "These fields were filled from the attached file. Check each one and correct it before saving.",
  sure: "clear",
  unsure: "check carefully",
  failed: "The receipt could not be read",
  fields: {
    vendor: "Vendor",
    date: "Date",
    total: "Amount",
    tax: "Tax",
    invoice_no: "Invoice number",
    payment_type: "Payment type",
  },
} as const;
