import { mergeParts, PUBLIC_ENGLISH_PARTS } from "./resources.ts";
import { SIGNED_IN_ENGLISH_PARTS } from "./signed-in-resources.ts";

/** Every part of the English text, public and signed-in: what the tests check as a whole. */
export const ENGLISH_PARTS = [...PUBLIC_ENGLISH_PARTS, ...SIGNED_IN_ENGLISH_PARTS] as const;

export const english = mergeParts(ENGLISH_PARTS);
