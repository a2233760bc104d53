import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconEdit, IconLock, IconLockOpen, IconTrash, IconUsers } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { IconButton } from "../../components/IconButton.tsx";
import { statusColor } from "../../components/status-colors.ts";
import { formatBusinessDate, formatDollars } from "../../lib/format.ts";
import { optionLabel } from "../../lib/messages.ts";
import type { Posting } from "./career-applications.api.ts";

const typeLabel = (type: string) => optionLabel(type);

export interface PostingActions {
  onApplications: () => void;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One posting in career administration: its facts, its applications by status and its buttons. */
export function PostingAdminCard({
  posting,
  counts,
  busy,
  actions,
}: {
  posting: Posting;
  /** Applications by status; null until the counts have loaded. */
  counts: Record<string, number> | null;
  busy: boolean;
  actions: PostingActions;
}) {
  const { t } = useTranslation();
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : null;
  const open = posting.status === "open";
  const pay =
    posting.salary_min !== null && posting.salary_max !== null
      ? t("careersAdmin.payRange", {
          min: formatDollars(posting.salary_min),
          max: formatDollars(posting.salary_max),
        })
      : posting.salary;
  const canEdit = posting.allowed_actions.includes("edit");
  return (
    <Card withBorder radius="md" padding="md" data-testid="posting-admin-card">
      <Group justify="space-between" align="start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} size="h4">
            {posting.job_title}
          </Title>
          <Text size="sm" c="dimmed">
            {[
              posting.department,
              posting.location,
              typeLabel(posting.employment_type),
              optionLabel(posting.experience_level),
            ]
              .filter(Boolean)
              .join(" · ")}
          </Text>
        </Stack>
        <Badge
          color={statusColor(open ? "active" : "closed")}
          variant="dot"
          style={{ flexShrink: 0 }}
          styles={{ label: { overflow: "visible" } }}
          data-testid="posting-status"
        >
          {optionLabel(posting.status)}
        </Badge>
      </Group>
      <Text size="sm" mt="xs">
        {[
          pay,
          t("careersAdmin.posted", {
            date: posting.posted_date ? formatBusinessDate(posting.posted_date) : t("careers.recently"),
          }),
        ]
          .filter(Boolean)
          .join(" · ")}
      </Text>
      {counts && total !== null && total > 0 && (
        <Group gap={6} mt="xs">
          {Object.entries(counts).map(([status, n]) => (
            <Badge key={status} variant="dot" color={statusColor(status)} size="sm">
              {`${optionLabel(status)} ${n}`}
            </Badge>
          ))}
        </Group>
      )}
      <Group gap="xs" mt="sm">
        <IconButton
          variant="default"
          size="xs"
          icon={IconUsers}
          onClick={actions.onApplications}
          data-testid="posting-applications"
        >
          {total === null
            ? t("careersAdmin.applicationsPending")
            : t("careersAdmin.applications", { count: total })}
        </IconButton>
        {canEdit && (
          <IconButton
            variant="default"
            size="xs"
            loading={busy}
            icon={open ? IconLock : IconLockOpen}
            onClick={actions.onToggle}
            data-testid="posting-toggle"
          >
            {open ? t("careersAdmin.close") : t("careersAdmin.reopen")}
          </IconButton>
        )}
        {canEdit && (
          <IconButton variant="default" size="xs" icon={IconEdit} onClick={actions.onEdit}>
            {t("careersAdmin.edit")}
          </IconButton>
        )}
        {posting.allowed_actions.includes("delete") && (
          <IconButton
            variant="subtle"
            color="red"
            size="xs"
            icon={IconTrash}
            onClick={actions.onDelete}
            data-testid="posting-delete"
          >
            {t("careersAdmin.delete")}
          </IconButton>
        )}
      </Group>
    </Card>
  );
}
