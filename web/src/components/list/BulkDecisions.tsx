import { Button, Group, Paper, Text } from "@mantine/core";
import type { ApprovalTable, TBulkAnswer } from "@storeops/domain";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { apiJson, isApiError } from "../../lib/api.ts";
import { askReason, confirmDanger } from "../dialogs.tsx";
import { notifyError, notifySuccess, notifyWarning } from "../notify.ts";
import { invalidateTable } from "./queries.ts";

/** A row the bulk bar may decide: the server says the caller may approve it now. */
export const decidable = (row: { allowed_actions?: readonly string[] }) =>
  row.allowed_actions?.includes("approve") ?? false;

/**
 * "Approve selected / Reject selected" over a list's selection (docs/decisions.md, Approvals):
 * after a confirmation (a reason, to reject), one call for all; each record answers on its own,
 * so the toast says how many moved and why the others did not.
 */
export function BulkDecisions({
  table,
  ids,
  onDone,
}: {
  table: ApprovalTable;
  ids: readonly string[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const send = async (action: "approve" | "reject", reason?: string) => {
    try {
      const body = action === "reject" ? { ids, rejection_reason: reason } : { ids };
      const { results } = await apiJson<TBulkAnswer>(`/${table}/${action}`, { method: "POST", body });
      const refused = results.filter((result) => !result.ok);
      const done = results.length - refused.length;
      const summary = t(`kit.bulk.${action}Done`, { count: done });
      if (refused.length === 0) notifySuccess(summary);
      else
        notifyWarning(
          summary,
          t("kit.bulk.refused", { count: refused.length, reason: refused[0]?.message ?? "" }),
        );
      onDone();
      await invalidateTable(client, table);
      return true;
    } catch (caught) {
      notifyError(isApiError(caught) ? caught.message : String(caught));
      return false;
    }
  };
  if (ids.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="xs" data-testid="bulk-bar">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={600} data-testid="bulk-count">
          {t("kit.bulk.selected", { count: ids.length })}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            color="green"
            leftSection={<IconCheck size={14} aria-hidden />}
            data-testid="bulk-approve"
            onClick={() =>
              confirmDanger({
                title: t("kit.bulk.approveTitle", { count: ids.length }),
                message: t("kit.bulk.approveQuestion", { count: ids.length }),
                confirmLabel: t("kit.bulk.approve"),
                cancelLabel: t("common.cancel"),
                onConfirm: () => void send("approve"),
                color: "green",
              })
            }
          >
            {t("kit.bulk.approve")}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconX size={14} aria-hidden />}
            data-testid="bulk-reject"
            onClick={() =>
              askReason({
                title: t("kit.bulk.rejectTitle", { count: ids.length }),
                question: t("kit.bulk.rejectQuestion", { count: ids.length }),
                confirmLabel: t("kit.bulk.reject"),
                onSubmit: (reason) => send("reject", reason),
              })
            }
          >
            {t("kit.bulk.reject")}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
