import type { TSettingsAnswer } from "@storeops/domain";
import { apiJson } from "../../lib/api.ts";

/** One tab's values as its form edits them. */
export type SectionValues = Record<string, string | number | boolean>;
/** GET /api/settings: the sections the caller may see (docs/decisions.md, Settings; the domain's answer). */
export type SettingsAnswer = TSettingsAnswer;

export const fetchSettings = () => apiJson<SettingsAnswer>("/settings");

export const saveSettings = (section: string, values: SectionValues) =>
  apiJson<SettingsAnswer>(`/settings/${section}`, { method: "PUT", body: values });
