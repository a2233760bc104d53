import { kitText } from "../components/kit.i18n.ts";
import { authText } from "../features/auth/auth.i18n.ts";
import { careersText } from "../features/careers/careers.i18n.ts";
import { attachmentsText } from "../features/files/attachments.i18n.ts";
import { en } from "./en.ts";
import { landingText } from "./landing.i18n.ts";
import { notFoundText } from "./not-found.i18n.ts";
import { appText } from "./shell.i18n.ts";

/**
 * The English text every page needs — the public pages and the shell — each part kept beside the
 * code that shows it. The back office's texts (signed-in-resources.ts) load with the signed-in
 * app, so the public pages never download them. Parts own distinct top-level keys (en.test.ts
 * checks it across both), so merging them loses nothing.
 */
export const PUBLIC_ENGLISH_PARTS = [
  en,
  appText,
  authText,
  careersText,
  landingText,
  notFoundText,
  { kit: kitText },
  { attachments: attachmentsText },
] as const;

type Merged<Parts extends readonly object[]> = Parts extends readonly [
  infer First,
  ...infer Rest extends readonly object[],
]
  ? First & Merged<Rest>
  : unknown;

export function mergeParts<const Parts extends readonly object[]>(parts: Parts): Merged<Parts> {
  return Object.assign({}, ...parts) as Merged<Parts>;
}

/** The English every page needs, as i18next starts with it. */
export const publicEnglish = mergeParts(PUBLIC_ENGLISH_PARTS);
