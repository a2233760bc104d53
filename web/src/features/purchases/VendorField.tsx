import { Autocomplete, type AutocompleteProps } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useVendorSuggestions } from "./purchases.api.ts";

/** Vendor Name: suggests existing vendors as you type; any other name is allowed too. */
export function VendorField(props: AutocompleteProps & { value: string }) {
  const [q] = useDebouncedValue(props.value, 250);
  const vendors = useVendorSuggestions(q);
  return <Autocomplete {...props} data={vendors.data ?? []} limit={10} />;
}
