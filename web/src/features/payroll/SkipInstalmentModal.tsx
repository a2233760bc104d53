import { Select, TextInput } from "@mantine/core";
import { formatBusinessDate, shiftPayPeriod } from "@storeops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../components/form/FormModal.tsx";
import { useDialogForm } from "../../components/form/useSubmitForm.ts";
import { useServerDate } from "../../components/list/queries.ts";
import { apiJson } from "../../lib/api.ts";
import { MSG } from "../../lib/messages.ts";
import { usePayPeriodSettings } from "./payroll-runs.api.ts";

/** The advance whose repayment is skipped: its id and date (no period before it can be chosen). */
export interface SkippedAdvance {
  id: string;
  withdrawal_date: string;
}

/** How many pay periods, from the current one (or the advance's own, if later), the picker offers. */
const PERIODS_OFFERED = 8;

/**
 * Skip a repayment (docs/decisions.md, Payroll, instalments): an admin picks a pay period of the
 * advance's plan and says why; that period's run repays nothing of it. The server checks the
 * period (a start, not before the advance, not closed) and keeps the reason in the audit trail.
 */
export function SkipInstalmentModal({
  advance,
  onClose,
}: {
  advance: SkippedAdvance | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const settings = usePayPeriodSettings();
  const today = useServerDate();
  const s = (key: string) => t(`payroll.skipForm.${key}`);
  const from = [today.data ?? "", advance?.withdrawal_date ?? ""].sort().at(-1) ?? "";
  const periods =
    settings.data && from
      ? Array.from({ length: PERIODS_OFFERED }, (_, index) => shiftPayPeriod(from, settings.data, index))
      : [];
  const action = useDialogForm(
    { opened: advance !== null, onClose },
    {
      initialValues: { period_start: "", reason: "" },
      validate: (values): Record<string, string> => ({
        ...(values.period_start ? {} : { period_start: MSG.payrollRunNotPeriodStart }),
        ...(values.reason.trim() ? {} : { reason: MSG.instalmentSkipReason }),
      }),
      submit: (values) =>
        apiJson(`/payroll-runs/advances/${encodeURIComponent(advance?.id ?? "")}/skip`, {
          method: "POST",
          body: { period_start: values.period_start, reason: values.reason.trim() },
        }),
      success: MSG.instalmentSkipped,
      failure: MSG.errorSavingPayrollRun,
      onSuccess: () =>
        Promise.all([
          client.invalidateQueries({ queryKey: ["rest", "employee_withdrawals"] }),
          client.invalidateQueries({ queryKey: ["payroll"] }),
        ]),
    },
  );
  return (
    <FormDialog
      {...action.dialog}
      title={s("title")}
      testId="skip-instalment-modal"
      saveTestId="skip-instalment-save"
      submitLabel={s("save")}
    >
      <Select
        label={s("period")}
        description={s("periodHint")}
        withAsterisk
        allowDeselect={false}
        data={periods.map((period) => ({
          value: period.from,
          label: `${formatBusinessDate(period.from)} – ${formatBusinessDate(period.to)}`,
        }))}
        {...action.form.getInputProps("period_start")}
        data-testid="field-skip-period"
      />
      <TextInput
        label={s("reason")}
        withAsterisk
        maxLength={500}
        {...action.form.getInputProps("reason")}
        data-testid="field-skip-reason"
      />
    </FormDialog>
  );
}
