import type { UseFormReturnType } from "@mantine/form";
import { INDUSTRY_STATUSES, industryCodeFromName, optionLabel } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { LimitedTextarea, SelectField, TextFields } from "../../components/form/FieldList.tsx";
import type { IndustryFormValues } from "./industry-form.ts";

export function IndustryFormFields({ form }: { form: UseFormReturnType<IndustryFormValues> }) {
  const { t } = useTranslation();
  const name = form.values.name.trim();
  return (
    <>
      <TextFields
        form={form}
        fields={[
          { name: "name", label: "industries.fields.name", required: true },
          {
            name: "code",
            label: "industries.fields.code",
            hint: "industries.form.codeHint",
            placeholder: name ? industryCodeFromName(name) : undefined,
          },
        ]}
      />
      <SelectField
        form={form}
        name="status"
        label={t("industries.fields.status")}
        data={INDUSTRY_STATUSES.map((value) => ({ value, label: optionLabel(value) }))}
        allowDeselect={false}
      />
      <LimitedTextarea
        form={form}
        name="description"
        label={t("industries.fields.description")}
        minRows={3}
      />
    </>
  );
}
