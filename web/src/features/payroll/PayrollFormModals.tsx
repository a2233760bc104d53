import { SegmentedControl, SimpleGrid, Text } from "@mantine/core";
import { WITHDRAWAL_METHODS } from "@storeops/domain";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SelectField, TextFields } from "../../components/form/FieldList.tsx";
import { FormBody, FormModal } from "../../components/form/FormModal.tsx";
import { NotesField } from "../../components/form/NotesField.tsx";
import { MoneyField } from "../../components/form/TextField.tsx";
import { type SubmitForm, useSubmitForm } from "../../components/form/useSubmitForm.ts";
import { MSG, optionLabel } from "../../lib/messages.ts";
import { createRow } from "../../lib/rest.ts";
import type { PayrollSummary } from "./payroll.api.ts";
import { wageForm, withdrawalForm } from "./payroll-forms.ts";

/** After a payroll write: the summary, the histories and the lists refetch. */
function useRefresh(onClose: () => void) {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: ["payroll"] }),
      client.invalidateQueries({ queryKey: ["rest", "employee_wages"] }),
      client.invalidateQueries({ queryKey: ["rest", "employee_withdrawals"] }),
    ]);
    onClose();
  };
}

interface FormProps {
  employeeId: string;
  employeeName: string;
  today: string;
  onClose: () => void;
}

/** A payroll form's body: the employee it is for, its fields, then Cancel and its save button. */
function PayrollFormBody<V>({
  action,
  employeeName,
  onClose,
  kind,
  children,
}: Pick<FormProps, "employeeName" | "onClose"> & {
  action: SubmitForm<V>;
  kind: "wage" | "withdrawal";
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FormBody
      action={action}
      onCancel={onClose}
      submitLabel={t(`payroll.${kind}Form.save`)}
      testId={`${kind}-save`}
    >
      <Text size="sm" c="dimmed">
        {employeeName}
      </Text>
      {children}
    </FormBody>
  );
}

function WageForm({
  employeeId,
  employeeName,
  today,
  onClose,
  current,
}: FormProps & { current: PayrollSummary["current_wage"] }) {
  const { t } = useTranslation();
  const action = useSubmitForm({
    initialValues: wageForm.values(current, today),
    validate: (values) => wageForm.validate(employeeId, values),
    submit: (values) => createRow("employee_wages", wageForm.payload(employeeId, values)),
    success: MSG.wageSet,
    failure: MSG.errorSettingWage,
    onSuccess: useRefresh(onClose),
  });
  const { form } = action;
  const hourly = form.values.payment_type === "hourly";
  return (
    <PayrollFormBody action={action} employeeName={employeeName} onClose={onClose} kind="wage">
      <SegmentedControl
        data={[
          { value: "hourly", label: optionLabel("hourly") },
          { value: "monthly", label: optionLabel("monthly") },
        ]}
        aria-label={t("payroll.wageForm.paymentType")}
        {...form.getInputProps("payment_type")}
        data-testid="field-payment-type"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MoneyField
          form={form}
          name={hourly ? "hourly_rate" : "monthly_salary"}
          label={t(hourly ? "payroll.wageForm.hourlyRate" : "payroll.wageForm.monthlySalary")}
          required
          step={hourly ? 0.01 : 1000}
          testId={hourly ? "field-hourly-rate" : "field-monthly-salary"}
        />
        <TextFields
          form={form}
          fields={[
            { name: "effective_from", type: "date", label: "payroll.wageForm.effectiveFrom", required: true },
          ]}
        />
      </SimpleGrid>
      <NotesField form={form} label={t("payroll.wageForm.notes")} />
    </PayrollFormBody>
  );
}

function WithdrawalForm({ employeeId, employeeName, today, onClose }: FormProps) {
  const { t } = useTranslation();
  const action = useSubmitForm({
    initialValues: withdrawalForm.values(today),
    validate: (values) => withdrawalForm.validate(employeeId, values),
    submit: (values) => createRow("employee_withdrawals", withdrawalForm.payload(employeeId, values)),
    success: MSG.withdrawalRecorded,
    failure: MSG.errorRecordingWithdrawal,
    onSuccess: useRefresh(onClose),
  });
  const { form } = action;
  return (
    <PayrollFormBody action={action} employeeName={employeeName} onClose={onClose} kind="withdrawal">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextFields
          form={form}
          fields={[
            { name: "withdrawal_date", type: "date", label: "payroll.withdrawalForm.date", required: true },
          ]}
        />
        <MoneyField
          form={form}
          name="amount"
          label={t("payroll.withdrawalForm.amount")}
          required
          step={0.01}
          testId="field-amount"
        />
        <SelectField
          form={form}
          name="payment_method"
          label={t("payroll.withdrawalForm.method")}
          withAsterisk
          data={WITHDRAWAL_METHODS.map((value) => ({ value, label: optionLabel(value) }))}
          allowDeselect={false}
          testId="field-payment-method"
        />
        <MoneyField
          form={form}
          name="instalment_amount"
          label={t("payroll.withdrawalForm.instalment")}
          description={t("payroll.withdrawalForm.instalmentHint")}
          step={0.01}
          testId="field-instalment-amount"
        />
        {form.values.payment_method === "check" && (
          <TextFields
            form={form}
            fields={[{ name: "check_number", label: "payroll.withdrawalForm.checkNumber" }]}
          />
        )}
      </SimpleGrid>
      <NotesField form={form} label={t("payroll.withdrawalForm.notes")} />
    </PayrollFormBody>
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
  const props = {
    employeeId: summary?.employee.id ?? "",
    employeeName: summary ? `${summary.employee.name} · ${summary.employee.store_name}` : "",
    onClose,
  };
  return (
    <>
      <FormModal
        opened={open === "wage"}
        title={t("payroll.wageForm.title")}
        testId="wage-form-modal"
        onClose={onClose}
      >
        {(today) => <WageForm {...props} today={today} current={summary?.current_wage ?? null} />}
      </FormModal>
      <FormModal
        opened={open === "withdrawal"}
        title={t("payroll.withdrawalForm.title")}
        testId="withdrawal-form-modal"
        onClose={onClose}
      >
        {(today) => <WithdrawalForm {...props} today={today} />}
      </FormModal>
    </>
  );
}
