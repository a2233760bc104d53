import { Group, NumberInput, Paper, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { TextFields } from "../../components/form/FieldList.tsx";
import { NotesField } from "../../components/form/NotesField.tsx";
import { StoreField } from "../../components/form/StoreField.tsx";
import { MONEY_INPUT } from "../../components/form/TextField.tsx";
import { formatDollars } from "../../lib/format.ts";
import { MSG } from "../../lib/messages.ts";
import type { DailyIncome } from "./daily-income.api.ts";
import { type DailyIncomeFormValues, liveTotal } from "./daily-income-form.ts";
import { SameDayWarning } from "./SameDayWarning.tsx";

interface Props {
  form: UseFormReturnType<DailyIncomeFormValues>;
  record: DailyIncome | null;
  /** Staff: the current store's name, shown read-only ("" when none). */
  fixedStoreName: string | null;
}

const AMOUNTS = [
  ["income_cash", "cashIncome", "field-cash"],
  ["income_card", "cardIncome", "field-card"],
  ["income_other", "otherIncome", "field-other"],
] as const;

/** Spec 2 §2.4: store, date, work hours, cash, card and other (blank = 0), the live total, notes. */
export function DailyIncomeFormFields({ form, record, fixedStoreName }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {fixedStoreName === "" ? (
        <TextInput label={t("kit.fields.store")} value={MSG.noStoreAssigned} readOnly variant="filled" />
      ) : (
        <StoreField form={form} fixedStoreName={fixedStoreName} />
      )}
      <TextFields
        form={form}
        fields={[
          { name: "date", type: "date", label: "dailyIncome.fields.date", required: true },
          {
            name: "work_start_time",
            type: "time",
            label: "dailyIncome.fields.workStart",
            testId: "field-work-start",
          },
          {
            name: "work_end_time",
            type: "time",
            label: "dailyIncome.fields.workEnd",
            testId: "field-work-end",
          },
        ]}
      />
      {AMOUNTS.map(([name, label, testId]) => (
        <NumberInput
          key={name}
          label={t(`dailyIncome.fields.${label}`)}
          {...MONEY_INPUT}
          placeholder="$0.00"
          {...form.getInputProps(name)}
          data-testid={testId}
        />
      ))}
      <Paper withBorder p="sm" radius="md" style={{ gridColumn: "1 / -1" }}>
        <Group justify="space-between">
          <Text fw={600}>{t("dailyIncome.fields.totalIncome")}</Text>
          <Text fw={700} size="xl" data-testid="live-total">
            {formatDollars(liveTotal(form.values))}
          </Text>
        </Group>
      </Paper>
      <NotesField form={form} />
      <SameDayWarning storeId={form.values.store_id} date={form.values.date} excludeId={record?.id} />
    </>
  );
}
