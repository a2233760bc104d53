import { Select, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { EXPENSE_CATEGORY_VALUES } from "@storeops/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MOBILE_QUERY } from "../../app/theme.ts";
import { FilterPanel } from "../purchases/common/FilterPanel.tsx";
import { ListBody } from "../purchases/common/ListBody.tsx";
import { ListToolbar } from "../purchases/common/ListToolbar.tsx";
import { activeFilterCount } from "../purchases/common/list-params.ts";
import { Pager } from "../purchases/common/Pager.tsx";
import type { ListControls } from "../purchases/common/useListState.ts";
import { useOpenLinked } from "../purchases/common/useOpenLinked.ts";
import { ExpenseCards } from "./ExpenseCards.tsx";
import { ExpenseTable } from "./ExpenseTable.tsx";
import { EXPENSE_LIST, type Expense, useExpensePage } from "./expenses.api.ts";

const SORTS = ["expense_date.desc", "expense_date.asc", "amount.desc", "amount.asc", "category.asc"];

/** 'Recent Expenses': search, Filter panel, table or cards, pager. */
export function ExpenseList({
  controls,
  isStaff,
  onOpen,
}: {
  controls: ListControls;
  isStaff: boolean;
  onOpen: (row: Expense) => void;
}) {
  const { t } = useTranslation();
  const isMobile = useMediaQuery(MOBILE_QUERY, window.matchMedia(MOBILE_QUERY).matches, {
    getInitialValueInEffect: false,
  });
  const { state } = controls;
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(state.filters) > 0);
  const page = useExpensePage(state);
  const rows = page.data?.rows ?? [];
  useOpenLinked(state.filters.id, rows, onOpen);

  return (
    <Stack gap="sm" data-testid="expense-list">
      <ListToolbar
        title={t("expenses.recent")}
        searchPlaceholder={t("expenses.searchPlaceholder")}
        controls={controls}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
      />
      {filtersOpen && (
        <FilterPanel
          controls={controls}
          statuses={EXPENSE_LIST.statuses}
          showStore={!isStaff}
          sortOptions={SORTS.map((value) => ({
            value,
            label: t(`expenses.sorts.${value.replace(".", "_")}`),
          }))}
        >
          <Select
            label={t("expenses.fields.category")}
            placeholder={t("purchases.common.anyCategory")}
            data={[...EXPENSE_CATEGORY_VALUES]}
            value={state.filters.category ?? null}
            onChange={(category) => controls.setFilters({ category: category ?? "" })}
            clearable
            clearButtonProps={{ "aria-label": t("purchases.common.clear") }}
            data-testid="filter-category"
          />
        </FilterPanel>
      )}
      <ListBody
        loading={page.isPending}
        error={page.error}
        empty={rows.length === 0}
        emptyText={t("expenses.empty")}
      >
        {isMobile ? (
          <ExpenseCards rows={rows} onOpen={onOpen} showStore={!isStaff} />
        ) : (
          <ExpenseTable
            rows={rows}
            sort={state.sort}
            onSort={controls.setSort}
            onOpen={onOpen}
            showStore={!isStaff}
          />
        )}
      </ListBody>
      <Pager
        page={state.page}
        pageSize={EXPENSE_LIST.pageSize}
        rows={rows.length}
        total={page.data?.total ?? null}
        busy={page.isFetching}
        onPage={controls.setPage}
      />
    </Stack>
  );
}
