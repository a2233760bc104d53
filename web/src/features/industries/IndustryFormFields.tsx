import type { UseFormReturnType } from "@mantine/form";
import { INDUSTRY_STATUSES, industryCodeFromName } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { LimitedTextarea, nameAndCode, StatusField, TextFields } from "../../components/form/FieldList.tsx";
import type { IndustryFormValues } from "./industry-form.ts";

export function IndustryFormFields({ form }: { form: UseFormReturnType<IndustryFormValues> }) {
  const { t } = useTranslation();
  return (
    <>
      <TextFields form={form} fields={nameAndCode(form.values, "industries", industryCodeFromName)} />
      <StatusField form={form} label={t("industries.fields.status")} statuses={INDUSTRY_STATUSES} />
      <LimitedTextarea
        form={form}
        name="description"
        label={t("industries.fields.description")}
        minRows={3}
      />
    </>
  );
}
