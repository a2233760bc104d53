import { Select, Textarea } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { INDUSTRY_STATUSES, industryCodeFromName, optionLabel, TEXT_LIMIT } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { TextField } from "../../components/form/TextField.tsx";
import type { IndustryFormValues } from "./industry-form.ts";

export function IndustryFormFields({ form }: { form: UseFormReturnType<IndustryFormValues> }) {
  const { t } = useTranslation();
  const name = form.values.name.trim();
  return (
    <>
      <TextField form={form} name="name" label={t("industries.fields.name")} required testId="field-name" />
      <TextField
        form={form}
        name="code"
        label={t("industries.fields.code")}
        description={t("industries.form.codeHint")}
        placeholder={name ? industryCodeFromName(name) : undefined}
        testId="field-code"
      />
      <Select
        label={t("industries.fields.status")}
        data={INDUSTRY_STATUSES.map((value) => ({ value, label: optionLabel(value) }))}
        allowDeselect={false}
        {...form.getInputProps("status")}
        data-testid="field-status"
      />
      <Textarea
        label={t("industries.fields.description")}
        autosize
        minRows={3}
        maxLength={TEXT_LIMIT}
        description={`${form.values.description.length}/${TEXT_LIMIT}`}
        style={{ gridColumn: "1 / -1" }}
        {...form.getInputProps("description")}
        data-testid="field-description"
      />
    </>
  );
}
