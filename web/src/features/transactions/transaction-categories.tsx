/**
 * The expense and purchase categories the forms and list filters offer, read from the categories
 * table by kind (docs/decisions.md, Categories).
 */
import { Select } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { API_MAX_LIMIT, type CategoryFacts, type CategoryKind, offeredCategoryNames } from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import type { ListFilter } from "../../components/list/filters.tsx";
import { listRows } from "../../lib/rest.ts";

/** The feature whose texts label a kind's category field and filter. */
const TEXTS: Record<CategoryKind, string> = { expense: "expenses", purchase: "purchases" };

function useCategoryRows(kind: CategoryKind) {
  return useQuery({
    queryKey: ["rest", "categories", kind],
    queryFn: ({ signal }) =>
      listRows<CategoryFacts>(
        "categories",
        {
          select: ["name", "kind", "industry_id", "active", "sort_order"],
          eq: { kind },
          order: "sort_order.asc",
          limit: API_MAX_LIMIT,
        },
        signal,
      ),
    staleTime: 60_000,
  });
}

function useStoreIndustry(storeId: string) {
  return useQuery({
    queryKey: ["rest", "stores", "industry", storeId],
    queryFn: ({ signal }) =>
      listRows<{ industry_id: string | null }>(
        "stores",
        { select: ["id", "industry_id"], eq: { id: storeId }, limit: 1 },
        signal,
      ),
    enabled: storeId !== "",
    staleTime: 5 * 60_000,
  });
}

/**
 * The categories of the kind offered to the store's industry, and the record's own when it is no
 * longer offered, so an edit keeps it.
 */
function useStoreCategories(kind: CategoryKind, storeId: string, current: string): string[] {
  const rows = useCategoryRows(kind).data?.rows ?? [];
  const industryId = useStoreIndustry(storeId).data?.rows[0]?.industry_id ?? null;
  const offered = offeredCategoryNames(rows, kind, industryId);
  return current && !offered.includes(current) ? [...offered, current] : offered;
}

/** A list's Category filter: any category name of the kind, of every industry. */
export function categoryFilter(kind: CategoryKind): ListFilter {
  return {
    params: { category: z.string().max(100) },
    conditions: (filters) => (filters.category ? [["eq", "category", filters.category]] : []),
    Control: function CategoryControl({ filters, set }) {
      const { t } = useTranslation();
      const rows = useCategoryRows(kind).data?.rows ?? [];
      const names = [...new Set(rows.map((row) => row.name))].sort((a, b) => a.localeCompare(b));
      return (
        <Select
          label={t(`${TEXTS[kind]}.fields.category`)}
          placeholder={t(`${TEXTS[kind]}.anyCategory`)}
          data={filters.category && !names.includes(filters.category) ? [filters.category, ...names] : names}
          value={filters.category ?? null}
          onChange={(category) => set({ category: category ?? "" })}
          clearable
          searchable
          clearButtonProps={{ "aria-label": t("kit.clear") }}
          data-testid="filter-category"
        />
      );
    },
  };
}

/** The form's Category select: the store's industry's categories of the kind; a stored one stays selectable. */
export function CategoryField<V extends { store_id: string; category: string }>({
  kind,
  form,
}: {
  kind: CategoryKind;
  form: UseFormReturnType<V>;
}) {
  const { t } = useTranslation();
  const categories = useStoreCategories(kind, form.values.store_id, form.values.category);
  return (
    <Select
      label={t(`${TEXTS[kind]}.fields.category`)}
      withAsterisk
      data={categories}
      allowDeselect={false}
      {...form.getInputProps("category")}
      data-testid="field-category"
    />
  );
}
