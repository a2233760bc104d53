/**
 * The languages the product speaks and the tools that keep a translation beside its English: a
 * table's translation has exactly the English table's keys (the type says so), and a message
 * function's translation is found again from the English sentence it wrote, so a refusal worded
 * in English anywhere (a zod schema built once, an error helper) reads in the caller's language
 * at the edge (localizeMessage in messages.es.ts).
 */

/** The languages with a complete translation; English is the base (the spec's words). */
export const APP_LANGUAGES = ["en", "es"] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];
export const BASE_LANGUAGE: AppLanguage = "en";

/** A saved or asked-for language as one the product speaks: "es-MX" → "es"; "fr", "de" or nothing → "en". */
export function appLanguage(value: unknown): AppLanguage {
  if (typeof value !== "string") return BASE_LANGUAGE;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return (APP_LANGUAGES as readonly string[]).includes(primary ?? "")
    ? (primary as AppLanguage)
    : BASE_LANGUAGE;
}

/** The language of an Accept-Language header: the first of its ranges, by weight, that the product speaks. */
export function acceptedLanguage(header: string | undefined): AppLanguage {
  if (!header) return BASE_LANGUAGE;
  const ranges = header
    .split(",")
    .map((part, index) => {
      const [range = "", ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { range: range.trim().toLowerCase(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.range !== "" && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { range } of ranges) {
    const primary = range.split("-")[0] ?? "";
    if ((APP_LANGUAGES as readonly string[]).includes(primary)) return primary as AppLanguage;
  }
  return BASE_LANGUAGE;
}

/** A translated table: the English table's keys, every one a text. */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** One message function's translation: the English sentence it matches and the translated sentence. */
export interface LocalizedMessage {
  readonly pattern: RegExp;
  readonly translate: (args: readonly string[]) => string;
}

const MARK = "\u0000";
/** The stand-in for argument `index` when an English message function is read as a pattern. */
export const slot = (index: number): string => `${MARK}${index}${MARK}`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The pattern of one English sentence with slots: each slot a capture (a repeated slot, the same text). */
function patternOf(sentence: string): { pattern: RegExp; order: number[] } {
  const order: number[] = [];
  const source = sentence
    .split(new RegExp(`(${MARK}\\d+${MARK})`))
    .map((piece) => {
      const match = new RegExp(`^${MARK}(\\d+)${MARK}$`).exec(piece);
      if (!match) return escapeRegExp(piece);
      const index = Number(match[1]);
      if (order.includes(index)) return `(?:\\${order.indexOf(index) + 1})`;
      order.push(index);
      return "([\\s\\S]+?)";
    })
    .join("");
  return { pattern: new RegExp(`^${source}$`), order };
}

/**
 * The translation of an English message function: `english` is called with slots (`variants`,
 * when its wording branches on its arguments or it has defaults; else one slot per parameter),
 * and `spanish` receives the arguments read back from an English sentence, as text.
 */
export function localized<Args extends unknown[]>(
  english: (...args: Args) => string,
  spanish: (...args: string[]) => string,
  variants: readonly unknown[][] = [Array.from({ length: english.length }, (_, index) => slot(index))],
): LocalizedMessage[] {
  return variants.map((variant) => {
    const { pattern, order } = patternOf(english(...(variant as Args)));
    const fixed = variant.map((value) =>
      typeof value === "string" && value.includes(MARK) ? undefined : value,
    );
    return {
      pattern,
      translate: (captured) => {
        const args = fixed.map((value) => (value === undefined ? "" : String(value)));
        order.forEach((index, position) => {
          args[index] = captured[position] ?? "";
        });
        return spanish(...args);
      },
    };
  });
}

/** A translation by a pattern of one's own, where the English sentence computes what it shows. */
export function localizedPattern(
  pattern: RegExp,
  spanish: (...args: string[]) => string,
): LocalizedMessage[] {
  return [{ pattern, translate: (captured) => spanish(...captured) }];
}
