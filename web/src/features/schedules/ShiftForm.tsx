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

/**
 * What the form opens on: a shift to edit, or empty cells to fill: an employee's day, or the days
 * from `date` through `through` (swept on the week grid), one shift each.
 */
export type ShiftTarget = { shift: WeekShift } | { employeeId: string; date: string; through?: string };

interface Values {
  employee_id: string;
  shift_date: string;
  /** A new shift's last day: one shift on each day from shift_date through it. */
  through: string;
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
      through: shift.shift_date,
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
    through: target.through && target.through > target.date ? target.through : target.date,
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
          key={
            editing
              ? editing.id
              : "shift" in target
                ? ""
                : `${target.employeeId}|${target.date}|${target.through}`
          }
          target={target}
          week={week}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </ScreenModal>
  );
}

/** The week's days from `first` through `last`, inclusive. */
const daysFrom = (week: TScheduleWeek, first: string, last: string) =>
  week.days.map((day) => day.date).filter((date) => first <= date && date <= last);

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
  const dayOptions = (days: TScheduleWeek["days"]) =>
    days.map((day) => ({
      value: day.date,
      label: `${t(`schedules.weekdays.${day.weekday}`)} ${formatBusinessDate(day.date)}`,
    }));
  const count = editing ? 1 : daysFrom(week, values.shift_date, values.through).length;
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const body = (date: string) => ({
    employee_id: values.employee_id,
    shift_date: date,
    start_time: values.start_time,
    end_time: values.end_time,
    break_minutes: values.break_minutes,
    position: values.position.trim() || null,
    notes: values.notes.trim() || null,
  });
  const save = async () => {
    setBusy(true);
    try {
      if (editing) await updateRow("shifts", editing.id, body(values.shift_date));
      else await createEach();
      notifySuccess(count > 1 ? t("schedules.form.savedEach", { count }) : t("schedules.form.saved"));
      onSaved();
      onClose();
    } catch (error) {
      notifyError(writeErrorMessage(error, errorSavingRecord));
    } finally {
      setBusy(false);
    }
  };
  // One shift per day, in order. A day refused stops there: the days before it are saved (the grid
  // shows them) and the form stays open from that day, so fixing it saves the rest.
  const createEach = async () => {
    const days = daysFrom(week, values.shift_date, values.through);
    for (const [index, date] of days.entries()) {
      const { position, ...rest } = body(date);
      try {
        // No position given: the server takes the employee's.
        await createRow("shifts", { ...rest, ...(position ? { position } : {}), store_id: week.store.id });
      } catch (error) {
        if (index > 0) {
          onSaved();
          setValues((current) => ({ ...current, shift_date: date }));
        }
        throw error;
      }
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
      <SimpleGrid cols={editing ? 1 : { base: 1, xs: 2 }} spacing="sm">
        <Select
          label={t("schedules.form.date")}
          data={dayOptions(week.days)}
          value={values.shift_date}
          onChange={(value) =>
            value &&
            setValues((current) => ({
              ...current,
              shift_date: value,
              through: current.through < value ? value : current.through,
            }))
          }
          allowDeselect={false}
          data-testid="shift-date"
        />
        {!editing && (
          <Select
            label={t("schedules.form.through")}
            data={dayOptions(week.days.filter((day) => day.date >= values.shift_date))}
            value={values.through}
            onChange={(value) => value && set("through", value)}
            allowDeselect={false}
            data-testid="shift-through"
          />
        )}
      </SimpleGrid>
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
          {count > 1 ? t("schedules.form.saveEach", { count }) : t("schedules.form.save")}
        </Button>
      </Group>
    </Stack>
  );
}
