/** Category rules: which categories a store's form offers (docs/decisions.md, Categories). */
import type { CategoryKind } from "./options.ts";

/** The facts of a category these rules read. */
export interface CategoryFacts {
  name: string;
  kind: string;
  industry_id: string | null;
  active: boolean;
  sort_order: number;
}

/** A category applies to an industry when it is for every industry or for that one. */
function categoryApplies(category: Pick<CategoryFacts, "industry_id">, industryId: string | null) {
  return category.industry_id === null || category.industry_id === industryId;
}

/**
 * The names a store of the industry may choose for a record of the kind: active categories for
 * every industry or for that one, by sort order, then name.
 */
export function offeredCategoryNames(
  categories: readonly CategoryFacts[],
  kind: CategoryKind,
  industryId: string | null,
): string[] {
  return categories
    .filter((row) => row.kind === kind && row.active && categoryApplies(row, industryId))
    .sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name))
    .map((row) => row.name);
}
