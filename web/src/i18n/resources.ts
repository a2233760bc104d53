import { appText } from "../app/app.i18n.ts";
import { attachmentsText } from "../components/attachments/attachments.i18n.ts";
import { kitText } from "../components/kit.i18n.ts";
import { authText } from "../features/auth/auth.i18n.ts";
import { careersText } from "../features/careers/careers.i18n.ts";
import { dashboardText } from "../features/dashboard/dashboard.i18n.ts";
import { documentationText } from "../features/documentation/documentation.i18n.ts";
import { expensesText } from "../features/expenses/expenses.i18n.ts";
import { landingText } from "../features/landing/landing.i18n.ts";
import { notFoundText } from "../features/not-found/not-found.i18n.ts";
import { purchasesText } from "../features/purchases/purchases.i18n.ts";
import { searchText } from "../features/search/search.i18n.ts";
import { settingsText } from "../features/settings/settings.i18n.ts";
import { en } from "./en.ts";

/**
 * Every part of the English text, each kept beside the code that shows it. Parts own distinct
 * top-level keys (en.test.ts checks it), so merging them loses nothing.
 */
export const ENGLISH_PARTS = [
  en,
  appText,
  authText,
  careersText,
  dashboardText,
  documentationText,
  landingText,
  notFoundText,
  searchText,
  settingsText,
  { kit: kitText },
  { attachments: attachmentsText },
  { purchases: purchasesText },
  { expenses: expensesText },
] as const;

type Merged<Parts extends readonly object[]> = Parts extends readonly [
  infer First,
  ...infer Rest extends readonly object[],
]
  ? First & Merged<Rest>
  : unknown;

function mergeParts<const Parts extends readonly object[]>(parts: Parts): Merged<Parts> {
  return Object.assign({}, ...parts) as Merged<Parts>;
}

/** The whole English resource, as i18next and the tests read it. */
export const english = mergeParts(ENGLISH_PARTS);
