import { NumberInput, SegmentedControl, Stack, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import {
  DEPARTMENTS,
  EMPLOYMENT_TYPES,
  MAX_HOURS_PER_WEEK,
  MIN_HOURS_PER_WEEK,
  monthlyEstimateCents,
  PERFORMANCE_LEVEL_VALUES,
  STAFF_POSITIONS,
  STAFF_STATUSES,
  toCents,
  toDollars,
} from "@storeops/domain";
import { useTranslation } from "react-i18next";
import {
  LimitedTextarea,
  labelledOptions,
  SelectField,
  TextFields,
} from "../../components/form/FieldList.tsx";
import { amountOf } from "../../components/form/form-values.ts";
import { StoreField } from "../../components/form/StoreField.tsx";
import { MONEY_INPUT } from "../../components/form/TextField.tsx";
import { formatDollars } from "../../lib/format.ts";
import { LinkedUserField } from "./LinkedUserField.tsx";
import type { StaffFormValues } from "./staff-form.ts";

/** Spec 2 §3 and §5 staff fields; hourly pay shows the live monthly estimate (rate × hours × 4.33). */
export function StaffFormFields({ form }: { form: UseFormReturnType<StaffFormValues> }) {
  const { t } = useTranslation();
  const select = (
    name: keyof StaffFormValues & string,
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <SelectField
      form={form}
      name={name}
      label={label}
      data={data}
      withAsterisk={name === "position" || name === "department"}
      allowDeselect={false}
    />
  );
  const rate = amountOf(form.values.hourly_rate);
  const hours = amountOf(form.values.hours_per_week);
  const estimate =
    rate !== undefined && hours !== undefined ? toDollars(monthlyEstimateCents(toCents(rate), hours)) : null;
  const hourly = form.values.salary_type === "hourly";
  return (
    <>
      <TextFields
        form={form}
        fields={[
          { name: "name", label: "staff.fields.name", required: true },
          { name: "email", type: "email", label: "staff.fields.email", required: true },
          { name: "phone", type: "tel", label: "staff.fields.phone", required: true },
        ]}
      />
      {select(
        "position",
        t("staff.fields.position"),
        STAFF_POSITIONS.map((value) => ({ value, label: value })),
      )}
      {select(
        "department",
        t("staff.fields.department"),
        DEPARTMENTS.map((value) => ({ value, label: value })),
      )}
      <StoreField form={form} fixedStoreName={null} />
      <LinkedUserField form={form} />
      <TextFields
        form={form}
        fields={[{ name: "hire_date", type: "date", label: "staff.fields.hireDate", required: true }]}
      />
      {select("employment_type", t("staff.fields.employmentType"), labelledOptions(EMPLOYMENT_TYPES))}
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t("staff.fields.salaryType")}
        </Text>
        <SegmentedControl
          data={labelledOptions(["hourly", "monthly"])}
          {...form.getInputProps("salary_type")}
          data-testid="field-salary-type"
        />
      </Stack>
      {hourly ? (
        <>
          <NumberInput
            label={t("staff.fields.hourlyRate")}
            {...MONEY_INPUT}
            {...form.getInputProps("hourly_rate")}
            data-testid="field-hourly-rate"
          />
          <NumberInput
            label={t("staff.fields.hoursPerWeek")}
            min={MIN_HOURS_PER_WEEK}
            max={MAX_HOURS_PER_WEEK}
            {...form.getInputProps("hours_per_week")}
            description={
              estimate !== null ? t("staff.fields.estimate", { amount: formatDollars(estimate) }) : undefined
            }
            data-testid="field-hours"
          />
        </>
      ) : (
        <NumberInput
          label={t("staff.fields.monthlySalary")}
          {...MONEY_INPUT}
          {...form.getInputProps("monthly_salary")}
          data-testid="field-monthly-salary"
        />
      )}
      {select("status", t("staff.fields.status"), labelledOptions(STAFF_STATUSES))}
      {select(
        "performance",
        t("staff.fields.performance"),
        PERFORMANCE_LEVEL_VALUES.map((value) => ({ value, label: t(`staff.performance.${value}`) })),
      )}
      <TextFields
        form={form}
        fields={[
          { name: "emergency_contact", label: "staff.fields.emergencyContact" },
          { name: "address", label: "staff.fields.address" },
          { name: "skills", label: "staff.fields.skills", hint: "staff.fields.skillsHint", wide: true },
        ]}
      />
      <LimitedTextarea form={form} name="notes" label={t("staff.fields.notes")} minRows={2} />
    </>
  );
}
