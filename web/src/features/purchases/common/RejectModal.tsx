import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { VALIDATION } from "@storeops/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";

interface RejectModalProps {
  opened: boolean;
  title: string;
  /** A confirmation question shown above the reason (expenses). */
  question?: string;
  onClose: () => void;
  /** Resolves true when the rejection was saved. */
  onReject: (reason: string) => Promise<boolean>;
}

/** Reject asks for a reason: required, kept in rejection_reason and shown in the details. */
export function RejectModal({ opened, title, question, onClose, onReject }: RejectModalProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setReason("");
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (reason.trim() === "") {
      setError(VALIDATION.rejectionReasonRequired);
      return;
    }
    setBusy(true);
    const done = await onReject(reason.trim());
    setBusy(false);
    if (done) close();
  };

  return (
    <Modal
      closeButtonProps={{ "aria-label": t("purchases.common.closeDialog") }}
      opened={opened}
      onClose={close}
      title={title}
      centered
      data-testid="reject-modal"
    >
      <Stack gap="sm">
        {question && <Text size="sm">{question}</Text>}
        <Textarea
          label={t("purchases.common.rejectionReason")}
          placeholder={t("purchases.common.rejectionReasonPlaceholder")}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          required
          autosize
          minRows={3}
          data-autofocus
          data-testid="reject-reason"
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            {t("common.cancel")}
          </Button>
          <Button color="red" loading={busy} onClick={submit} data-testid="reject-confirm">
            {t("purchases.common.reject")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
