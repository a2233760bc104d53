import { Alert, Select, SimpleGrid, Text, TextInput } from "@mantine/core";
import { formatHours, formatHoursMinutes, withReason } from "@storeops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../../components/form/DateField.tsx";
import { TextFields } from "../../components/form/FieldList.tsx";
import { FormBody, FormModal } from "../../components/form/FormModal.tsx";
import { NotesField } from "../../components/form/NotesField.tsx";
import { StoreField } from "../../components/form/StoreField.tsx";
import { useStoreStaff } from "../../components/form/store-staff.ts";
import { useSubmitForm } from "../../components/form/useSubmitForm.ts";
import { invalidateTable } from "../../components/list/queries.ts";
import { MSG } from "../../lib/messages.ts";
import { createRow } from "../../lib/rest.ts";
import { useUser } from "../../lib/session.tsx";
import {
  manualEntryPayload,
  manualEntryValues,
  previewHours,
  validateManualEntry,
} from "./manual-entry-form.ts";
import { useStoreToday } from "./time-entries.api.ts";

function ManualEntryForm({ today, onClose }: { today: string; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useUser();
  const client = useQueryClient();
  const action = useSubmitForm({
    initialValues: manualEntryValues(user.current_store_id ?? "", today),
    // The chosen store's today by the server's clock: the Work Date may not be later.
    validate: (values) => validateManualEntry(values, storeToday.data),
    submit: (values) => createRow("employee_time_entries", manualEntryPayload(values)),
    success: MSG.timeEntryCreated,
    failure: MSG.errorCreatingTimeEntry,
    onSuccess: async () => {
      await invalidateTable(client, "employee_time_entries");
      onClose();
    },
  });
  const { form } = action;
  form.watch("store_id", () => form.setFieldValue("employee_id", ""));
  const storeToday = useStoreToday(form.values.store_id);
  // The Work Date starts as the chosen store's today (the screen's today may be UTC's, a day
  // ahead of an American store in its evening) until the user picks a date.
  const dateEdited = useRef(false);
  const appliedToday = useRef<string | null>(null);
  const storeDate = storeToday.data;
  useEffect(() => {
    if (!storeDate || appliedToday.current === storeDate) return;
    appliedToday.current = storeDate;
    if (!dateEdited.current) form.setFieldValue("work_date", storeDate);
  }, [storeDate, form]);
  const dateProps = form.getInputProps("work_date");
  const staff = useStoreStaff(form.values.store_id);
  const hours = previewHours(form.values);

  return (
    <FormBody
      action={action}
      onCancel={onClose}
      submitLabel={t("timeAttendance.form.save")}
      testId="time-entry-save"
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
          data={(staff.data ?? []).map((row) => ({
            value: row.id,
            label: [row.name, row.position].filter(Boolean).join(" · "),
          }))}
          disabled={form.values.store_id === ""}
          {...form.getInputProps("employee_id")}
          data-testid="field-employee"
        />
        <DateField
          label={t("timeAttendance.form.workDate")}
          withAsterisk
          value={dateProps.value}
          error={dateProps.error}
          onFocus={dateProps.onFocus}
          onBlur={dateProps.onBlur}
          onChange={(value) => {
            dateEdited.current = true;
            dateProps.onChange(value);
          }}
          data-testid="field-work-date"
        />
        <TextInput
          type="number"
          min={0}
          max={24}
          step={0.25}
          label={t("timeAttendance.form.breakHours")}
          {...form.getInputProps("break_hours")}
          data-testid="field-break-hours"
        />
        <TextFields
          form={form}
          fields={[
            {
              name: "clock_in_time",
              type: "time",
              label: "timeAttendance.form.clockIn",
              required: true,
              testId: "field-clock-in",
            },
            {
              name: "clock_out_time",
              type: "time",
              label: "timeAttendance.form.clockOut",
              testId: "field-clock-out",
            },
          ]}
        />
      </SimpleGrid>
      {hours !== null && (
        <Text size="sm" c="dimmed" data-testid="hours-preview">
          {t("timeAttendance.form.hoursPreview", {
            hours: `${formatHours(hours)} (${formatHoursMinutes(hours)})`,
          })}
        </Text>
      )}
      <NotesField form={form} label={t("timeAttendance.form.notes")} />
    </FormBody>
  );
}

/** Manual Entry (admin, store managers in their stores): employee of the chosen store, times, breaks, notes. */
export function ManualEntryModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      title={t("timeAttendance.form.title")}
      testId="time-entry-form-modal"
      onClose={onClose}
    >
      {(today) => <ManualEntryForm today={today} onClose={onClose} />}
    </FormModal>
  );
}
