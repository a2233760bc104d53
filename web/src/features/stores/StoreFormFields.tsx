import { NumberInput, Select } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { optionLabel, STORE_STATUSES, STORE_TIMEZONES, storeCodeFromName } from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { TextField } from "../../components/form/TextField.tsx";
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
  const name = form.values.name.trim();
  const select = (
    field: keyof StoreFormValues & string,
    label: string,
    data: { value: string; label: string }[],
    extra = {},
  ) => (
    <Select
      label={label}
      data={data}
      {...extra}
      {...form.getInputProps(field)}
      data-testid={`field-${field}`}
    />
  );
  return (
    <>
      <TextField form={form} name="name" label={t("stores.fields.name")} required testId="field-name" />
      <TextField
        form={form}
        name="code"
        label={t("stores.fields.code")}
        description={t("stores.form.codeHint")}
        placeholder={name ? storeCodeFromName(name) : undefined}
        testId="field-code"
      />
      {select(
        "industry_id",
        t("stores.fields.industry"),
        (industries.data?.rows ?? []).map((row) => ({ value: row.id, label: row.name })),
        { withAsterisk: true, searchable: true },
      )}
      {select(
        "status",
        t("stores.fields.status"),
        STORE_STATUSES.map((value) => ({ value, label: optionLabel(value) })),
        {
          allowDeselect: false,
        },
      )}
      <TextField
        form={form}
        name="address"
        label={t("stores.fields.address")}
        required
        testId="field-address"
        style={{ gridColumn: "1 / -1" }}
      />
      <TextField form={form} name="city" label={t("stores.fields.city")} />
      <TextField form={form} name="state" label={t("stores.fields.state")} />
      <TextField form={form} name="postal_code" label={t("stores.fields.postalCode")} />
      <TextField form={form} name="country" label={t("stores.fields.country")} />
      <TextField form={form} name="phone" type="tel" label={t("stores.fields.phone")} testId="field-phone" />
      <TextField
        form={form}
        name="email"
        type="email"
        label={t("stores.fields.email")}
        testId="field-email"
      />
      {select(
        "manager_id",
        t("stores.fields.manager"),
        (managers.data?.rows ?? []).map((row) => ({
          value: row.id,
          label: `${row.name} (${optionLabel(row.role)})`,
        })),
        { clearable: true, searchable: true },
      )}
      {select(
        "timezone",
        t("stores.fields.timezone"),
        STORE_TIMEZONES.map((value) => ({ value, label: value })),
        {
          allowDeselect: false,
        },
      )}
      <NumberInput
        label={t("stores.fields.monthlyTarget")}
        min={0}
        step={100}
        decimalScale={2}
        {...form.getInputProps("monthly_target")}
        data-testid="field-monthly-target"
      />
    </>
  );
}
