import type { TAccountActivity, TSessionInfo, TSettingsAnswer, TTwoFactorSetup } from "@storeops/domain";
import { apiJson } from "../../lib/api.ts";
import type { SessionUser } from "../../lib/auth.api.ts";
import { downloadFile } from "../../lib/download.ts";

export type ProfileFields = Pick<
  SessionUser,
  "name" | "phone" | "department" | "job_title" | "location" | "bio" | "timezone"
>;
/** The toggles of one section to change (merged by the server). */
export type Preferences = Record<string, boolean>;
/** The caller's own toggles, from GET /api/settings (the domain's answer). */
export type OwnSettings = Pick<TSettingsAnswer, "notifications" | "privacy">;

export const ACTIVITY_KEY = ["profile", "activity"] as const;
export const SESSIONS_KEY = ["profile", "sessions"] as const;
export const OWN_SETTINGS_KEY = ["settings"] as const;

export const saveProfile = (fields: Partial<ProfileFields>) =>
  apiJson<SessionUser>("/auth/v1/user", { method: "PATCH", body: fields });
export const fetchActivity = () => apiJson<TAccountActivity>("/auth/v1/user/activity");
export const fetchSessions = () => apiJson<TSessionInfo[]>("/auth/v1/sessions");
export const endSession = (id: string) => apiJson(`/auth/v1/sessions/${id}`, { method: "DELETE" });
export const endOtherSessions = () => apiJson("/auth/v1/sessions", { method: "DELETE" });
export const fetchOwnSettings = () => apiJson<OwnSettings>("/settings");
export const savePreferences = (section: "notifications" | "privacy", values: Preferences) =>
  apiJson<OwnSettings>(`/settings/${section}`, { method: "PUT", body: values });
export const startTwoFactor = (password: string) =>
  apiJson<TTwoFactorSetup>("/auth/v1/2fa/setup", { method: "POST", body: { password } });
export const confirmTwoFactor = (code: string) =>
  apiJson<{ recovery_codes: string[] }>("/auth/v1/2fa/enable", { method: "POST", body: { code } });
export const disableTwoFactor = (password: string, code: string) =>
  apiJson("/auth/v1/2fa/disable", { method: "POST", body: { password, code } });

/** Download My Data: the server's profile-data-{date}.json, saved under the name it gives. */
export const downloadMyData = (): Promise<string> =>
  downloadFile("/auth/v1/user/export", "profile-data.json");
