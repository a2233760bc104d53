import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { modals } from "@mantine/modals";
import { TEXT_LIMIT, VALIDATION } from "@storeops/domain";
import i18n from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { localizeText } from "../lib/messages.ts";

interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** The confirm button's color: red unless the action is not a loss (approve: green). */
  color?: string;
}

/** The spec's confirmations ('Are you sure you want to delete this … record?'). */
export function confirmDanger({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  color = "red",
}: ConfirmOptions) {
  modals.openConfirmModal({
    title: localizeText(title),
    centered: true,
    closeButtonProps: { "aria-label": cancelLabel },
    children: <Text size="sm">{localizeText(message)}</Text>,
    labels: { confirm: confirmLabel, cancel: cancelLabel },
    confirmProps: { color, "data-testid": "confirm-button" },
    onConfirm,
  });
}

interface ReasonOptions {
  title: string;
  /** A confirmation question shown above the reason. */
  question?: string;
  confirmLabel: string;
  /** Resolves true when the server took it; the dialog then closes. */
  onSubmit: (reason: string) => Promise<boolean>;
}

/** Asks for a required reason (at most 500 characters), e.g. to reject a record. */
export function askReason(options: ReasonOptions) {
  const id = modals.open({
    title: localizeText(options.title),
    centered: true,
    closeButtonProps: { "aria-label": i18n.t("kit.close") },
    children: <ReasonForm {...options} onDone={() => modals.close(id)} />,
  });
}

function ReasonForm({ question, confirmLabel, onSubmit, onDone }: ReasonOptions & { onDone: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (reason.trim() === "") {
      setError(localizeText(VALIDATION.rejectionReasonRequired));
      return;
    }
    setBusy(true);
    const done = await onSubmit(reason.trim());
    setBusy(false);
    if (done) onDone();
  };

  return (
    <Stack gap="sm">
      {question && <Text size="sm">{localizeText(question)}</Text>}
      <Textarea
        label={t("kit.rejectionReason")}
        placeholder={t("kit.rejectionReasonPlaceholder")}
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setError(null);
        }}
        error={error}
        required
        maxLength={TEXT_LIMIT}
        autosize
        minRows={3}
        data-autofocus
        data-testid="reject-reason"
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone}>
          {t("common.cancel")}
        </Button>
        <Button color="red" loading={busy} onClick={submit} data-testid="reject-confirm">
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
