import { Select } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { PAYMENT_TYPES } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { MoneyField, TextField } from "../../components/form/TextField.tsx";
import type { PaymentValues } from "./transaction-values.ts";

/**
 * Amount, payment type and, for checks only, check number and check due date. The amount has no
 * spinner buttons: they had no accessible name, and nobody steps a price by cents.
 */
export function PaymentFields<V extends PaymentValues>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useTranslation();
  const isCheck = form.values.payment_type === "check";
  return (
    <>
      <MoneyField form={form} name="amount" label={t("kit.fields.amount")} required testId="field-amount" />
      <Select
        label={t("kit.fields.paymentType")}
        data={PAYMENT_TYPES.map((value) => ({ value, label: t(`kit.paymentTypes.${value}`) }))}
        allowDeselect={false}
        {...form.getInputProps("payment_type")}
        data-testid="field-payment"
      />
      {isCheck && (
        <>
          <TextField
            form={form}
            name="check_no"
            label={t("kit.fields.checkNo")}
            required
            testId="field-check-no"
          />
          <TextField
            form={form}
            name="check_due_date"
            type="date"
            label={t("kit.fields.checkDueDate")}
            required
            testId="field-check-due-date"
          />
        </>
      )}
    </>
  );
}
