/**
 * Refusals of the generic data API (`/api/rest/v1/{table}`) that name no module: a request it
 * cannot read or may not run. Ours, not the spec's; merged into MSG by messages.ts.
 */
export const REQUEST_MESSAGES = {
  bodyNotObject: "Request body must be a JSON object",
  writeNeedsFilter: "PATCH and DELETE need a filter, e.g. ?eq=id.{id}",
  noFieldsToUpdate: "No fields to update",
  recordExists: "This record already exists.",
  storeRequired: "Store is required",
  attachmentsUploadOnly: "Attachments can only be added by uploading files.",
  isFilterValues: "is= accepts null, not.null, true or false",
  countValues: "count accepts exact or estimated",
  invalidJson: "Request body is not valid JSON",
  unsupportedBody: "This kind of request body is not accepted here; send JSON.",
  bodyTooLarge: "The request body is too large.",
  requestUnreadable: "The request could not be read.",
  uniqueConflict: "A record with the same unique value already exists.",
  referenceConflict: "This record is referenced by other records or refers to a missing one.",
  pathParamTooLong: "A path parameter is too long.",
  badUrl: "The URL is not validly percent-encoded.",
  notRouted: "The request could not be routed.",
  internalError: "Internal server error",
  // The Idempotency-Key header of a write (docs/decisions.md, API contract: Idempotency-Key).
  idempotencyKeyInvalid: "Idempotency-Key must be 8 to 100 letters, digits, '_', '-' or ':'.",
  idempotencyKeyReused: "This Idempotency-Key was already used for a different request.",
  idempotencyInProgress: "A request with this Idempotency-Key is still being handled. Try again shortly.",
  idempotentAnswerTooLarge: "Already done; the first answer was too large to keep.",
} as const;

/** Parameterised refusals of the generic data API. */
export const requestMessages = {
  /** A PATCH or DELETE matching more rows than one request may change. */
  tooManyRows: (max: number) => `A single request may change at most ${max} rows`,
  unknownTable: (table: string) => `Unknown table: ${table}`,
  routeNotFound: (method: string, path: string) => `Route ${method} ${path} not found`,
  unknownColumn: (column: string) => `Unknown column: ${column}`,
  unknownParameter: (key: string) => `Unknown query parameter: ${key}`,
  repeatedParameter: (key: string) => `Query parameter ${key} given more than once; use ${key}1, ${key}2…`,
  invalidNumber: (column: string, raw: string) => `Invalid number for ${column}: ${raw}`,
  invalidBoolean: (column: string, raw: string) => `Invalid boolean for ${column}: ${raw}`,
  filterShape: (op: string) => `Filter must be ${op}=column.value`,
  inListSize: (max: number) => `in= needs 1 to ${max} values`,
  wholeNumber: (key: string, min: number, max: number) =>
    max >= Number.MAX_SAFE_INTEGER
      ? `${key} must be a whole number of at least ${min}`
      : `${key} must be a whole number from ${min} to ${max}`,
  orderDirection: (spec: string) => `Order direction must be asc or desc: ${spec}`,
};
