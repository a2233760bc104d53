import { NumberInput, Switch } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { CATEGORY_KINDS } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { SelectField, TextFields } from "../../components/form/FieldList.tsx";
import { optionLabel } from "../../lib/messages.ts";
import { type CategoryFormValues, EVERY_INDUSTRY } from "./category-form.ts";
import { useIndustryOptions } from "./category-list.tsx";

/** A category's fields: name, what it is used for, its industry (or every one), order and whether it is offered. */
export function CategoryFormFields({ form }: { form: UseFormReturnType<CategoryFormValues> }) {
  const { t } = useTranslation();
  const industries = useIndustryOptions();
  return (
    <>
      <TextFields
        form={form}
        fields={[{ name: "name", label: "categories.fields.name", required: true, wide: true }]}
      />
      <SelectField
        form={form}
        name="kind"
        label={t("categories.fields.kind")}
        data={CATEGORY_KINDS.map((value) => ({ value, label: optionLabel(value) }))}
        allowDeselect={false}
      />
      <SelectField
        form={form}
        name="industry_id"
        label={t("categories.fields.industry")}
        description={t("categories.form.industryHint")}
        data={[{ value: EVERY_INDUSTRY, label: t("categories.everyIndustry") }, ...industries]}
        allowDeselect={false}
        searchable
      />
      <NumberInput
        label={t("categories.fields.sortOrder")}
        description={t("categories.form.sortHint")}
        min={0}
        max={9999}
        allowDecimal={false}
        {...form.getInputProps("sort_order")}
        data-testid="field-sort_order"
      />
      <Switch
        label={t("categories.fields.active")}
        description={t("categories.form.activeHint")}
        {...form.getInputProps("active", { type: "checkbox" })}
        data-testid="field-active"
        style={{ alignSelf: "end" }}
      />
    </>
  );
}
