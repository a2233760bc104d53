import { Select } from "@mantine/core";
import { API_MAX_LIMIT, STORE_STATUSES } from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { DebouncedInput } from "../../components/list/DebouncedInput.tsx";
import { filter, type ListConfig, type ListFilter } from "../../components/list/filters.tsx";
import { listRows } from "../../lib/rest.ts";

export const STORE_SELECT = [
  "id",
  "name",
  "code",
  "industry_id",
  "industry",
  "address",
  "city",
  "state",
  "postal_code",
  "country",
  "phone",
  "email",
  "manager_id",
  "manager",
  "status",
  "timezone",
  "monthly_target",
  "staff_count",
  "revenue",
  "orders",
  "created_at",
] as const;

export function useIndustryOptions() {
  return useQuery({
    queryKey: ["rest", "industries", "options"],
    queryFn: ({ signal }) =>
      listRows<{ id: string; name: string }>(
        "industries",
        { select: ["id", "name"], order: "name.asc", limit: API_MAX_LIMIT },
        signal,
      ),
    staleTime: 60_000,
  });
}

/** The store's industry, by id (the names come from the industries the user reads). */
const industryFilter: ListFilter = {
  params: { industry: z.string().min(1) },
  conditions: (filters) => (filters.industry ? [["eq", "industry_id", filters.industry]] : []),
  Control: function IndustryControl({ filters, set }) {
    const { t } = useTranslation();
    const industries = useIndustryOptions();
    return (
      <Select
        label={t("stores.industryFilter")}
        placeholder={t("kit.all")}
        data={(industries.data?.rows ?? []).map((row) => ({ value: row.id, label: row.name }))}
        value={filters.industry ?? null}
        onChange={(value) => set({ industry: value ?? "" })}
        clearable
        data-testid="filter-industry"
      />
    );
  },
};

function ManagerControl({
  filters,
  set,
}: {
  filters: Record<string, string | undefined>;
  set: (patch: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  return (
    <DebouncedInput
      label={t("stores.managerFilter")}
      placeholder={t("stores.managerPlaceholder")}
      value={filters.manager ?? ""}
      onChange={(value) => set({ manager: value })}
      data-testid="filter-manager"
    />
  );
}

export const STORE_LIST: ListConfig = {
  table: "stores",
  select: STORE_SELECT,
  filters: [
    filter.status(STORE_STATUSES),
    industryFilter,
    filter.contains("manager", "manager", ManagerControl),
  ],
  sortColumns: ["name", "code", "status", "revenue", "staff_count"],
  defaultSort: { column: "name", direction: "asc" },
  pageSize: 12,
};

export const STORE_SORTS = ["name.asc", "name.desc", "revenue.desc", "staff_count.desc"];
