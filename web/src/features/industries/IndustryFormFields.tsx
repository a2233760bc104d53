import type { UseFormReturnType } from "@mantine/form";
import { INDUSTRY_STATUSES, industryCodeFromName, optionLabel } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { LimitedTextarea, nameAndCode, SelectField, TextFields } from "../../components/form/FieldList.tsx";
import type { IndustryFormValues } from "./industry-form.ts";

export function IndustryFormFields({ form }: { form: UseFormReturnType<IndustryFormValues> }) {
  const { t } = useTranslation();
  return (
    <>
      <TextFields
        form={form}
        fields={[
          ...nameAndCode(
            form.values,
            {
              name: "industries.fields.name",
              code: "industries.fields.code",
              hint: "industries.form.codeHint",
            },
            industryCodeFromName,
          ),
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
