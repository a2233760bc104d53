import { type RowOf, ZCategoryCreate } from "@storeops/domain";
import { validateRecord } from "../../components/form/form-values.ts";
import type { SaveMessages } from "../../components/form/save-with-files.ts";
import { MSG } from "../../lib/messages.ts";

/** A category as the categories screen reads it (the domain's row). */
export type Category = RowOf<"categories">;

export interface CategoryFormValues extends Record<string, unknown> {
  name: string;
  kind: string;
  /** EVERY_INDUSTRY for a category of every industry. */
  industry_id: string;
  active: boolean;
  sort_order: number | string;
}

/** The industry select's value for "Every industry" (a select cannot hold null). */
export const EVERY_INDUSTRY = "every";

export function categoryFormValues(record: Category | null): CategoryFormValues {
  return {
    name: record?.name ?? "",
    kind: record?.kind ?? "expense",
    industry_id: record?.industry_id ?? EVERY_INDUSTRY,
    active: record?.active ?? true,
    sort_order: record?.sort_order ?? 0,
  };
}

export function categoryPayload(values: CategoryFormValues): Record<string, unknown> {
  return {
    name: values.name.trim(),
    kind: values.kind,
    industry_id: values.industry_id === EVERY_INDUSTRY || !values.industry_id ? null : values.industry_id,
    active: values.active,
    sort_order: values.sort_order === "" ? 0 : Number(values.sort_order),
  };
}

export function validateCategory(values: CategoryFormValues): Record<string, string> {
  return validateRecord(ZCategoryCreate, categoryPayload(values), { name: "Category name" });
}

export const categorySaveMessages: SaveMessages = {
  record: "Category",
  created: MSG.categoryCreated,
  updated: MSG.categoryUpdated,
  saveError: MSG.categorySaveError,
  filesFailed: MSG.categorySaveError,
};
