import { Alert, Select, SimpleGrid, Text } from "@mantine/core";
import { withReason } from "@storeops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FormBody, FormModal } from "../../components/form/FormModal.tsx";
import { StoreField } from "../../components/form/StoreField.tsx";
import { useStoreStaff } from "../../components/form/store-staff.ts";
import { useSubmitForm } from "../../components/form/useSubmitForm.ts";
import { invalidateTable } from "../../components/list/queries.ts";
import { MSG } from "../../lib/messages.ts";
import { useUser } from "../../lib/session.tsx";
import { clockInEmployee, ON_SHIFT_KEY, useOnShift } from "./time-entries.api.ts";

function ClockInForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const user = useUser();
  const client = useQueryClient();
  const action = useSubmitForm({
    initialValues: { store_id: user.current_store_id ?? "", employee_id: "" },
    validate: (values): Record<string, string> =>
      values.employee_id === "" ? { employee_id: MSG.selectEmployee } : {},
    submit: (values) => clockInEmployee(values.employee_id, values.store_id),
    success: (entry) => t("timeAttendance.onShift.clockedInName", { name: entry.employee_name ?? "" }),
    failure: MSG.errorClockingIn,
    onSuccess: async () => {
      await Promise.all([
        invalidateTable(client, "employee_time_entries"),
        client.invalidateQueries({ queryKey: ON_SHIFT_KEY }),
      ]);
      onClose();
    },
  });
  const { form } = action;
  form.watch("store_id", () => form.setFieldValue("employee_id", ""));
  const staff = useStoreStaff(form.values.store_id);
  const onShift = useOnShift(form.values.store_id || null, form.values.store_id !== "");
  const working = new Set((onShift.data?.people ?? []).map((person) => person.employee_id));
  const choices = (staff.data ?? []).filter((row) => !working.has(row.id));
  return (
    <FormBody
      action={action}
      onCancel={onClose}
      submitLabel={t("timeAttendance.onShift.clockIn")}
      testId="clock-in-save"
    >
      {staff.error && (
        <Alert color="red" data-testid="staff-load-error">
          {withReason(MSG.errorLoadingStaff, staff.error.message)}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <StoreField form={form} fixedStoreName={null} />
        <Select
          label={t("timeAttendance.form.employee")}
          withAsterisk
          searchable
          placeholder={t("timeAttendance.form.employeePlaceholder")}
          nothingFoundMessage={t("timeAttendance.onShift.noMatch")}
          data={choices.map((row) => ({
            value: row.id,
            label: [row.name, row.position].filter(Boolean).join(" · "),
          }))}
          disabled={form.values.store_id === ""}
          {...form.getInputProps("employee_id")}
          data-testid="field-employee"
        />
      </SimpleGrid>
      {form.values.store_id !== "" && staff.isSuccess && onShift.isSuccess && choices.length === 0 && (
        <Text size="sm" data-testid="everyone-in">
          {t("timeAttendance.onShift.everyoneIn")}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t("timeAttendance.onShift.clockInHint")}
      </Text>
    </FormBody>
  );
}

/** A manager or admin clocks someone of their stores in, now: the server stamps the store's time. */
export function ClockInModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      title={t("timeAttendance.onShift.clockInTitle")}
      testId="clock-in-modal"
      onClose={onClose}
    >
      {() => <ClockInForm onClose={onClose} />}
    </FormModal>
  );
}
