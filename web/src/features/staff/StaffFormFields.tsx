import { NumberInput, SegmentedControl, Select, Stack, Text, Textarea } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import {
  DEPARTMENTS,
  EMPLOYMENT_TYPES,
  MAX_HOURS_PER_WEEK,
  MIN_HOURS_PER_WEEK,
  monthlyEstimateCents,
  optionLabel,
  PERFORMANCE_LEVEL_VALUES,
  STAFF_POSITIONS,
  STAFF_STATUSES,
  TEXT_LIMIT,
  toCents,
  toDollars,
} from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { amountOf } from "../../components/form/form-values.ts";
import { StoreField } from "../../components/form/StoreField.tsx";
import { TextField } from "../../components/form/TextField.tsx";
import { formatDollars } from "../../lib/format.ts";
import type { StaffFormValues } from "./staff-form.ts";

const options = (values: readonly string[]) => values.map((value) => ({ value, label: optionLabel(value) }));

/** Spec 2 §3 and §5 staff fields; hourly pay shows the live monthly estimate (rate × hours × 4.33). */
export function StaffFormFields({ form }: { form: UseFormReturnType<StaffFormValues> }) {
  const { t } = useTranslation();
  const select = (
    name: keyof StaffFormValues & string,
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <Select
      label={label}
      data={data}
      withAsterisk={name === "position" || name === "department"}
      allowDeselect={false}
      {...form.getInputProps(name)}
      data-testid={`field-${name}`}
    />
  );
  const rate = amountOf(form.values.hourly_rate);
  const hours = amountOf(form.values.hours_per_week);
  const estimate =
    rate !== undefined && hours !== undefined ? toDollars(monthlyEstimateCents(toCents(rate), hours)) : null;
  const hourly = form.values.salary_type === "hourly";
  return (
    <>
      <TextField form={form} name="name" label={t("staff.fields.name")} required testId="field-name" />
      <TextField
        form={form}
        name="email"
        type="email"
        label={t("staff.fields.email")}
        required
        testId="field-email"
      />
      <TextField
        form={form}
        name="phone"
        type="tel"
        label={t("staff.fields.phone")}
        required
        testId="field-phone"
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
      <TextField
        form={form}
        name="hire_date"
        type="date"
        label={t("staff.fields.hireDate")}
        required
        testId="field-hire-date"
      />
      {select("employment_type", t("staff.fields.employmentType"), options(EMPLOYMENT_TYPES))}
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t("staff.fields.salaryType")}
        </Text>
        <SegmentedControl
          data={options(["hourly", "monthly"])}
          {...form.getInputProps("salary_type")}
          data-testid="field-salary-type"
        />
      </Stack>
      {hourly ? (
        <>
          <NumberInput
            label={t("staff.fields.hourlyRate")}
            min={0}
            step={0.01}
            decimalScale={2}
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
          min={0}
          step={1000}
          decimalScale={2}
          {...form.getInputProps("monthly_salary")}
          data-testid="field-monthly-salary"
        />
      )}
      {select("status", t("staff.fields.status"), options(STAFF_STATUSES))}
      {select(
        "performance",
        t("staff.fields.performance"),
        PERFORMANCE_LEVEL_VALUES.map((value) => ({ value, label: t(`staff.performance.${value}`) })),
      )}
      <TextField form={form} name="emergency_contact" label={t("staff.fields.emergencyContact")} />
      <TextField form={form} name="address" label={t("staff.fields.address")} />
      <TextField
        form={form}
        name="skills"
        label={t("staff.fields.skills")}
        description={t("staff.fields.skillsHint")}
        style={{ gridColumn: "1 / -1" }}
        testId="field-skills"
      />
      <Textarea
        label={t("staff.fields.notes")}
        autosize
        minRows={2}
        maxLength={TEXT_LIMIT}
        description={`${form.values.notes.length}/${TEXT_LIMIT}`}
        style={{ gridColumn: "1 / -1" }}
        {...form.getInputProps("notes")}
        data-testid="field-notes"
      />
    </>
  );
}
