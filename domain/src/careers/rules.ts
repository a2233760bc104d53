/** Career posting rules: requirement lines. */

/** A posting's requirements: one per non-blank line of the stored newline-joined text. */
export function requirementLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}
