/**
 * Field builders shared by every schema, so one rule (money, dates, trimming, limits) has one
 * definition. Optional fields accept null, which clears the column on update.
 */
import { z } from "zod";
import { SHORT_TEXT_LIMIT, TEXT_LIMIT } from "./limits.ts";
import { hasAtMostTwoDecimals, isWithinMoneyRange } from "./money.ts";
import { VALIDATION } from "./validation-messages.ts";
// Our words for every check below that names no message of its own.
import "./zod-messages.ts";

/** C0 and C1 control characters (line breaks, tabs, escapes) and the Unicode line separators. */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;

/**
 * Text shorter than TEXT_LIMIT is one line (names, vendor, invoice number, codes, phone, address):
 * a line break or other control character in it would forge a line in a text report or the audit
 * trail. Longer text is free text (notes, descriptions) and keeps its line breaks.
 */
function isOneLine(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value);
}

/** Required trimmed text; `message` overrides the "{label} is required." wording (spec messages). */
export function requiredText(label: string, max: number = SHORT_TEXT_LIMIT, message?: string) {
  const missing = message ?? VALIDATION.required(label);
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, message ?? VALIDATION.maxChars(label, max))
    .refine((value) => max >= TEXT_LIMIT || isOneLine(value), VALIDATION.singleLine(label));
}

/** Optional trimmed text; null or "" clear it. */
export function optionalText(label: string, max: number = SHORT_TEXT_LIMIT, message?: string) {
  return z
    .string({ error: VALIDATION.text(label) })
    .trim()
    .max(max, message ?? VALIDATION.maxChars(label, max))
    .refine((value) => max >= TEXT_LIMIT || isOneLine(value), VALIDATION.singleLine(label))
    .nullable()
    .optional();
}

/** Email, trimmed and lower-cased so look-ups by email match however it was typed. */
export function email(message: string = VALIDATION.email) {
  return z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: message }).max(SHORT_TEXT_LIMIT, message));
}

/** An optional email; "" and null both mean none (forms send "" for an empty input). */
export function optionalEmail(message: string = VALIDATION.email) {
  return z
    .union([z.literal(""), email(message)], { error: message })
    .nullable()
    .optional();
}

/**
 * Dollars as a JSON number: not negative, at most MAX_MONEY_DOLLARS, whole cents as written
 * (never rounded). Stored as cents by the server.
 */
export function money(label: string) {
  const format = VALIDATION.money(label);
  return z
    .number({ error: format })
    .min(0, { error: VALIDATION.notNegative(label), abort: true })
    .refine(isWithinMoneyRange, { error: VALIDATION.moneyMax(label), abort: true })
    .refine(hasAtMostTwoDecimals, format);
}

/** Dollars greater than zero: an amount paid or owed (a purchase, an expense, a withdrawal). */
export function positiveMoney(label: string) {
  return money(label).refine((dollars) => dollars > 0, VALIDATION.positive(label));
}

/** A business date, YYYY-MM-DD, and a real one (no 2023-02-29). */
export function date(label: string) {
  return z.iso.date({ error: VALIDATION.date(label) });
}

/** A time of day, HH:MM or HH:MM:SS. */
export function time(label: string) {
  return z
    .string({ error: VALIDATION.time(label) })
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, VALIDATION.time(label));
}

/** An ISO 8601 instant with Z or an offset. */
export function instant(label: string) {
  return z.iso.datetime({ offset: true, error: VALIDATION.instant(label) });
}

/** A record id (server-generated string). */
export function id(message: string = VALIDATION.id) {
  return z.string({ error: message }).trim().min(1, message).max(100, message);
}

/** One of a closed list, with the list in the message. */
export function oneOf<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z.enum(values, { error: VALIDATION.oneOf(label, values) });
}

/** A whole or decimal number within bounds (hours, settings). */
export function numberBetween(label: string, min: number, max: number) {
  return z
    .number({ error: VALIDATION.number(label) })
    .min(min, VALIDATION.between(label, min, max))
    .max(max, VALIDATION.between(label, min, max));
}

/** A whole number within bounds (settings). */
export function intBetween(label: string, min: number, max: number) {
  return numberBetween(label, min, max).int(VALIDATION.between(label, min, max));
}

/** A file stored on a record (spec 2 §3 Attachment); extra client flags are dropped. */
export const ZAttachment = z.object({
  name: z.string().min(1).max(300),
  originalName: z.string().max(300).optional(),
  url: z.string().min(1).max(1000),
  type: z.string().max(100).optional(),
  size: z.number().int().min(0).optional(),
});
export type TAttachment = z.infer<typeof ZAttachment>;

export const attachments = () => z.array(ZAttachment).max(100).nullable().optional();
