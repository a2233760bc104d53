import { Group, Select, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  LEAVE_TYPE_LABELS,
  LEAVE_TYPES,
  PERFORMANCE_LEVEL_VALUES,
  staffMessages,
  TEXT_LIMIT,
  TOAST_MS,
  VALIDATION,
} from "@storeops/domain";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { TextFields } from "../../components/form/FieldList.tsx";
import { FormDialog } from "../../components/form/FormModal.tsx";
import { requiredErrors } from "../../components/form/form-values.ts";
import { type SubmitForm, useDialogForm } from "../../components/form/useSubmitForm.ts";
import { invalidateTable } from "../../components/list/queries.ts";
import { notifyError, writeErrorMessage } from "../../components/notify.ts";
import { MSG } from "../../lib/messages.ts";
import { updateRow } from "../../lib/rest.ts";
import { saveStaffReview, type TStaffReviewInput } from "./staff.api.ts";
import type { StaffMember } from "./staff-list.tsx";

/** A staff dialog: its title and save button from the `staff.<kind>` texts, test ids `<kind>-modal`, `<kind>-save`. */
function StaffDialog<V>({
  dialog,
  kind,
  children,
}: {
  dialog: { opened: boolean; onClose: () => void; action: SubmitForm<V> };
  kind: "leave" | "review";
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      {...dialog}
      title={t(`staff.${kind}.title`)}
      testId={`${kind}-modal`}
      submitLabel={t(`staff.${kind}.submit`)}
      saveTestId={`${kind}-save`}
      gap="sm"
    >
      {children}
    </FormDialog>
  );
}

/** 'Mark Staff On Leave': type, start and end required, end not before start, reason optional. */
export function LeaveModal({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const action = useDialogForm(
    { opened: member !== null, onClose },
    {
      initialValues: { leave_type: "", leave_start_date: "", leave_end_date: "", leave_reason: "" },
      validate: (values) => ({
        ...requiredErrors(values, {
          leave_type: "Leave type",
          leave_start_date: "Start date",
          leave_end_date: "End date",
        }),
        ...(values.leave_end_date && values.leave_end_date < values.leave_start_date
          ? { leave_end_date: VALIDATION.endBeforeStart }
          : {}),
      }),
      submit: (values) =>
        updateRow("staff", member?.id ?? "", {
          status: "on_leave",
          ...values,
          leave_reason: values.leave_reason.trim() || null,
        }),
      failureText: MSG.staffLeaveFailed,
      onSuccess: async () => {
        notifications.show({
          color: "green",
          message: staffMessages.markedOnLeave(member?.name ?? ""),
          autoClose: TOAST_MS.leave,
        });
        await refreshStaff(client);
      },
    },
  );
  const { form } = action;
  return (
    <StaffDialog dialog={action.dialog} kind="leave">
      <Select
        label={t("staff.leave.type")}
        withAsterisk
        data={LEAVE_TYPES.map((value) => ({ value, label: LEAVE_TYPE_LABELS[value] }))}
        {...form.getInputProps("leave_type")}
        data-testid="field-leave-type"
      />
      <Group grow>
        <TextFields
          form={form}
          fields={[
            {
              name: "leave_start_date",
              type: "date",
              label: "staff.leave.start",
              required: true,
              testId: "field-leave-start",
            },
            {
              name: "leave_end_date",
              type: "date",
              label: "staff.leave.end",
              required: true,
              testId: "field-leave-end",
            },
          ]}
        />
      </Group>
      <Textarea
        label={t("staff.leave.reason")}
        maxLength={TEXT_LIMIT}
        autosize
        minRows={2}
        {...form.getInputProps("leave_reason")}
      />
    </StaffDialog>
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
    autoClose: TOAST_MS.leave,
  });
  await refreshStaff(client);
}

/** Performance Review: a rating with a note, saved in the member's history. */
export function ReviewModal({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const action = useDialogForm(
    { opened: member !== null, onClose },
    {
      initialValues: { performance: "", note: "" },
      validate: (values) => requiredErrors(values, { performance: "Rating" }),
      submit: (values) =>
        saveStaffReview(member?.id ?? "", {
          // A rating is chosen (validate), one of the Select's PERFORMANCE_LEVEL_VALUES.
          performance: values.performance as TStaffReviewInput["performance"],
          note: values.note.trim() || null,
        }),
      success: t("staff.review.saved"),
      failureText: t("staff.review.failed"),
      onSuccess: () => refreshStaff(client),
    },
  );
  const { form } = action;
  return (
    <StaffDialog dialog={action.dialog} kind="review">
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
    </StaffDialog>
  );
}

/** After a status change: the lists and any open profile show it at once. */
async function refreshStaff(client: ReturnType<typeof useQueryClient>) {
  await Promise.all([
    invalidateTable(client, "staff"),
    client.invalidateQueries({ queryKey: ["staff", "profile"] }),
  ]);
}
