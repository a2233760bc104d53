import { NumberInput, Select, SimpleGrid, TextInput } from "@mantine/core";
import { PAY_FREQUENCIES, type TPayPeriodSettings, ZPayPeriodSettings } from "@storeops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../components/form/FormModal.tsx";
import { validateRecord } from "../../components/form/form-values.ts";
import { useDialogForm } from "../../components/form/useSubmitForm.ts";
import { MSG } from "../../lib/messages.ts";
import { runSteps, savePayPeriodSettings } from "./payroll-runs.api.ts";

const refresh = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ queryKey: ["payroll"] });

/** Reopen pay period: an admin says why (docs/decisions.md, Payroll, payroll runs). */
export function ReopenRunModal({ runId, onClose }: { runId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const action = useDialogForm(
    { opened: runId !== null, onClose },
    {
      initialValues: { reason: "" },
      validate: (values): Record<string, string> =>
        values.reason.trim() ? {} : { reason: MSG.payrollRunReopenReason },
      submit: (values) => runSteps.reopen(runId ?? "", values.reason.trim()),
      success: MSG.payrollRunReopened,
      failure: MSG.errorSavingPayrollRun,
      onSuccess: () => refresh(client),
    },
  );
  return (
    <FormDialog
      {...action.dialog}
      title={t("payroll.runs.reopenTitle")}
      testId="reopen-run-modal"
      saveTestId="reopen-run-save"
      submitLabel={t("payroll.runs.reopen")}
    >
      <TextInput
        label={t("payroll.runs.reason")}
        withAsterisk
        maxLength={500}
        {...action.form.getInputProps("reason")}
        data-testid="field-reopen-reason"
      />
    </FormDialog>
  );
}

/** Pay period settings: the frequency, the day periods start, and the overtime rule (admin). */
export function PayPeriodSettingsModal({
  settings,
  opened,
  onClose,
}: {
  settings: TPayPeriodSettings | undefined;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const action = useDialogForm(
    { opened, onClose },
    {
      initialValues: settings ?? ({} as TPayPeriodSettings),
      validate: (values) => validateRecord(ZPayPeriodSettings, values, {}),
      submit: (values) => savePayPeriodSettings(values),
      success: MSG.payPeriodSettingsSaved,
      failure: MSG.errorSavingPayrollRun,
      onSuccess: () => refresh(client),
    },
  );
  const { form } = action;
  const weekly = form.values.frequency === "weekly" || form.values.frequency === "biweekly";
  const s = (key: string) => t(`payroll.runs.settingsForm.${key}`);
  return (
    <FormDialog
      {...action.dialog}
      title={s("title")}
      testId="pay-period-settings-modal"
      saveTestId="pay-period-settings-save"
      submitLabel={s("save")}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={s("frequency")}
          data={PAY_FREQUENCIES.map((value) => ({ value, label: t(`payroll.runs.frequencies.${value}`) }))}
          allowDeselect={false}
          {...form.getInputProps("frequency")}
          data-testid="field-frequency"
        />
        {weekly ? (
          <TextInput
            type="date"
            label={s("startDate")}
            {...form.getInputProps("start_date")}
            data-testid="field-start-date"
          />
        ) : (
          <NumberInput
            label={s("startDay")}
            min={1}
            max={form.values.frequency === "semimonthly" ? 15 : 28}
            {...form.getInputProps("start_day")}
            data-testid="field-start-day"
          />
        )}
        <NumberInput
          label={s("overtimeHours")}
          min={1}
          max={168}
          {...form.getInputProps("overtime_weekly_hours")}
          data-testid="field-overtime-hours"
        />
        <NumberInput
          label={s("multiplier")}
          min={1}
          max={5}
          step={0.25}
          decimalScale={2}
          {...form.getInputProps("overtime_multiplier")}
          data-testid="field-overtime-multiplier"
        />
      </SimpleGrid>
    </FormDialog>
  );
}
