import type { TNotificationPreferences } from "@storeops/domain";
import { apiJson } from "../../lib/api.ts";

export const PREFERENCES_KEY = ["notifications", "preferences"] as const;

/** The caller's channel for every event (GET /api/notifications/preferences). */
export const fetchNotificationPreferences = () =>
  apiJson<TNotificationPreferences>("/notifications/preferences");

/** Changes the events given; answers every event's channel. */
export const saveNotificationPreferences = (changes: Partial<TNotificationPreferences>) =>
  apiJson<TNotificationPreferences>("/notifications/preferences", { method: "PUT", body: changes });
