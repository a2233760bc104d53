import { Button, Group, Paper, Select, SimpleGrid, TextInput } from "@mantine/core";
import { PAYMENT_TYPES } from "@storeops/domain";
import { IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DebouncedInput } from "./DebouncedInput.tsx";
import { useStores } from "./queries.ts";
import type { ListControls } from "./useListState.ts";

interface FilterPanelProps {
  controls: ListControls;
  statuses: readonly string[];
  /** Vendor (purchases) or category (expenses). */
  children: ReactNode;
  showStore: boolean;
  sortOptions: { value: string; label: string }[];
}

/** The Filter panel: every value goes to the URL, and the server filters. */
export function FilterPanel({ controls, statuses, children, showStore, sortOptions }: FilterPanelProps) {
  const { t } = useTranslation();
  const { filters, sort } = controls.state;
  const stores = useStores(showStore);
  const set = (key: keyof typeof filters) => (value: string | null) =>
    controls.setFilters({ [key]: value ?? "" });
  const minAboveMax = Boolean(filters.min && filters.max && Number(filters.min) > Number(filters.max));

  return (
    <Paper withBorder p="md" radius="md" data-testid="filter-panel">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Select
          label={t("purchases.common.status")}
          placeholder={t("purchases.common.all")}
          data={statuses.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          value={filters.status ?? null}
          onChange={set("status")}
          clearable
          clearButtonProps={{ "aria-label": t("purchases.common.clear") }}
          data-testid="filter-status"
        />
        <Select
          label={t("purchases.common.paymentType")}
          placeholder={t("purchases.common.all")}
          data={PAYMENT_TYPES.map((value) => ({ value, label: t(`purchases.paymentTypes.${value}`) }))}
          value={filters.payment_type ?? null}
          onChange={set("payment_type")}
          clearable
          clearButtonProps={{ "aria-label": t("purchases.common.clear") }}
          data-testid="filter-payment"
        />
        {children}
        {showStore && (
          <Select
            label={t("purchases.common.store")}
            placeholder={t("purchases.common.allStores")}
            data={(stores.data ?? []).map((store) => ({
              value: store.id,
              label: `${store.code} - ${store.name}`,
            }))}
            value={filters.store ?? null}
            onChange={set("store")}
            clearable
            clearButtonProps={{ "aria-label": t("purchases.common.clear") }}
            searchable
            data-testid="filter-store"
          />
        )}
        <DebouncedInput
          label={t("purchases.common.minAmount")}
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          value={filters.min ?? ""}
          onChange={set("min")}
          data-testid="filter-min"
        />
        <DebouncedInput
          label={t("purchases.common.maxAmount")}
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          value={filters.max ?? ""}
          onChange={set("max")}
          error={minAboveMax ? t("purchases.common.maxBelowMin") : undefined}
          data-testid="filter-max"
        />
        <TextInput
          label={t("purchases.common.fromDate")}
          type="date"
          value={filters.from ?? ""}
          onChange={(event) => set("from")(event.currentTarget.value)}
          data-testid="filter-from"
        />
        <TextInput
          label={t("purchases.common.toDate")}
          type="date"
          value={filters.to ?? ""}
          onChange={(event) => set("to")(event.currentTarget.value)}
          data-testid="filter-to"
        />
        <Select
          label={t("purchases.common.sortBy")}
          data={sortOptions}
          value={`${sort.column}.${sort.direction}`}
          onChange={(value) => {
            const [column = "", direction] = (value ?? "").split(".");
            if (column) controls.setSort({ column, direction: direction === "asc" ? "asc" : "desc" });
          }}
          allowDeselect={false}
          data-testid="filter-sort"
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={controls.clearFilters}
        >
          {t("purchases.common.clearFilters")}
        </Button>
      </Group>
    </Paper>
  );
}
