import { Badge, Select } from "@mantine/core";
import { API_MAX_LIMIT, CATEGORY_KINDS } from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { column } from "../../components/list/columns.tsx";
import { filter, type ListConfig, type ListFilter } from "../../components/list/filters.tsx";
import type { ListScreenProps } from "../../components/list/ListScreen.tsx";
import { useListTexts } from "../../components/list/list-texts.ts";
import { StatusBadge } from "../../components/StatusBadge.tsx";
import { optionLabel } from "../../lib/messages.ts";
import { listRows } from "../../lib/rest.ts";
import type { Category } from "./category-form.ts";

/** The industries as select options, by name. */
export function useIndustryOptions() {
  const industries = useQuery({
    queryKey: ["rest", "industries", "options"],
    queryFn: ({ signal }) =>
      listRows<{ id: string; name: string }>(
        "industries",
        { select: ["id", "name"], order: "name.asc", limit: API_MAX_LIMIT },
        signal,
      ),
    staleTime: 5 * 60_000,
  });
  return (industries.data?.rows ?? []).map((row) => ({ value: row.id, label: row.name }));
}

/** One industry's own categories (the ones for every industry are listed without an industry). */
const industryFilter: ListFilter = {
  params: { industry: z.string() },
  conditions: (filters) => (filters.industry ? [["eq", "industry_id", filters.industry]] : []),
  Control: function IndustryControl({ filters, set }) {
    const { t } = useTranslation();
    return (
      <Select
        label={t("categories.fields.industry")}
        placeholder={t("categories.anyIndustry")}
        data={useIndustryOptions()}
        value={filters.industry ?? null}
        onChange={(industry) => set({ industry: industry ?? "" })}
        clearable
        clearButtonProps={{ "aria-label": t("kit.clear") }}
        data-testid="filter-industry"
      />
    );
  },
};

export const CATEGORY_LIST: ListConfig = {
  table: "categories",
  select: ["id", "name", "kind", "industry_id", "industry", "active", "sort_order", "created_at"],
  filters: [
    industryFilter,
    filter.oneOf({
      key: "kind",
      column: "kind",
      label: "categories.fields.kind",
      placeholder: "kit.all",
      options: CATEGORY_KINDS.map((value) => ({ value, label: optionLabel(value) })),
      testId: "filter-kind",
    }),
  ],
  sortColumns: ["industry", "sort_order", "name"],
  // One industry's categories together (docs/decisions.md, Categories).
  defaultSort: { column: "industry", direction: "asc" },
  pageSize: 50,
};

const SORTS = ["industry.asc", "sort_order.asc", "name.asc", "name.desc"];

/** Active or inactive, as the status badge draws it. */
export const activeStatus = (row: Category) => (row.active ? "active" : "inactive");

/** The categories list: name, use, industry, order and whether forms offer it. */
export function useCategoryList(): Omit<ListScreenProps<Category>, "controls" | "onOpen"> {
  const { t } = useTranslation();
  const texts = useListTexts("categories", SORTS);
  const industry = (row: Category) => row.industry ?? t("categories.everyIndustry");
  const kind = (row: Category) => optionLabel(row.kind);
  return {
    config: CATEGORY_LIST,
    ...texts,
    testId: "category",
    columns: [
      column.opener({
        accessor: "name",
        title: t("categories.fields.name"),
        text: (row) => row.name,
        label: (row) => t("categories.openDetails", { name: row.name }),
      }),
      { accessor: "kind", title: t("categories.fields.kind"), render: kind },
      {
        accessor: "industry",
        title: t("categories.fields.industry"),
        sortable: true,
        render: (row) => (
          <Badge variant="light" color={row.industry_id ? "blue" : "gray"} data-testid="row-industry">
            {industry(row)}
          </Badge>
        ),
      },
      { accessor: "sort_order", title: t("categories.fields.sortOrder"), sortable: true, textAlign: "right" },
      {
        accessor: "active",
        title: t("categories.fields.status"),
        render: (row) => <StatusBadge status={activeStatus(row)} />,
      },
    ],
    card: (row) => ({
      title: row.name,
      subtitle: `${kind(row)} · ${industry(row)}`,
      amount: "",
      meta: `${t("categories.fields.sortOrder")}: ${row.sort_order}`,
      badge: <StatusBadge status={activeStatus(row)} />,
    }),
  };
}
