import { Group, Select, Text } from "@mantine/core";
import { showingRecords } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { usePagedList, useStores } from "../../components/list/queries.ts";
import type { ListControls } from "../../components/list/useListState.ts";
import { DAILY_INCOME_LIST } from "./daily-income-list.tsx";

/** Spec 2 §2.4, non-staff: 'Filter by Store:' (All Stores or one store) and 'Showing N records'. */
export function StoreFilterBar({ controls }: { controls: ListControls }) {
  const { t } = useTranslation();
  const stores = useStores();
  // The list's own page query (same key): its X-Total-Count is the number of matching records.
  const page = usePagedList(DAILY_INCOME_LIST, controls.state);
  const total = page.data?.total;
  return (
    <Group gap="sm" align="center" wrap="wrap">
      <Text size="sm" fw={500} component="label" htmlFor="daily-income-store-filter">
        {t("dailyIncome.filterByStore")}
      </Text>
      <Select
        id="daily-income-store-filter"
        aria-label={t("dailyIncome.filterByStore")}
        data={[
          { value: "", label: t("kit.allStores") },
          ...(stores.data ?? []).map((store) => ({ value: store.id, label: store.name })),
        ]}
        value={controls.state.filters.store ?? ""}
        onChange={(value) => controls.setFilters({ store: value || undefined })}
        allowDeselect={false}
        w={240}
        data-testid="daily-income-store-filter"
      />
      {total != null && (
        <Text size="sm" c="dimmed" data-testid="showing-records">
          {showingRecords(total)}
        </Text>
      )}
    </Group>
  );
}
