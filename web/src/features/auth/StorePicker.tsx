import { Select } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { fetchPublicStores } from "../../lib/rest.ts";

interface StorePickerProps {
  value: string | null;
  error: string | null;
  onChange: (code: string | null) => void;
}

/**
 * The staff sign-in's store field. Its own chunk: Mantine's Select (combobox, popover, scroll
 * area) loads only when someone opens the Staff tab, not with the sign-in page.
 */
export default function StorePicker({ value, error, onChange }: StorePickerProps) {
  const { t } = useTranslation();
  const stores = useQuery({ queryKey: ["public-stores"], queryFn: fetchPublicStores });
  const options = (stores.data ?? []).map((store) => ({
    value: store.code,
    label: t("login.storeOption", { code: store.code, name: store.name }),
  }));
  return (
    <Select
      label={t("login.store")}
      placeholder={stores.isPending ? t("common.loading") : t("login.storePlaceholder")}
      data={options}
      value={value}
      onChange={onChange}
      error={error ?? (stores.isError ? stores.error.message : undefined)}
      required
      searchable
      nothingFoundMessage={t("login.noStores")}
      data-testid="store-select"
    />
  );
}
