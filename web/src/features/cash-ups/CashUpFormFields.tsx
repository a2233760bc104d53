import { NumberInput, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { DENOMINATIONS_CENTS } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { TextFields } from "../../components/form/FieldList.tsx";
import { NotesField } from "../../components/form/NotesField.tsx";
import { StoreField } from "../../components/form/StoreField.tsx";
import { MoneyField } from "../../components/form/TextField.tsx";
import { formatBusinessDate } from "../../lib/format.ts";
import { MSG } from "../../lib/messages.ts";
import { CashUpTerms } from "./CashUpTerms.tsx";
import { type CashUpFormValues, type CountMode, liveCount } from "./cash-up-form.ts";
import type { CashUp } from "./cash-ups.api.ts";
import { useCashUpTerms } from "./cash-ups.api.ts";

interface Props {
  form: UseFormReturnType<CashUpFormValues>;
  record: CashUp | null;
  fixedStoreName: string | null;
}

const WIDE = { gridColumn: "1 / -1" } as const;
const faceValue = (cents: number) => (cents >= 100 ? `$${cents / 100}` : `${cents}¢`);

/** The count: store and day, the float and drops, notes and coins (or a total), the terms, the reason and the deposit. */
export function CashUpFormFields({ form, record, fixedStoreName }: Props) {
  const { t } = useTranslation();
  const { values } = form;
  const terms = useCashUpTerms(values.store_id, values.business_date);
  const live = liveCount(values, terms.data);
  const over = live?.needsReason ?? false;
  return (
    <>
      {record ? (
        <>
          <TextInput
            label={t("kit.fields.store")}
            value={record.store_name ?? ""}
            readOnly
            variant="filled"
          />
          <TextInput
            label={t("cashUps.fields.date")}
            value={formatBusinessDate(record.business_date)}
            readOnly
            variant="filled"
          />
        </>
      ) : (
        <>
          {fixedStoreName === "" ? (
            <TextInput label={t("kit.fields.store")} value={MSG.noStoreAssigned} readOnly variant="filled" />
          ) : (
            <StoreField form={form} fixedStoreName={fixedStoreName} />
          )}
          <TextFields
            form={form}
            fields={[{ name: "business_date", type: "date", label: "cashUps.fields.date", required: true }]}
          />
        </>
      )}
      <MoneyField
        form={form}
        name="opening_float"
        label={t("cashUps.fields.openingFloat")}
        testId="field-opening-float"
      />
      <MoneyField
        form={form}
        name="cash_drops"
        label={t("cashUps.fields.cashDrops")}
        testId="field-cash-drops"
      />
      <Stack gap="xs" style={WIDE}>
        <SegmentedControl
          value={values.mode}
          onChange={(mode) => form.setFieldValue("mode", mode as CountMode)}
          data={[
            { value: "notes", label: t("cashUps.count.byNotes") },
            { value: "total", label: t("cashUps.count.byTotal") },
          ]}
          data-testid="count-mode"
        />
        {values.mode === "notes" ? (
          <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs" data-testid="denominations">
            {DENOMINATIONS_CENTS.map((cents) => (
              <NumberInput
                key={cents}
                label={faceValue(cents)}
                min={0}
                max={100_000}
                allowDecimal={false}
                allowNegative={false}
                hideControls
                inputMode="numeric"
                placeholder="0"
                {...form.getInputProps(`counts.${cents}`)}
                data-testid={`count-${cents}`}
              />
            ))}
          </SimpleGrid>
        ) : (
          <MoneyField
            form={form}
            name="counted_cash"
            label={t("cashUps.fields.counted")}
            testId="field-counted-cash"
          />
        )}
      </Stack>
      {live ? (
        <CashUpTerms
          terms={{
            opening_float: Number(values.opening_float) || 0,
            cash_takings: terms.data?.cash_takings ?? 0,
            cash_purchases: terms.data?.cash_purchases ?? 0,
            cash_expenses: terms.data?.cash_expenses ?? 0,
            cash_drops: Number(values.cash_drops) || 0,
            expected: live.expected / 100,
            counted: live.counted === null ? null : live.counted / 100,
            variance: live.variance === null ? null : live.variance / 100,
            tolerance: live.tolerance / 100,
            needsReason: live.needsReason,
          }}
        />
      ) : (
        <Text size="sm" c="dimmed" style={WIDE}>
          {t("cashUps.count.termsLoading")}
        </Text>
      )}
      <Textarea
        label={t("cashUps.fields.varianceReason")}
        withAsterisk={over}
        autosize
        minRows={1}
        style={WIDE}
        {...form.getInputProps("variance_reason")}
        data-testid="field-variance-reason"
      />
      <MoneyField
        form={form}
        name="deposit_amount"
        label={t("cashUps.fields.deposit")}
        testId="field-deposit"
      />
      <TextFields form={form} fields={[{ name: "bank_reference", label: "cashUps.fields.bankReference" }]} />
      <NotesField form={form} />
    </>
  );
}
