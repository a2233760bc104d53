import { apiJson } from "../../lib/api.ts";

export type SectionValues = Record<string, string | number | boolean>;
/** GET /api/settings: the sections the caller may see (docs/decisions.md, Settings). */
export type SettingsAnswer = Partial<Record<string, SectionValues>>;

export const SETTINGS_QUERY_KEY = ["settings"] as const;

export const fetchSettings = () => apiJson<SettingsAnswer>("/settings");

export const saveSettings = (section: string, values: SectionValues) =>
  apiJson<SettingsAnswer>(`/settings/${section}`, { method: "PUT", body: values });
