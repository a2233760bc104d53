import { Button, Code, Group, SimpleGrid } from "@mantine/core";
import { optionLabel } from "@storeops/domain";
import { IconFileText } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { DetailItem } from "../../components/DetailItem.tsx";
import { IconButton } from "../../components/IconButton.tsx";
import type { AuditEntry } from "./audit.api.ts";
import { ActionBadge, timestampText } from "./audit-list.tsx";

/** The details modal's body (spec 3): every field, the user agent and the changes when present. */
export function AuditDetails({
  entry,
  onReport,
  onClose,
}: {
  entry: AuditEntry;
  onReport: (entry: AuditEntry) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const label = (key: string) => t(`auditLogs.details.${key}`);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DetailItem label={label("logId")}>{entry.id}</DetailItem>
        <DetailItem label={label("timestamp")}>{timestampText(entry)}</DetailItem>
        <DetailItem label={label("userName")}>{entry.user_name ?? label("system")}</DetailItem>
        <DetailItem label={label("userId")}>{entry.user_id}</DetailItem>
        <DetailItem label={label("action")}>
          <ActionBadge action={entry.action} />
        </DetailItem>
        <DetailItem label={label("targetTable")}>
          {entry.target_table ? optionLabel(entry.target_table) : null}
        </DetailItem>
        <DetailItem label={label("targetId")}>{entry.target_id}</DetailItem>
        <DetailItem label={label("ip")}>{entry.ip_address}</DetailItem>
      </SimpleGrid>
      <DetailItem label={label("description")}>{entry.description}</DetailItem>
      {entry.user_agent && <DetailItem label={label("userAgent")}>{entry.user_agent}</DetailItem>}
      {entry.changes && (
        <DetailItem label={label("changes")} testId="audit-changes">
          <Code block>{JSON.stringify(entry.changes, null, 2)}</Code>
        </DetailItem>
      )}
      <Group justify="flex-end" gap="xs">
        <IconButton
          variant="light"
          icon={IconFileText}
          onClick={() => onReport(entry)}
          data-testid="audit-details-report"
        >
          {t("auditLogs.buttons.report")}
        </IconButton>
        <Button variant="default" onClick={onClose}>
          {t("auditLogs.buttons.close")}
        </Button>
      </Group>
    </>
  );
}
