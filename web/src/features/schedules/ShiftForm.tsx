import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { errorDeletingRecord, errorSavingRecord, type TScheduleWeek } from "@storeops/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmDanger } from "../../components/dialogs.tsx";
import { notifyError, notifySuccess, writeErrorMessage } from "../../components/notify.ts";
import { ScreenModal } from "../../components/ScreenModal.tsx";
import { formatBusinessDate } from "../../lib/format.ts";
import { createRow, deleteRow, updateRow } from "../../lib/rest.ts";
import { ShiftTimeInputs } from "./ShiftTimeInputs.tsx";
import { shiftTimes, USUAL_SHIFT, type WeekShift } from "./week.ts";

/** What the form opens on: a shift to edit, or an empty cell (employee and day) to fill. */
export type ShiftTarget = { shift: WeekShift } | { employeeId: string; date: string };

interface Values {
  employee_id: string;
  shift_date: string;
  start_time: string;
  end_time: string;
  break_minutes: number;
  position: string;
  notes: string;
}

function initial(target: ShiftTarget, week: TScheduleWeek): Values {
  if ("shift" in target) {
    const { shift } = target;
    return {
      employee_id: shift.employee_id,
      shift_date: shift.shift_date,
      start_time: shift.start_time.slice(0, 5),
      end_time: shift.end_time.slice(0, 5),
      break_minutes: shift.break_minutes,
      position: shift.position ?? "",
      notes: shift.notes ?? "",
    };
  }
  const employee = week.employees.find((entry) => entry.employee_id === target.employeeId);
  return {
    employee_id: target.employeeId,
    shift_date: target.date,
    ...USUAL_SHIFT,
    position: employee?.position ?? "",
  };
}

/** Create or edit one shift of the week (the generic front, table `shifts`, times on the store's clock). */
export function ShiftForm({
  target,
  week,
  onClose,
  onSaved,
}: {
  target: ShiftTarget | null;
  week: TScheduleWeek;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const editing = target && "shift" in target ? target.shift : null;
  return (
    <ScreenModal
      opened={target !== null}
      onClose={onClose}
      size="md"
      title={editing ? t("schedules.form.editTitle") : t("schedules.form.createTitle")}
    >
      {target && (
        <ShiftFields
          key={editing ? editing.id : "shift" in target ? "" : `${target.employeeId}|${target.date}`}
          target={target}
          week={week}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </ScreenModal>
  );
}

function ShiftFields({
  target,
  week,
  onClose,
  onSaved,
}: {
  target: ShiftTarget;
  week: TScheduleWeek;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(() => initial(target, week));
  const [busy, setBusy] = useState(false);
  const editing = "shift" in target ? target.shift : null;
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const save = async () => {
    setBusy(true);
    const body = {
      employee_id: values.employee_id,
      shift_date: values.shift_date,
      start_time: values.start_time,
      end_time: values.end_time,
      break_minutes: values.break_minutes,
      position: values.position.trim() || null,
      notes: values.notes.trim() || null,
    };
    try {
      if (editing) await updateRow("shifts", editing.id, body);
      else {
        const { position, ...rest } = body;
        // No position given: the server takes the employee's.
        await createRow("shifts", { ...rest, ...(position ? { position } : {}), store_id: week.store.id });
      }
      notifySuccess(t("schedules.form.saved"));
      onSaved();
      onClose();
    } catch (error) {
      notifyError(writeErrorMessage(error, errorSavingRecord));
    } finally {
      setBusy(false);
    }
  };
  const remove = (shift: WeekShift) =>
    confirmDanger({
      title: t("schedules.form.deleteTitle"),
      message: t("schedules.form.deleteQuestion", {
        name: shift.employee_name ?? "",
        day: formatBusinessDate(shift.shift_date),
        times: shiftTimes(shift),
      }),
      confirmLabel: t("schedules.form.delete"),
      cancelLabel: t("schedules.cancel"),
      onConfirm: () =>
        void deleteRow("shifts", shift.id)
          .then(() => {
            notifySuccess(t("schedules.form.deleted"));
            onSaved();
            onClose();
          })
          .catch((error: unknown) => notifyError(writeErrorMessage(error, errorDeletingRecord))),
    });
  const mayDelete = editing?.allowed_actions?.includes("delete") ?? false;
  return (
    <Stack gap="sm" data-testid="shift-form">
      <Select
        label={t("schedules.employee")}
        data={week.employees.map((employee) => ({ value: employee.employee_id, label: employee.name }))}
        value={values.employee_id}
        onChange={(value) => value && set("employee_id", value)}
        allowDeselect={false}
        searchable
        data-testid="shift-employee"
      />
      <Select
        label={t("schedules.form.date")}
        data={week.days.map((day) => ({
          value: day.date,
          label: `${t(`schedules.weekdays.${day.weekday}`)} ${formatBusinessDate(day.date)}`,
        }))}
        value={values.shift_date}
        onChange={(value) => value && set("shift_date", value)}
        allowDeselect={false}
        data-testid="shift-date"
      />
      <SimpleGrid cols={2} spacing="sm">
        <ShiftTimeInputs
          start={values.start_time}
          end={values.end_time}
          onChange={(times) => setValues((current) => ({ ...current, ...times }))}
          testId="shift"
        />
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="sm">
        <NumberInput
          label={t("schedules.form.breakMinutes")}
          value={values.break_minutes}
          onChange={(value) => set("break_minutes", typeof value === "number" ? value : 0)}
          min={0}
          max={720}
          allowDecimal={false}
          data-testid="shift-break"
        />
        <TextInput
          label={t("schedules.form.position")}
          value={values.position}
          onChange={(event) => set("position", event.currentTarget.value)}
          data-testid="shift-position"
        />
      </SimpleGrid>
      <Textarea
        label={t("schedules.form.notes")}
        value={values.notes}
        onChange={(event) => set("notes", event.currentTarget.value)}
        autosize
        minRows={2}
      />
      <Group justify="space-between" mt="sm">
        {editing && mayDelete ? (
          <Button variant="subtle" color="red" onClick={() => remove(editing)} data-testid="shift-delete">
            {t("schedules.form.delete")}
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={() => void save()} loading={busy} data-testid="shift-save">
          {t("schedules.form.save")}
        </Button>
      </Group>
    </Stack>
  );
}
