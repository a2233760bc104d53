import i18n from "i18next";
import { optionLabel } from "../lib/messages.ts";

/**
 * docs/decisions.md, API contract: general rules: purchases and expenses count unless rejected, while the list beside the cards
 * shows every status. So a total card says what it leaves out, from the summary's `excludes`
 * when the server sends it, else the counting rule.
 */
export function excludedHint(countText: string, excludes: readonly string[] = ["rejected"]): string {
  if (excludes.length === 0) return countText;
  const statuses = excludes.map((status) => optionLabel(status).toLowerCase()).join(", ");
  return i18n.t("kit.excluding", { count: countText, statuses });
}
