import { Button, Group } from "@mantine/core";
import type { TableName } from "@storeops/domain";
import { IconCash, IconCheck, IconPencil, IconSend, IconTrash, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { localizeText } from "../lib/messages.ts";
import { askReason, confirmDanger } from "./dialogs.tsx";
import { IconButton } from "./IconButton.tsx";
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

/** The action buttons in their order: the label is kit.actions.<action>, the test id <action>-button. */
const BUTTONS = [
  { action: "reject", icon: IconX, look: { color: "red", variant: "light" } },
  { action: "approve", icon: IconCheck, look: {} },
  { action: "pay", icon: IconCash, look: {} },
  { action: "submit", icon: IconSend, look: {} },
  { action: "delete", icon: IconTrash, look: { variant: "default", color: "red" } },
  { action: "edit", icon: IconPencil, look: { variant: "default" } },
] as const;

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

  const run: Record<(typeof BUTTONS)[number]["action"], () => void> = {
    reject,
    approve: () => act("approve", () => actions.approve(record.id)),
    pay: () => act("pay", () => actions.pay(record.id)),
    submit: () => act("submit", () => actions.submit(record.id)),
    delete: remove,
    edit: () => onEdit(record),
  };

  const button = ({ action, icon: Icon, look }: (typeof BUTTONS)[number]) =>
    allowed.has(action) && (
      <IconButton
        key={action}
        {...look}
        icon={Icon}
        loading={busy === action}
        onClick={run[action]}
        data-testid={`${action}-button`}
      >
        {(action === "edit" && localizeText(texts.editLabel)) || t(`kit.actions.${action}`)}
      </IconButton>
    );
  // Delete stands apart, at the far left, away from the everyday buttons a thumb reaches for.
  return (
    <Group justify="space-between" gap="xs" data-testid="record-actions">
      <Group gap="xs">{BUTTONS.filter(({ action }) => action === "delete").map(button)}</Group>
      <Group justify="flex-end" gap="xs" ml="auto">
        {BUTTONS.filter(({ action }) => action !== "delete").map(button)}
        <Button variant="default" onClick={onClose}>
          {t("kit.actions.close")}
        </Button>
      </Group>
    </Group>
  );
}
