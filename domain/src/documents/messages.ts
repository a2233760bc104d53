/** Messages of the documents module (reading receipts and invoices); ours, not the spec's. */
export const DOCUMENT_MESSAGES = {
  documentNotReadable:
    "This file could not be read. Check that it is a clear photo or PDF of a receipt or invoice, or type the details.",
  documentTooLarge:
    "This picture is too large to read. Take a photo at a lower resolution, or type the details.",
  documentNothingFound: "Nothing could be read from this file. Type the details yourself.",
  documentReadTimeout: "Reading this file took too long. Type the details yourself, or try a clearer photo.",
  documentReadersBusy:
    "Too many receipts are being read right now. Try again in a minute, or type the details.",
  documentReadNotAllowed: "You cannot create these records, so you cannot read receipts for them.",
} as const;
