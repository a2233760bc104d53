import { VALIDATION } from "@storeops/domain";
import type { z } from "zod";
import { localizeText } from "../../lib/messages.ts";

/** "" → null, so an emptied optional field clears its column. */
export function blankToNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

/** NumberInput gives a number, or a string while empty or half typed. */
export function amountOf(value: number | string): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (value.trim() === "") return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** First zod issue per top-level field, as form errors. */
export function zodFieldErrors(error: z.ZodError | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const field = String(issue.path[0] ?? "");
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** "{label} is required." for each blank required field (clearer than a format error). */
export function requiredErrors(
  values: Record<string, unknown>,
  required: Record<string, string>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, label] of Object.entries(required)) {
    const value = values[field];
    if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
      errors[field] = VALIDATION.required(label);
    }
  }
  return errors;
}

/**
 * The fields of a payload whose value differs from the stored record (PATCH sends only these).
 * Undefined means "not given" and is never sent (spec 2 §7: empty dates are not sent on update).
 */
export function changedFields(
  payload: Record<string, unknown>,
  record: Record<string, unknown>,
): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(payload)) {
    if (value !== undefined && value !== (record[field] ?? null)) changed[field] = value;
  }
  return changed;
}

/** The schema's errors, then "{label} is required." for each blank required field. */
export function validateRecord(
  schema: z.ZodType,
  payload: Record<string, unknown>,
  required: Record<string, string>,
): Record<string, string> {
  const errors = { ...zodFieldErrors(schema.safeParse(payload).error), ...requiredErrors(payload, required) };
  // The domain's checks word their messages in English; the form shows them in the app's language.
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, localizeText(message)]));
}

/**
 * A form's opening values: the record's value of each field the blank form has, the blank form's
 * where the record has none (a new record, or a null column).
 */
export function recordValues<V extends Record<string, unknown>>(
  record: { [K in keyof V]?: unknown } | null,
  blank: V,
): V {
  const values = { ...blank };
  for (const key of Object.keys(blank) as (keyof V)[])
    values[key] = (record?.[key] ?? blank[key]) as V[keyof V];
  return values;
}
