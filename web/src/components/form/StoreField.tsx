import { Select, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { useStores } from "../list/queries.ts";

/** The record's store: staff see their current store, read-only (the server fills it); others choose. */
export function StoreField<V extends { store_id: string }>({
  form,
  fixedStoreName,
}: {
  form: UseFormReturnType<V>;
  fixedStoreName: string | null;
}) {
  const { t } = useTranslation();
  const stores = useStores(fixedStoreName === null);
  if (fixedStoreName !== null) {
    return (
      <TextInput
        label={t("kit.fields.store")}
        value={fixedStoreName}
        readOnly
        variant="filled"
        data-testid="field-store-fixed"
      />
    );
  }
  return (
    <Select
      label={t("kit.fields.store")}
      withAsterisk
      placeholder={t("kit.chooseStore")}
      data={(stores.data ?? []).map((store) => ({ value: store.id, label: `${store.code} - ${store.name}` }))}
      searchable
      {...form.getInputProps("store_id")}
      data-testid="field-store"
    />
  );
}
