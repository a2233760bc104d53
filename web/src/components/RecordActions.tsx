import { Button, Group } from "@mantine/core";
import type { TableName } from "@storeops/domain";
import { IconCash, IconCheck, IconPencil, IconTrash, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { askReason, confirmDanger } from "./dialogs.tsx";
import { type ActionMessages, useRecordActions } from "./useRecordActions.ts";

export interface ActionTexts extends ActionMessages {
  deleteTitle: string;
  deleteConfirm: string;
  rejectTitle: string;
  /** A question above the reason ("Are you sure you want to reject this expense?"). */
  rejectQuestion?: string;
  /** The edit button's label where the spec names one ("Edit Record"); else the kit's. */
  editLabel?: string;
}

interface RecordActionsProps<T> {
  table: TableName;
  record: T;
  texts: ActionTexts;
  onEdit: (record: T) => void;
  onClose: () => void;
}

/** The buttons of a record's details: exactly the actions the server says this user may take now. */
export function RecordActions<T extends { id: string; allowed_actions?: readonly string[] }>({
  table,
  record,
  texts,
  onEdit,
  onClose,
}: RecordActionsProps<T>) {
  const { t } = useTranslation();
  const actions = useRecordActions(table, texts);
  const [busy, setBusy] = useState<string | null>(null);
  const allowed = new Set(record.allowed_actions ?? []);

  const act = async (name: string, work: () => Promise<boolean>) => {
    setBusy(name);
    await work();
    setBusy(null);
  };
  const reject = () =>
    askReason({
      title: texts.rejectTitle,
      question: texts.rejectQuestion,
      confirmLabel: t("kit.actions.reject"),
      onSubmit: (reason) => actions.reject(record.id, reason),
    });
  const remove = () =>
    confirmDanger({
      title: texts.deleteTitle,
      message: texts.deleteConfirm,
      confirmLabel: t("kit.actions.delete"),
      cancelLabel: t("common.cancel"),
      onConfirm: () => void actions.remove(record.id, onClose),
    });

  return (
    <Group justify="flex-end" gap="xs" data-testid="record-actions">
      {allowed.has("reject") && (
        <Button
          color="red"
          variant="light"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={reject}
          data-testid="reject-button"
        >
          {t("kit.actions.reject")}
        </Button>
      )}
      {allowed.has("approve") && (
        <Button
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={busy === "approve"}
          onClick={() => act("approve", () => actions.approve(record.id))}
          data-testid="approve-button"
        >
          {t("kit.actions.approve")}
        </Button>
      )}
      {allowed.has("pay") && (
        <Button
          leftSection={<IconCash size={16} aria-hidden />}
          loading={busy === "pay"}
          onClick={() => act("pay", () => actions.pay(record.id))}
          data-testid="pay-button"
        >
          {t("kit.actions.pay")}
        </Button>
      )}
      {allowed.has("delete") && (
        <Button
          variant="default"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={remove}
          data-testid="delete-button"
        >
          {t("kit.actions.delete")}
        </Button>
      )}
      {allowed.has("edit") && (
        <Button
          variant="default"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => onEdit(record)}
          data-testid="edit-button"
        >
          {texts.editLabel ?? t("kit.actions.edit")}
        </Button>
      )}
      <Button variant="default" onClick={onClose}>
        {t("kit.actions.close")}
      </Button>
    </Group>
  );
}
