import { type TAppSettings, ZAppSettings } from "@storeops/domain";
import type { z } from "zod";

export type FieldSpec =
  | { key: string; kind: "switch" }
  | { key: string; kind: "select"; options: readonly string[] }
  | { key: string; kind: "number"; min: number; max: number; unit: string }
  | { key: string; kind: "text" };

/** The unit shown under each number field (its key in settings.units). */
const UNITS: Record<string, string> = {
  session_timeout: "minutes",
  password_expiry: "days",
  api_rate_limit: "perHour",
  max_file_size_mb: "mb",
  session_duration_hours: "hours",
};

/** A setting's control, from its domain schema: a switch, a choice of the allowed values, a number within bounds, or text. */
function fieldOf(key: string, schema: z.ZodType): FieldSpec {
  if (schema.type === "boolean") return { key, kind: "switch" };
  if (schema.type === "enum")
    return { key, kind: "select", options: (schema as z.ZodEnum<Record<string, string>>).options };
  if (schema.type === "number") {
    const { minValue, maxValue } = schema as z.ZodNumber;
    return { key, kind: "number", min: minValue ?? 0, max: maxValue ?? 0, unit: UNITS[key] ?? "" };
  }
  return { key, kind: "text" };
}

/**
 * The application settings tabs (spec 3 §3), in order, each with its fields: read from the
 * domain's schema, so the options and bounds are the ones the server checks.
 */
export const TABS: ReadonlyArray<{ section: keyof TAppSettings; fields: readonly FieldSpec[] }> =
  Object.entries(ZAppSettings.shape).map(([section, schema]) => ({
    section: section as keyof TAppSettings,
    fields: Object.entries(schema.shape).map(([key, field]) => fieldOf(key, field)),
  }));

/**
 * Integrations this product has no connector for: a provider chosen (not "none") or a switch
 * turned on is recorded and shown as not connected, never as working.
 */
export const chosenIntegration = (section: string, value: unknown) =>
  section === "integrations" && value !== "none" && value !== false && value !== undefined;
