import { Modal, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { MOBILE_QUERY } from "../../app/theme.ts";
import { useRecord } from "../purchases/common/queries.ts";
import { ExpenseActions } from "./ExpenseActions.tsx";
import { ExpenseDetails } from "./ExpenseDetails.tsx";
import type { Expense } from "./expenses.api.ts";

interface ExpenseDetailsModalProps {
  row: Expense | null;
  onClose: () => void;
  onEdit: (expense: Expense) => void;
}

/** 'Expense Details', with the approve and reject actions for authorised roles. */
export function ExpenseDetailsModal({ row, onClose, onEdit }: ExpenseDetailsModalProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(MOBILE_QUERY);
  const record = useRecord<Expense>("expenses", row?.id ?? null);
  const expense = record.data ?? row;
  return (
    <Modal
      closeButtonProps={{ "aria-label": t("purchases.common.closeDialog") }}
      opened={row !== null}
      onClose={onClose}
      title={t("expenses.detailsTitle")}
      size="lg"
      fullScreen={isPhone}
      data-testid="expense-details-modal"
    >
      {expense && (
        <Stack gap="lg">
          <ExpenseDetails expense={expense} />
          <ExpenseActions expense={expense} onEdit={onEdit} onClose={onClose} />
        </Stack>
      )}
    </Modal>
  );
}
