import { MSG } from "@storeops/domain";
/** An error with the status, code and message the API returns as `{message, code, details}`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new AppError(400, "bad_request", message, details);
export const validationFailed = (details: Record<string, string[]>, message: string = MSG.validationFailed) =>
  new AppError(400, "validation_failed", message, { fields: details });
export const unauthorized = (message: string = MSG.invalidToken) =>
  new AppError(401, "unauthorized", message);
export const forbidden = (message: string = MSG.forbidden) => new AppError(403, "forbidden", message);
export const notFound = (message: string = MSG.noDataFound) => new AppError(404, "not_found", message);
export const conflict = (message: string) => new AppError(409, "conflict", message);
/** A delete refused because something still uses the record (docs/decisions.md, API contract: general rules). */
export const inUse = (message: string) => new AppError(409, "in_use", message);
export const tooManyRequests = (message: string) => new AppError(429, "too_many_requests", message);
/** A status change the record's current status does not allow (docs/decisions.md, API contract: general rules). */
export const invalidTransitionError = (message: string) => new AppError(409, "invalid_transition", message);
