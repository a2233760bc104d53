import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import {
  LEAVE_TYPE_LABELS,
  LEAVE_TYPES,
  MSG,
  PERFORMANCE_LEVEL_VALUES,
  staffMessages,
  TEXT_LIMIT,
  VALIDATION,
} from "@storeops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { invalidateTable } from "../../components/list/queries.ts";
import { apiFieldErrors, notifyError, notifySuccess, writeErrorMessage } from "../../components/notify.ts";
import { updateRow } from "../../lib/rest.ts";
import { saveStaffReview } from "./staff.api.ts";
import type { StaffMember } from "./staff-list.tsx";

/** The leave toast stays 4 s (spec 2 §9). */
const LEAVE_TOAST_MS = 4000;

/** 'Mark Staff On Leave': type, start and end required, end not before start, reason optional. */
export function LeaveModal({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const form = useForm({
    initialValues: { leave_type: "", leave_start_date: "", leave_end_date: "", leave_reason: "" },
    validate: {
      leave_type: (value) => (value ? null : VALIDATION.required("Leave type")),
      leave_start_date: (value) => (value ? null : VALIDATION.required("Start date")),
      leave_end_date: (value, values) =>
        !value
          ? VALIDATION.required("End date")
          : value < values.leave_start_date
            ? VALIDATION.endBeforeStart
            : null,
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    if (!member) return;
    try {
      await updateRow("staff", member.id, {
        status: "on_leave",
        ...values,
        leave_reason: values.leave_reason.trim() || null,
      });
    } catch (error) {
      form.setErrors(apiFieldErrors(error));
      notifyError(writeErrorMessage(error, MSG.staffLeaveFailed));
      return;
    }
    notifications.show({
      color: "green",
      message: staffMessages.markedOnLeave(member.name),
      autoClose: LEAVE_TOAST_MS,
    });
    await refreshStaff(client);
    close();
  });
  return (
    <Modal opened={member !== null} onClose={close} title={t("staff.leave.title")} data-testid="leave-modal">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label={t("staff.leave.type")}
            withAsterisk
            data={LEAVE_TYPES.map((value) => ({ value, label: LEAVE_TYPE_LABELS[value] }))}
            {...form.getInputProps("leave_type")}
            data-testid="field-leave-type"
          />
          <Group grow>
            <TextInput
              type="date"
              label={t("staff.leave.start")}
              withAsterisk
              {...form.getInputProps("leave_start_date")}
              data-testid="field-leave-start"
            />
            <TextInput
              type="date"
              label={t("staff.leave.end")}
              withAsterisk
              {...form.getInputProps("leave_end_date")}
              data-testid="field-leave-end"
            />
          </Group>
          <Textarea
            label={t("staff.leave.reason")}
            maxLength={TEXT_LIMIT}
            autosize
            minRows={2}
            {...form.getInputProps("leave_reason")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={form.submitting} data-testid="leave-save">
              {t("staff.leave.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Return from Leave: back to active; the server clears every leave field. */
export async function returnFromLeave(member: StaffMember, client: ReturnType<typeof useQueryClient>) {
  try {
    await updateRow("staff", member.id, { status: "active" });
  } catch (error) {
    notifyError(writeErrorMessage(error, MSG.staffStatusFailed));
    return;
  }
  notifications.show({
    color: "green",
    title: staffMessages.returnedFromLeave(member.name),
    message: MSG.staffStatusActive,
    autoClose: LEAVE_TOAST_MS,
  });
  await refreshStaff(client);
}

/** Performance Review: a rating with a note, saved in the member's history. */
export function ReviewModal({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const form = useForm({
    initialValues: { performance: "", note: "" },
    validate: { performance: (value) => (value ? null : VALIDATION.required("Rating")) },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    if (!member) return;
    try {
      await saveStaffReview(member.id, { performance: values.performance, note: values.note.trim() || null });
    } catch (error) {
      form.setErrors(apiFieldErrors(error));
      notifyError(writeErrorMessage(error, t("staff.review.failed")));
      return;
    }
    notifySuccess(t("staff.review.saved"));
    await Promise.all([
      invalidateTable(client, "staff"),
      client.invalidateQueries({ queryKey: ["staff", "profile"] }),
    ]);
    close();
  });
  return (
    <Modal
      opened={member !== null}
      onClose={close}
      title={t("staff.review.title")}
      data-testid="review-modal"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label={t("staff.review.rating")}
            withAsterisk
            data={PERFORMANCE_LEVEL_VALUES.map((value) => ({
              value,
              label: t(`staff.performance.${value}`),
            }))}
            {...form.getInputProps("performance")}
            data-testid="field-review-rating"
          />
          <Textarea
            label={t("staff.review.note")}
            maxLength={TEXT_LIMIT}
            description={`${form.values.note.length}/${TEXT_LIMIT}`}
            autosize
            minRows={3}
            {...form.getInputProps("note")}
            data-testid="field-review-note"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={form.submitting} data-testid="review-save">
              {t("staff.review.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** After a status change: the lists and any open profile show it at once. */
async function refreshStaff(client: ReturnType<typeof useQueryClient>) {
  await Promise.all([
    invalidateTable(client, "staff"),
    client.invalidateQueries({ queryKey: ["staff", "profile"] }),
  ]);
}
