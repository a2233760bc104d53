import { Button, Group } from "@mantine/core";
import { IconCash, IconCheck, IconPencil, IconTrash, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useUser } from "../../app/session.tsx";
import { notifyError } from "./common/feedback.ts";
import { RejectModal } from "./common/RejectModal.tsx";
import { canMarkPaid, canReview, deleteRefusal, editRefusal, offersWrite } from "./common/record-access.ts";
import type { Purchase } from "./purchases.api.ts";
import { usePurchaseActions } from "./usePurchaseActions.ts";

interface PurchaseActionsProps {
  purchase: Purchase;
  onEdit: (purchase: Purchase) => void;
  onClose: () => void;
}

/** What the role may do with this purchase; the server refuses the rest anyway. */
export function PurchaseActions({ purchase, onEdit, onClose }: PurchaseActionsProps) {
  const { t } = useTranslation();
  const user = useUser();
  const actions = usePurchaseActions();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const writable = offersWrite(user, "purchases", purchase);
  const review = canReview(user.role, "purchases", purchase);

  const act = async (name: string, work: () => Promise<boolean>) => {
    setBusy(name);
    await work();
    setBusy(null);
  };
  const edit = () => {
    const refusal = editRefusal(user, "purchases", purchase);
    if (refusal) notifyError(refusal);
    else onEdit(purchase);
  };
  const remove = () => {
    const refusal = deleteRefusal(user, "purchases", purchase);
    if (refusal) notifyError(refusal);
    else actions.remove(purchase, onClose);
  };

  return (
    <Group justify="flex-end" gap="xs" data-testid="purchase-actions">
      {review && (
        <>
          <Button
            color="red"
            variant="light"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => setRejecting(true)}
            data-testid="reject-button"
          >
            {t("purchases.actions.reject")}
          </Button>
          <Button
            leftSection={<IconCheck size={16} aria-hidden />}
            loading={busy === "approve"}
            onClick={() => act("approve", () => actions.approve(purchase))}
            data-testid="approve-button"
          >
            {t("purchases.actions.approve")}
          </Button>
        </>
      )}
      {canMarkPaid(user.role, purchase) && (
        <Button
          leftSection={<IconCash size={16} aria-hidden />}
          loading={busy === "pay"}
          onClick={() => act("pay", () => actions.markPaid(purchase))}
          data-testid="pay-button"
        >
          {t("purchases.actions.markPaid")}
        </Button>
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
            {t("purchases.actions.delete")}
          </Button>
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={edit}
            data-testid="edit-button"
          >
            {t("purchases.actions.edit")}
          </Button>
        </>
      )}
      <Button variant="default" onClick={onClose}>
        {t("purchases.actions.close")}
      </Button>
      <RejectModal
        opened={rejecting}
        title={t("purchases.rejectTitle")}
        onClose={() => setRejecting(false)}
        onReject={(reason) => actions.reject(purchase, reason)}
      />
    </Group>
  );
}
