import { PUBLIC_SPANISH_PARTS } from "./resources.es.ts";
import { mergeParts, PUBLIC_ENGLISH_PARTS } from "./resources.ts";
import { SIGNED_IN_SPANISH_PARTS } from "./signed-in-resources.es.ts";
import { SIGNED_IN_ENGLISH_PARTS } from "./signed-in-resources.ts";

/** Every part of the English text, public and signed-in: what the tests check as a whole. */
export const ENGLISH_PARTS = [...PUBLIC_ENGLISH_PARTS, ...SIGNED_IN_ENGLISH_PARTS] as const;

export const english = mergeParts(ENGLISH_PARTS);

/** Every language's parts, in the same order as the English ones (languages.test.ts). */
export const LANGUAGE_PARTS = {
  en: ENGLISH_PARTS,
  es: [...PUBLIC_SPANISH_PARTS, ...SIGNED_IN_SPANISH_PARTS] as const,
};

/** The Spanish as a whole (the Spanish e2e journey reads its texts from it). */
export const spanish = mergeParts(LANGUAGE_PARTS.es);
