/**
 * Every zod check without a message of its own speaks our words (VALIDATION), never the
 * library's ("Too big: expected string to have <=200 characters", "Unrecognized key"): zod
 * asks this for each such issue, on the server and in the web's forms alike. The field is named
 * by its label as a screen shows it, made from the field's name ("invoice_no" → "Invoice number").
 */
import { z } from "zod";
import { VALIDATION } from "./validation-messages.ts";

/** Field names whose label is not their name in words. */
const LABELS: Record<string, string> = {
  invoice_no: "Invoice number",
  check_no: "Check number",
  store_id: "Store",
  employee_id: "Employee",
  vendor_id: "Vendor",
  industry_id: "Industry",
  manager_id: "Store manager",
  q: "Search",
};

/** "work_start_time" → "Work start time"; a list item is named by its list. */
function fieldLabel(path: readonly PropertyKey[]): string {
  const name = [...path].reverse().find((key): key is string => typeof key === "string");
  if (!name) return "Value";
  const known = LABELS[name];
  if (known) return known;
  const words = name
    .replace(/_id$/, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replaceAll("_", " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const KINDS: Record<string, (label: string) => string> = {
  string: VALIDATION.text,
  number: VALIDATION.number,
  int: VALIDATION.wholeNumber,
  boolean: VALIDATION.trueOrFalse,
  array: VALIDATION.list,
  object: VALIDATION.group,
};

type Issue = z.core.$ZodRawIssue;

function bound(value: number | bigint): number {
  return Number(value);
}

/** Our words for one zod issue. */
function validationMessage(issue: Issue): string {
  const label = fieldLabel(issue.path ?? []);
  switch (issue.code) {
    case "invalid_type":
      if ((issue.path ?? []).length === 0 && issue.expected === "object") return VALIDATION.bodyNotObject;
      if (issue.input === undefined) return VALIDATION.required(label);
      return (KINDS[issue.expected] ?? VALIDATION.invalid)(label);
    case "too_big": {
      const max = bound(issue.maximum);
      if (issue.origin === "string") return VALIDATION.maxChars(label, max);
      if (issue.origin === "array" || issue.origin === "set") return VALIDATION.maxItems(label, max);
      return max >= Number.MAX_SAFE_INTEGER ? VALIDATION.tooLarge(label) : VALIDATION.atMost(label, max);
    }
    case "too_small": {
      const min = bound(issue.minimum);
      if (issue.origin === "string")
        return min <= 1 ? VALIDATION.required(label) : VALIDATION.minChars(label, min);
      if (issue.origin === "array" || issue.origin === "set") return VALIDATION.minItems(label, min);
      if (min <= Number.MIN_SAFE_INTEGER) return VALIDATION.tooSmall(label);
      return issue.inclusive === false && min === 0
        ? VALIDATION.positive(label)
        : VALIDATION.atLeast(label, min);
    }
    case "unrecognized_keys":
      return VALIDATION.unknownFields(issue.keys);
    case "invalid_value":
      return VALIDATION.oneOf(label, issue.values.map(String));
    default:
      return VALIDATION.invalid(label);
  }
}

z.config({ customError: validationMessage });
