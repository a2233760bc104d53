import { Autocomplete } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useDebouncedField } from "./common/DebouncedInput.tsx";
import { useVendorSuggestions } from "./purchases.api.ts";

/** The vendor filter: any text (contains), with existing vendor names suggested. */
export function VendorFilter({ value, onChange }: { value: string; onChange: (vendor: string) => void }) {
  const { t } = useTranslation();
  const [local, change] = useDebouncedField(value, onChange);
  const vendors = useVendorSuggestions(local);
  return (
    <Autocomplete
      label={t("purchases.fields.vendor")}
      placeholder={t("purchases.common.anyVendor")}
      data={vendors.data ?? []}
      value={local}
      onChange={change}
      clearable
      clearButtonProps={{ "aria-label": t("purchases.common.clear") }}
      data-testid="filter-vendor"
    />
  );
}
