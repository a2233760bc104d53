import {
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { MSG, WITHDRAWAL_METHOD_LABELS, WITHDRAWAL_METHODS } from "@storeops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormActions, FormModal } from "../../components/form/FormModal.tsx";
import { apiFieldErrors, notifyError, notifySuccess, writeErrorMessage } from "../../components/notify.ts";
import { createRow } from "../../lib/rest.ts";
import type { PayrollSummary } from "./payroll.api.ts";
import {
  validateWage,
  validateWithdrawal,
  type WageValues,
  type WithdrawalValues,
  wagePayload,
  wageValues,
  withdrawalPayload,
  withdrawalValues,
} from "./payroll-forms.ts";

const money = {
  prefix: "$",
  decimalScale: 2,
  fixedDecimalScale: true,
  min: 0,
  thousandSeparator: ",",
  hideControls: true,
};

/** After a payroll write: the summary, the histories and the lists refetch. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ["payroll"] }),
      client.invalidateQueries({ queryKey: ["rest", "employee_wages"] }),
      client.invalidateQueries({ queryKey: ["rest", "employee_withdrawals"] }),
    ]);
}

interface FormProps {
  employeeId: string;
  employeeName: string;
  today: string;
  onClose: () => void;
}

function WageForm({
  employeeId,
  employeeName,
  today,
  onClose,
  current,
}: FormProps & { current: PayrollSummary["current_wage"] }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const [saving, setSaving] = useState(false);
  const form = useForm<WageValues>({
    initialValues: wageValues(current, today),
    validate: (values) => validateWage(employeeId, values),
  });
  const submit = form.onSubmit(async (values) => {
    if (!employeeId) return notifyError(MSG.selectEmployee);
    setSaving(true);
    try {
      await createRow("employee_wages", wagePayload(employeeId, values));
      notifySuccess(MSG.wageSet);
      await refresh();
      onClose();
    } catch (error) {
      form.setErrors(apiFieldErrors(error));
      notifyError(MSG.errorSettingWage, writeErrorMessage(error, MSG.errorSettingWage));
    } finally {
      setSaving(false);
    }
  });
  const hourly = form.values.payment_type === "hourly";
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {employeeName}
        </Text>
        <SegmentedControl
          data={[
            { value: "hourly", label: "Hourly" },
            { value: "monthly", label: "Monthly" },
          ]}
          aria-label={t("payroll.wageForm.paymentType")}
          {...form.getInputProps("payment_type")}
          data-testid="field-payment-type"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {hourly ? (
            <NumberInput
              label={t("payroll.wageForm.hourlyRate")}
              withAsterisk
              step={0.01}
              {...money}
              {...form.getInputProps("hourly_rate")}
              data-testid="field-hourly-rate"
            />
          ) : (
            <NumberInput
              label={t("payroll.wageForm.monthlySalary")}
              withAsterisk
              step={1000}
              {...money}
              {...form.getInputProps("monthly_salary")}
              data-testid="field-monthly-salary"
            />
          )}
          <TextInput
            type="date"
            label={t("payroll.wageForm.effectiveFrom")}
            withAsterisk
            {...form.getInputProps("effective_from")}
            data-testid="field-effective-from"
          />
        </SimpleGrid>
        <Textarea label={t("payroll.wageForm.notes")} autosize minRows={2} {...form.getInputProps("notes")} />
        <FormActions
          onCancel={onClose}
          submitting={saving}
          submitLabel={t("payroll.wageForm.save")}
          testId="wage-save"
        />
      </Stack>
    </form>
  );
}

function WithdrawalForm({ employeeId, employeeName, today, onClose }: FormProps) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const [saving, setSaving] = useState(false);
  const form = useForm<WithdrawalValues>({
    initialValues: withdrawalValues(today),
    validate: (values) => validateWithdrawal(employeeId, values),
  });
  const submit = form.onSubmit(async (values) => {
    if (!employeeId) return notifyError(MSG.selectEmployee);
    setSaving(true);
    try {
      await createRow("employee_withdrawals", withdrawalPayload(employeeId, values));
      notifySuccess(MSG.withdrawalRecorded);
      await refresh();
      onClose();
    } catch (error) {
      form.setErrors(apiFieldErrors(error));
      notifyError(MSG.errorRecordingWithdrawal, writeErrorMessage(error, MSG.errorRecordingWithdrawal));
    } finally {
      setSaving(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {employeeName}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="date"
            label={t("payroll.withdrawalForm.date")}
            withAsterisk
            {...form.getInputProps("withdrawal_date")}
            data-testid="field-withdrawal-date"
          />
          <NumberInput
            label={t("payroll.withdrawalForm.amount")}
            withAsterisk
            step={0.01}
            {...money}
            {...form.getInputProps("amount")}
            data-testid="field-amount"
          />
          <Select
            label={t("payroll.withdrawalForm.method")}
            withAsterisk
            data={WITHDRAWAL_METHODS.map((value) => ({ value, label: WITHDRAWAL_METHOD_LABELS[value] }))}
            allowDeselect={false}
            {...form.getInputProps("payment_method")}
            data-testid="field-payment-method"
          />
          {form.values.payment_method === "check" && (
            <TextInput
              label={t("payroll.withdrawalForm.checkNumber")}
              {...form.getInputProps("check_number")}
              data-testid="field-check-number"
            />
          )}
        </SimpleGrid>
        <Textarea
          label={t("payroll.withdrawalForm.notes")}
          autosize
          minRows={2}
          {...form.getInputProps("notes")}
        />
        <FormActions
          onCancel={onClose}
          submitting={saving}
          submitLabel={t("payroll.withdrawalForm.save")}
          testId="withdrawal-save"
        />
      </Stack>
    </form>
  );
}

export type PayrollDialog = "wage" | "withdrawal" | null;

/** The wage form and the withdrawal form, one open at a time. */
export function PayrollFormModals({
  open,
  onClose,
  summary,
}: {
  open: PayrollDialog;
  onClose: () => void;
  summary: PayrollSummary | undefined;
}) {
  const { t } = useTranslation();
  const employeeId = summary?.employee.id ?? "";
  const employeeName = summary ? `${summary.employee.name} · ${summary.employee.store_name}` : "";
  return (
    <>
      <FormModal
        opened={open === "wage"}
        title={t("payroll.wageForm.title")}
        testId="wage-form-modal"
        onClose={onClose}
      >
        {(today) => (
          <WageForm
            employeeId={employeeId}
            employeeName={employeeName}
            today={today}
            onClose={onClose}
            current={summary?.current_wage ?? null}
          />
        )}
      </FormModal>
      <FormModal
        opened={open === "withdrawal"}
        title={t("payroll.withdrawalForm.title")}
        testId="withdrawal-form-modal"
        onClose={onClose}
      >
        {(today) => (
          <WithdrawalForm
            employeeId={employeeId}
            employeeName={employeeName}
            today={today}
            onClose={onClose}
          />
        )}
      </FormModal>
    </>
  );
}
