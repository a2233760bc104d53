/** The files attachments accept, and the tables whose records carry attachments. */
/** MIME types checked from the file's bytes (docs/decisions.md). */
export const ATTACHMENT_MIME_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;

/** Tables whose records carry attachments (upload-temp and move-temp-files targets). */
export const ATTACHMENT_TABLES = ["purchases", "expenses", "daily_income"] as const;
