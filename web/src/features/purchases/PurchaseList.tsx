import { Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MOBILE_QUERY } from "../../app/theme.ts";
import { FilterPanel } from "./common/FilterPanel.tsx";
import { ListBody } from "./common/ListBody.tsx";
import { ListToolbar } from "./common/ListToolbar.tsx";
import { activeFilterCount } from "./common/list-params.ts";
import { Pager } from "./common/Pager.tsx";
import type { ListControls } from "./common/useListState.ts";
import { useOpenLinked } from "./common/useOpenLinked.ts";
import { PurchaseCards } from "./PurchaseCards.tsx";
import { PurchaseTable } from "./PurchaseTable.tsx";
import { PURCHASE_LIST, type Purchase, usePurchasePage } from "./purchases.api.ts";
import { VendorFilter } from "./VendorFilter.tsx";

const SORTS = [
  "purchase_date.desc",
  "purchase_date.asc",
  "amount.desc",
  "amount.asc",
  "vendor.asc",
  "due_date.asc",
];

/** 'Recent Purchases': search, Filter panel, table or cards, pager. */
export function PurchaseList({
  controls,
  isStaff,
  onOpen,
}: {
  controls: ListControls;
  isStaff: boolean;
  onOpen: (row: Purchase) => void;
}) {
  const { t } = useTranslation();
  const isMobile = useMediaQuery(MOBILE_QUERY, window.matchMedia(MOBILE_QUERY).matches, {
    getInitialValueInEffect: false,
  });
  const { state } = controls;
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(state.filters) > 0);
  const page = usePurchasePage(state);
  const rows = page.data?.rows ?? [];
  useOpenLinked(state.filters.id, rows, onOpen);

  return (
    <Stack gap="sm" data-testid="purchase-list">
      <ListToolbar
        title={t("purchases.recent")}
        searchPlaceholder={t("purchases.searchPlaceholder")}
        controls={controls}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
      />
      {filtersOpen && (
        <FilterPanel
          controls={controls}
          statuses={PURCHASE_LIST.statuses}
          showStore={!isStaff}
          sortOptions={SORTS.map((value) => ({
            value,
            label: t(`purchases.sorts.${value.replace(".", "_")}`),
          }))}
        >
          <VendorFilter
            value={state.filters.vendor ?? ""}
            onChange={(vendor) => controls.setFilters({ vendor })}
          />
        </FilterPanel>
      )}
      <ListBody
        loading={page.isPending}
        error={page.error}
        empty={rows.length === 0}
        emptyText={t("purchases.empty")}
      >
        {isMobile ? (
          <PurchaseCards rows={rows} onOpen={onOpen} showStore={!isStaff} />
        ) : (
          <PurchaseTable
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
        pageSize={PURCHASE_LIST.pageSize}
        rows={rows.length}
        total={page.data?.total ?? null}
        busy={page.isFetching}
        onPage={controls.setPage}
      />
    </Stack>
  );
}
