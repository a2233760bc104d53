import Papa from "papaparse";

/** Characters after which a spreadsheet may start a new cell (or a formula) inside one cell's text. */
const EMBEDDED_FORMULA = /([;,|\t\r\n])(\s*)([=+\-@])/g;

/**
 * A cell's text that a spreadsheet cannot run as a formula: a formula character after a separator a
 * spreadsheet may split on (`;`, `,`, `|`, tab, line break) gets a `'` before it, so "a;=cmd|…"
 * opened with `;` as the separator is text in every cell. A formula character at the start is
 * guarded by papaparse's escapeFormulae.
 */
export function guardCell(text: string): string {
  return text.replace(EMBEDDED_FORMULA, "$1$2'$3");
}

/**
 * CSV lines (RFC 4180, CRLF) of `rows`: every cell whose column `quoted` marks is quoted and every
 * cell guarded against formulas (docs/decisions.md, Exports). Ends with CRLF.
 */
export function csvLines(rows: readonly (readonly string[])[], quoted: readonly boolean[] | boolean): string {
  if (rows.length === 0) return "";
  const cells = rows.map((row) => row.map(guardCell));
  return `${Papa.unparse(cells, { header: false, newline: "\r\n", escapeFormulae: true, quotes: quoted as boolean[] | boolean })}\r\n`;
}
