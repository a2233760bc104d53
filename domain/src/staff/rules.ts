/** Staff rules: skills text. */

/** Comma-separated skills, trimmed, empties dropped: "a, b,, c" → ["a", "b", "c"]. */
export function splitSkills(text: string): string[] {
  return text
    .split(",")
    .map((skill) => skill.trim())
    .filter((skill) => skill !== "");
}

/** Every leave field, cleared when a staff member returns from leave. */
export const LEAVE_FIELDS = [
  "leave_type",
  "leave_start_date",
  "leave_end_date",
  "leave_reason",
  "leave_approved_by",
  "leave_approved_at",
] as const;

/** Fields Mark On Leave needs. */
export const REQUIRED_LEAVE_FIELDS = ["leave_type", "leave_start_date", "leave_end_date"] as const;

/** Missing leave fields of a record going on leave, by field. */
export function missingLeaveFields(record: Record<string, unknown>): string[] {
  return REQUIRED_LEAVE_FIELDS.filter((field) => record[field] == null || record[field] === "");
}
