/**
 * Reading an import's file (docs/decisions.md, Imports): which column fills which field, and a
 * cell's text as the field's value. The server checks the values with the table's own schema.
 */

import { optionLabelEs } from "../option-labels.es.ts";
import { optionLabel } from "../option-labels.ts";
import { IMPORT_FIELDS, type ImportField } from "./fields.ts";
import type { ImportTable } from "./options.ts";

/** A header as headers are compared: lower case, accents and everything but letters and digits left out. */
export function headerKey(header: string): string {
  return header
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/**
 * A file's layout: its header row as compared (each header's key, in order). A mapping is
 * remembered per table and layout, so the next file with the same columns opens with it.
 */
export function importLayout(headers: readonly string[]): string {
  return headers.map(headerKey).join("|");
}

/** A mapping: for each column of the file, in order, the field it fills, or null (left out). */
export type ImportMapping = (string | null)[];

/**
 * The mapping offered for a file's headers: each column whose header is a field's name or one of
 * its aliases fills that field (the first such column only); every other column is left out.
 */
export function suggestMapping(table: ImportTable, headers: readonly string[]): ImportMapping {
  const fields = IMPORT_FIELDS[table];
  const taken = new Set<string>();
  const names = (field: ImportField) => [field.name, ...field.aliases].map(headerKey);
  return headers.map((header) => {
    const key = headerKey(header);
    const match = fields.find((field) => !taken.has(field.name) && key !== "" && names(field).includes(key));
    if (!match) return null;
    taken.add(match.name);
    return match.name;
  });
}

/**
 * What is wrong with a mapping for these headers, as a list of problems: `length` when it does not
 * have one entry per column, `unknown` fields, fields mapped `twice`. Empty when it is usable.
 */
export function mappingProblems(
  table: ImportTable,
  headers: readonly string[],
  mapping: ImportMapping,
): Array<"length" | "unknown" | "twice"> {
  const problems: Array<"length" | "unknown" | "twice"> = [];
  if (mapping.length !== headers.length) problems.push("length");
  const known = new Set(IMPORT_FIELDS[table].map((field) => field.name));
  const used = mapping.filter((name): name is string => name !== null);
  if (used.some((name) => !known.has(name))) problems.push("unknown");
  if (new Set(used).size !== used.length) problems.push("twice");
  return problems;
}

const MONEY = /^\(?-?\$?\s*-?(\d{1,3}(,\d{3})+|\d*)(\.\d+)?\)?$/;

/** "1,234.50", "$1234.5" or "1234" as a number; anything else as written (the schema refuses it in its words). */
function importNumber(text: string): number | string {
  const trimmed = text.trim();
  if (!MONEY.test(trimmed) || !/\d/.test(trimmed)) return trimmed;
  const negative = trimmed.includes("-") || trimmed.startsWith("(");
  const value = Number(trimmed.replace(/[$,()\s-]/g, ""));
  if (!Number.isFinite(value)) return trimmed;
  // Whole cents as written: 12.345 stays 12.345 for the schema to refuse, never rounded.
  return negative ? -value : value;
}

/** An option by its stored value, or its English or Spanish label, ignoring case; else as written. */
function importOption(text: string, options: readonly string[]): string {
  const key = headerKey(text);
  const match = options.find(
    (value) =>
      headerKey(value) === key ||
      headerKey(optionLabel(value)) === key ||
      headerKey(optionLabelEs(value)) === key,
  );
  return match ?? text.trim();
}

/** "9:05" → "09:05"; anything else as written. */
function importTime(text: string): string {
  const match = /^(\d{1,2}):(\d{2})(:\d{2})?$/.exec(text.trim());
  return match ? `${match[1]?.padStart(2, "0")}:${match[2]}${match[3] ?? ""}` : text.trim();
}

/** "2026-01-05", "2026-01-05T00:00:00" → "2026-01-05"; anything else as written. */
function importDate(text: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})([T ]00:00(:00(\.0+)?)?Z?)?$/.exec(text.trim());
  return match?.[1] ?? text.trim();
}

/**
 * A cell's text as the field's value: an empty cell is no value (the schema's default, or its
 * "is required"); a value that does not read as the field's kind is passed as written, so the
 * table's schema refuses it with the field's own message. References are the server's.
 */
export function importValue(field: ImportField, text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  switch (field.kind) {
    case "money":
    case "number":
      return importNumber(trimmed);
    case "date":
      return importDate(trimmed);
    case "time":
      return importTime(trimmed);
    case "list":
      return trimmed
        .split(/[;|]/)
        .map((item) => item.trim())
        .filter((item) => item !== "");
    case "option":
      return importOption(trimmed, field.options ?? []);
    default:
      return trimmed;
  }
}
