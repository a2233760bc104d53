import { notifications } from "@mantine/notifications";
import { TOAST_MS } from "@storeops/domain";
import i18n from "i18next";
import { isApiError } from "../lib/api.ts";
import { localizeText } from "../lib/messages.ts";

// Every toast reads in the current language, however early its text was chosen (lib/messages.ts).
export function notifySuccess(message: string, autoClose: number = TOAST_MS.default) {
  notifications.show({ color: "green", message: localizeText(message), autoClose });
}

export function notifyError(message: string, detail?: string, autoClose = 6000) {
  notifications.show({
    color: "red",
    title: detail ? localizeText(message) : undefined,
    message: localizeText(detail ?? message),
    autoClose,
  });
}

/** A write kept on this device for want of a connection (lib/offline): it is sent when the connection returns. */
export function notifyQueued() {
  notifications.show({
    color: "yellow",
    title: i18n.t("offline.queued"),
    message: i18n.t("offline.queuedDetail"),
    autoClose: 8000,
  });
}

export function notifyWarning(message: string, detail?: string) {
  notifications.show({
    color: "orange",
    title: detail ? localizeText(message) : undefined,
    message: localizeText(detail ?? message),
    autoClose: 8000,
  });
}

/** Field errors of a 400 answer: `details.fields = {field: [message, …]}`, first message each. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error, 400)) return {};
  const fields = (error.details as { fields?: Record<string, unknown> } | undefined)?.fields;
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fields ?? {})) {
    const message = Array.isArray(messages) ? messages[0] : messages;
    if (typeof message === "string") errors[field] = message;
  }
  return errors;
}

/** A failure's text: the spec's fixed one, or one built around the failure's own message. */
export type ErrorText = string | ((message: string) => string);

/**
 * What a failed write tells the user: the server's own message for a refusal it explains (403
 * with the spec's text, 404, 409 invalid_transition), else the spec's generic error. A builder
 * ("Error saving record: {message}") is given every failure's own message instead.
 */
export function writeErrorMessage(error: unknown, fallback: ErrorText): string {
  if (typeof fallback === "function") return fallback(error instanceof Error ? error.message : "");
  if (!isApiError(error) || error.status >= 500 || error.status === 401) return fallback;
  if (Object.keys(apiFieldErrors(error)).length > 0) return fallback;
  return error.message;
}
