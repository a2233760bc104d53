import { NumberInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { STORE_STATUSES, STORE_TIMEZONES, storeCodeFromName } from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { nameAndCode, SelectField, StatusField, TextFields } from "../../components/form/FieldList.tsx";
import { MONEY_INPUT } from "../../components/form/TextField.tsx";
import { optionLabel } from "../../lib/messages.ts";
import { listRows } from "../../lib/rest.ts";
import type { StoreFormValues } from "./store-form.ts";
import { useIndustryOptions } from "./store-list.tsx";

/** Users who may manage a store: admins and store managers (the server checks it too). */
function useManagerOptions() {
  return useQuery({
    queryKey: ["rest", "users", "managers"],
    queryFn: ({ signal }) =>
      listRows<{ id: string; name: string; role: string }>(
        "users",
        new URLSearchParams({
          select: "id,name,role",
          in: "role.admin,store_manager",
          order: "name.asc",
          limit: "1000",
        }),
        signal,
      ),
    staleTime: 60_000,
  });
}

/** Spec 2 §2.7 store form. */
export function StoreFormFields({ form }: { form: UseFormReturnType<StoreFormValues> }) {
  const { t } = useTranslation();
  const industries = useIndustryOptions();
  const managers = useManagerOptions();
  return (
    <>
      <TextFields form={form} fields={nameAndCode(form.values, "stores", storeCodeFromName)} />
      <SelectField
        form={form}
        name="industry_id"
        label={t("stores.fields.industry")}
        data={(industries.data?.rows ?? []).map((row) => ({ value: row.id, label: row.name }))}
        withAsterisk
        searchable
      />
      <StatusField form={form} label={t("stores.fields.status")} statuses={STORE_STATUSES} />
      <TextFields
        form={form}
        fields={[
          { name: "address", label: "stores.fields.address", required: true, wide: true },
          { name: "city", label: "stores.fields.city" },
          { name: "state", label: "stores.fields.state" },
          { name: "postal_code", label: "stores.fields.postalCode" },
          { name: "country", label: "stores.fields.country" },
          { name: "phone", type: "tel", label: "stores.fields.phone" },
          { name: "email", type: "email", label: "stores.fields.email" },
        ]}
      />
      <SelectField
        form={form}
        name="manager_id"
        label={t("stores.fields.manager")}
        data={(managers.data?.rows ?? []).map((row) => ({
          value: row.id,
          label: `${row.name} (${optionLabel(row.role)})`,
        }))}
        clearable
        searchable
      />
      <SelectField
        form={form}
        name="timezone"
        label={t("stores.fields.timezone")}
        data={STORE_TIMEZONES.map((value) => ({ value, label: value }))}
        allowDeselect={false}
      />
      <NumberInput
        label={t("stores.fields.monthlyTarget")}
        {...MONEY_INPUT}
        {...form.getInputProps("monthly_target")}
        data-testid="field-monthly-target"
      />
    </>
  );
}
