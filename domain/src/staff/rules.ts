/** Staff rules: skills text. */

/** Comma-separated skills, trimmed, empties dropped: "a, b,, c" → ["a", "b", "c"]. */
export function splitSkills(text: string): string[] {
  return text
    .split(",")
    .map((skill) => skill.trim())
    .filter((skill) => skill !== "");
}
