import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";

interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
}

/** The spec's confirmations ('Are you sure you want to delete this … record?'). */
export function confirmDanger({ title, message, confirmLabel, cancelLabel, onConfirm }: ConfirmOptions) {
  modals.openConfirmModal({
    title,
    centered: true,
    closeButtonProps: { "aria-label": cancelLabel },
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: confirmLabel, cancel: cancelLabel },
    confirmProps: { color: "red", "data-testid": "confirm-button" },
    onConfirm,
  });
}
