import { isApiError } from "../../lib/api.ts";

/**
 * i18n key for a failed sign-in, or null to show the server's own message. Spec 1 §8: the two
 * 401 messages come from the server word for word; 429 explains the wait; anything else is generic.
 */
export function signInErrorKey(error: unknown): string | null {
  if (isApiError(error, 401) || isApiError(error, 429)) return null;
  return "login.failed";
}
