import { Text } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { IconButton } from "../../components/IconButton.tsx";
import type { Column } from "../../components/list/ListTable.tsx";
import type { CardContent } from "../../components/list/RecordCards.tsx";
import { optionLabel } from "../../lib/messages.ts";
import type { AuditEntry } from "./audit.api.ts";
import { ActionBadge, timestampText, UserCell } from "./audit-list.tsx";

/** The audit table's columns (spec 3): Timestamp, User, Action, Target, Description, IP Address, Actions. */
export function useAuditColumns(handlers: { onOpen: (entry: AuditEntry) => void }): Column<AuditEntry>[] {
  const { t } = useTranslation();
  const title = (key: string) => t(`auditLogs.columns.${key}`);
  return [
    {
      accessor: "created_at",
      title: title("timestamp"),
      sortable: true,
      render: (entry) => timestampText(entry),
      noWrap: true,
    },
    {
      accessor: "user_name",
      title: title("user"),
      sortable: true,
      render: (entry) => <UserCell entry={entry} />,
    },
    {
      accessor: "action",
      title: title("action"),
      sortable: true,
      width: 130,
      render: (entry) => <ActionBadge action={entry.action} />,
    },
    {
      accessor: "target_table",
      title: title("target"),
      sortable: true,
      render: (entry) => (
        <Text size="sm" title={entry.target_id ?? undefined} data-testid="audit-target">
          {entry.target_table ? optionLabel(entry.target_table) : ""}
        </Text>
      ),
    },
    {
      accessor: "description",
      title: title("description"),
      render: (entry) => (
        <Text size="sm" lineClamp={2}>
          {entry.description}
        </Text>
      ),
    },
    { accessor: "ip_address", title: title("ip") },
    {
      accessor: "row_actions",
      title: title("actions"),
      textAlign: "right",
      render: (entry) => (
        <IconButton
          size="compact-xs"
          variant="subtle"
          icon={IconEye}
          onClick={(event) => {
            event.stopPropagation();
            handlers.onOpen(entry);
          }}
          data-testid="audit-view"
        >
          {t("auditLogs.buttons.viewDetails")}
        </IconButton>
      ),
    },
  ];
}

/** One entry as a card on phones. */
export function useAuditCard(): (entry: AuditEntry) => CardContent {
  const { t } = useTranslation();
  return (entry) => ({
    title: entry.user_name ?? t("auditLogs.details.system"),
    subtitle: [timestampText(entry), entry.target_table ? optionLabel(entry.target_table) : null]
      .filter(Boolean)
      .join(" · "),
    amount: "",
    meta: entry.description ?? "",
    badge: <ActionBadge action={entry.action} />,
  });
}
