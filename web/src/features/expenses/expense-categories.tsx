/** The expense categories the form and the list filter offer, read from the categories table. */
import { Select } from "@mantine/core";
import { API_MAX_LIMIT, type CategoryFacts, offeredCategoryNames } from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import type { ListFilter } from "../../components/list/filters.tsx";
import { listRows } from "../../lib/rest.ts";

function useExpenseCategoryRows() {
  return useQuery({
    queryKey: ["rest", "categories", "expense"],
    queryFn: ({ signal }) =>
      listRows<CategoryFacts>(
        "categories",
        {
          select: ["name", "kind", "industry_id", "active", "sort_order"],
          eq: { kind: "expense" },
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
 * The categories offered to the store's industry (docs/decisions.md, Categories), and the
 * record's own when it is no longer offered, so an edit keeps it.
 */
export function useStoreCategories(storeId: string, current: string): string[] {
  const rows = useExpenseCategoryRows().data?.rows ?? [];
  const industryId = useStoreIndustry(storeId).data?.rows[0]?.industry_id ?? null;
  const offered = offeredCategoryNames(rows, "expense", industryId);
  return current && !offered.includes(current) ? [...offered, current] : offered;
}

/** The list's Category filter: any expense category name, of every industry. */
export const categoryFilter: ListFilter = {
  params: { category: z.string().max(100) },
  conditions: (filters) => (filters.category ? [["eq", "category", filters.category]] : []),
  Control: function CategoryControl({ filters, set }) {
    const { t } = useTranslation();
    const rows = useExpenseCategoryRows().data?.rows ?? [];
    const names = [...new Set(rows.map((row) => row.name))].sort((a, b) => a.localeCompare(b));
    return (
      <Select
        label={t("expenses.fields.category")}
        placeholder={t("expenses.anyCategory")}
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
