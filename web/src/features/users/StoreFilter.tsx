import { Select } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { FilterControlProps } from "../../components/list/filters.tsx";
import { useStores } from "../../components/list/queries.ts";

/** The users screen's store filter: accounts assigned to the store or managing it. */
export function StoreFilter({ filters, set }: FilterControlProps) {
  const { t } = useTranslation();
  const stores = useStores();
  return (
    <Select
      label={t("kit.store")}
      placeholder={t("kit.allStores")}
      data={(stores.data ?? []).map((store) => ({ value: store.id, label: `${store.code} - ${store.name}` }))}
      value={filters.store ?? null}
      onChange={(store) => set({ store: store ?? "" })}
      clearable
      searchable
      data-testid="filter-store"
    />
  );
}
