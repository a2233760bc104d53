import { isApiError } from "../../lib/api.ts";

/**
 * i18n key for a failed sign-in, or null to show the server's own message. Spec 1 §8: the two
 * 401 messages come from the server word for word; 429 explains the wait; maintenance says so; anything else is generic.
 */
export function signInErrorKey(error: unknown): string | null {
  if (isApiError(error, 401) || isApiError(error, 429)) return null;
  // Maintenance mode: the server's message says why and until when.
  if (isApiError(error, 503) && error.code === "maintenance") return null;
  return "login.failed";
}
