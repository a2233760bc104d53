import { Button, Group } from "@mantine/core";
import { IconCheck, IconPencil, IconTrash, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useUser } from "../../app/session.tsx";
import { notifyError } from "../purchases/common/feedback.ts";
import { RejectModal } from "../purchases/common/RejectModal.tsx";
import { canReview, deleteRefusal, editRefusal, offersWrite } from "../purchases/common/record-access.ts";
import type { Expense } from "./expenses.api.ts";
import { useExpenseActions } from "./useExpenseActions.ts";

interface ExpenseActionsProps {
  expense: Expense;
  onEdit: (expense: Expense) => void;
  onClose: () => void;
}

/** Approve and reject for reviewers; edit and delete for admin and the staff member who filed it. */
export function ExpenseActions({ expense, onEdit, onClose }: ExpenseActionsProps) {
  const { t } = useTranslation();
  const user = useUser();
  const actions = useExpenseActions();
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  const writable = offersWrite(user, "expenses", expense);

  const edit = () => {
    const refusal = editRefusal(user, "expenses", expense);
    if (refusal) notifyError(refusal);
    else onEdit(expense);
  };
  const remove = () => {
    const refusal = deleteRefusal(user, "expenses", expense);
    if (refusal) notifyError(refusal);
    else actions.remove(expense, onClose);
  };
  const approve = async () => {
    setApproving(true);
    await actions.approve(expense);
    setApproving(false);
  };

  return (
    <Group justify="flex-end" gap="xs" data-testid="expense-actions">
      {canReview(user.role, "expenses", expense) && (
        <>
          <Button
            color="red"
            variant="light"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => setRejecting(true)}
            data-testid="reject-button"
          >
            {t("expenses.actions.reject")}
          </Button>
          <Button
            leftSection={<IconCheck size={16} aria-hidden />}
            loading={approving}
            onClick={approve}
            data-testid="approve-button"
          >
            {t("expenses.actions.approve")}
          </Button>
        </>
      )}
      {writable && (
        <>
          <Button
            variant="default"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={remove}
            data-testid="delete-button"
          >
            {t("expenses.actions.delete")}
          </Button>
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={edit}
            data-testid="edit-button"
          >
            {t("expenses.actions.edit")}
          </Button>
        </>
      )}
      <Button variant="default" onClick={onClose}>
        {t("expenses.actions.close")}
      </Button>
      <RejectModal
        opened={rejecting}
        title={t("expenses.rejectTitle")}
        question={t("expenses.messages.rejectConfirm")}
        onClose={() => setRejecting(false)}
        onReject={(reason) => actions.reject(expense, reason)}
      />
    </Group>
  );
}
