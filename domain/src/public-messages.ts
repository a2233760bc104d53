/**
 * The messages the public pages (landing, sign-in, careers, the kiosk's shell) can show: sign-in
 * and access, careers and applications, files, request refusals, and the stores' (the sign-in
 * store picker's "no stores"). A page the signed-in app has not loaded reads only these, so they
 * are kept apart from the back office's (messages.ts adds the rest to make MSG): every public
 * page downloads this table, not all of the product's (issue #28, the message table per page).
 */
import { ACCESS_MESSAGES } from "./access/messages.ts";
import { AUTH_MESSAGES } from "./auth/messages.ts";
import { APPLICATION_MESSAGES } from "./career-applications/messages.ts";
import { CAREER_MESSAGES } from "./careers/messages.ts";
import { FILE_MESSAGES } from "./files/messages.ts";
import { REQUEST_MESSAGES } from "./shared/request-messages.ts";
import { STORE_MESSAGES } from "./stores/messages.ts";

export const PUBLIC_MSG = {
  ...ACCESS_MESSAGES,
  ...CAREER_MESSAGES,
  ...FILE_MESSAGES,
  ...STORE_MESSAGES,
  ...AUTH_MESSAGES,
  ...APPLICATION_MESSAGES,
  ...REQUEST_MESSAGES,
} as const;

/** "HTTP {status}: {statusText}" when a failed response has no message. */
export function httpError(status: number, statusText: string): string {
  return `HTTP ${status}: ${statusText}`;
}
