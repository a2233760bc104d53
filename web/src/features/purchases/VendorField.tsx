import { Autocomplete, type AutocompleteProps } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { useDebouncedField } from "../../components/list/DebouncedInput.tsx";
import type { FilterControlProps } from "../../components/list/filters.tsx";
import { useVendorSuggestions } from "./purchases.api.ts";

/** Vendor Name: suggests existing vendors as you type; any other name is allowed too. */
export function VendorField(props: AutocompleteProps & { value: string }) {
  const [q] = useDebouncedValue(props.value, 250);
  const vendors = useVendorSuggestions(q);
  return <Autocomplete {...props} data={vendors.data ?? []} limit={10} />;
}

/** The vendor filter: any text (contains), with existing vendor names suggested. */
export function VendorFilter({ filters, set }: FilterControlProps) {
  const { t } = useTranslation();
  const [local, change] = useDebouncedField(filters.vendor ?? "", (vendor) => set({ vendor }));
  return (
    <VendorField
      label={t("purchases.fields.vendor")}
      placeholder={t("purchases.anyVendor")}
      value={local}
      onChange={change}
      clearable
      clearButtonProps={{ "aria-label": t("kit.clear") }}
      data-testid="filter-vendor"
    />
  );
}
