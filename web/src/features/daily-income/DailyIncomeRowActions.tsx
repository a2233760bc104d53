import { ActionIcon, Button, Group, Tooltip } from "@mantine/core";
import { IconEye, IconPencil, IconTrash } from "@tabler/icons-react";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { confirmDanger } from "../../components/dialogs.tsx";
import type { RowOpeners } from "../../components/RecordPage.tsx";
import { useRecordActions } from "../../components/useRecordActions.ts";
import { formatBusinessDate } from "../../lib/format.ts";
import type { DailyIncome } from "./daily-income.api.ts";
import { dailyIncomeActions } from "./daily-income.i18n.ts";

/** Whether a phone card has buttons of its own: the card itself opens the details (View). */
export const hasCardActions = (record: DailyIncome) =>
  (record.allowed_actions ?? []).some((action) => action === "edit" || action === "delete");

/**
 * A row's Actions (spec 2 §2.4): view always; edit and delete only when the record's
 * `allowed_actions` has them. Delete asks the spec's question first and reports like the details',
 * and stands apart from the others. On a phone's card (`card`): Edit and Delete as labelled
 * buttons, Delete at the far left away from Edit, no View (the card opens the details).
 */
export function DailyIncomeRowActions({
  record,
  open,
  card = false,
}: {
  record: DailyIncome;
  open: RowOpeners<DailyIncome>;
  card?: boolean;
}) {
  const { t } = useTranslation();
  const actions = useRecordActions("daily_income", dailyIncomeActions);
  const allowed = new Set(record.allowed_actions ?? []);
  const date = formatBusinessDate(record.date);
  const remove = () =>
    confirmDanger({
      title: dailyIncomeActions.deleteTitle,
      message: dailyIncomeActions.deleteConfirm,
      confirmLabel: t("kit.actions.delete"),
      cancelLabel: t("common.cancel"),
      onConfirm: () => void actions.remove(record.id, () => {}),
    });
  const button = (key: string, label: string, run: () => void, Icon: typeof IconEye, color?: string) => (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant="subtle"
        color={color}
        aria-label={`${label}: ${date}`}
        // The row (or card) opens the details on click: this button does its own act only.
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          run();
        }}
        data-testid={`daily-income-${key}`}
      >
        <Icon size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
  if (card) {
    const labelled = (key: string, label: string, run: () => void, Icon: typeof IconEye, red = false) => (
      <Button
        variant={red ? "subtle" : "default"}
        color={red ? "red" : undefined}
        size="xs"
        leftSection={<Icon size={14} aria-hidden />}
        aria-label={`${label}: ${date}`}
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          run();
        }}
        data-testid={`daily-income-${key}`}
      >
        {label}
      </Button>
    );
    return (
      <Group justify="space-between" wrap="nowrap" w="100%">
        {allowed.has("delete") ? (
          labelled("delete", t("kit.actions.delete"), remove, IconTrash, true)
        ) : (
          <span />
        )}
        {allowed.has("edit") && labelled("edit", t("kit.actions.edit"), () => open.edit(record), IconPencil)}
      </Group>
    );
  }
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      {button("view", t("dailyIncome.actions.view"), () => open.view(record), IconEye)}
      {allowed.has("edit") && button("edit", t("kit.actions.edit"), () => open.edit(record), IconPencil)}
      {allowed.has("delete") && (
        <Group ml="sm" gap={0}>
          {button("delete", t("kit.actions.delete"), remove, IconTrash, "red")}
        </Group>
      )}
    </Group>
  );
}
